import type { AcceptLinkBody, AcceptLoginBody, InvitationPreview } from '@/core/contracts/family';
import { ageBand } from '@/core/rules/age-rules';
import { londonDate } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { assertAcceptablePassword, hashPassword } from '../../security/passwords';
import { randomToken, sha256 } from '../../security/tokens';
import type { GuardianActor } from '../access/access-policy';
import type { EmailConfirmationService } from '../email-confirmation/email-confirmation.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { SessionsService } from '../sessions/sessions.service';
import { presentStudentUser } from '../students/students.presenter';
import { lockStudent, studentsRepository } from '../students/students.repository';
import {
  familiesRepository,
  type GuardianRow,
  type InvitationKind,
  type InvitationRow,
} from './families.repository';
import { invitationMail } from './family-mail';

/** A junior may have two guardians: the one who holds the family account and one they invite. */
export const MAX_GUARDIANS = 2;
/** Invitations wait a fortnight: a parent's inbox, a teenager's holiday. */
export const INVITATION_LIFETIME_MS = 14 * 24 * 3600_000;
export const EMAIL_IN_USE = 'An account with this email already exists. Sign in, or reset your password.';
const INVALID_INVITATION = 'This invitation link is not valid or has expired. Ask for a new one.';
const OWN_EMAIL_NEEDED = 'Enter your own e-mail address: it will be the one you sign in with';

/** Whether any login (a student's or a guardian's) already uses this address: one address, one login. */
export async function loginEmailInUse(db: DbOrTx, email: string): Promise<boolean> {
  const [student, guardian] = await Promise.all([
    studentsRepository(db).findByEmail(email),
    familiesRepository(db).findGuardianByEmail(email),
  ]);
  return Boolean(student || guardian);
}

interface Deps {
  emailConfirmation: EmailConfirmationService;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  sessions: SessionsService;
  rateLimits: RateLimitService;
}

/**
 * Family invitations: single-use, 14-day links that give a junior their own login, share a child with a
 * second guardian, ask a guardian to link to a teenager who registered alone, or hand a young adult their
 * account. Only the digest of a token is stored.
 */
export function familyInvitationsService(deps: Deps) {
  const families = familiesRepository(deps.db);
  const today = () => londonDate(deps.clock());

  async function issueInvitation(
    db: DbOrTx,
    values: {
      kind: InvitationKind;
      student: { id: string; firstName: string };
      email: string;
      invitedBy?: GuardianRow;
      relationship?: string;
    },
  ): Promise<void> {
    const token = randomToken();
    const now = deps.clock();
    await familiesRepository(db).insertInvitation({
      tokenHash: sha256(token),
      kind: values.kind,
      studentId: values.student.id,
      invitedByGuardianId: values.invitedBy?.id ?? null,
      email: values.email,
      relationship: values.relationship ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
    });
    await deps.mailer.send(
      invitationMail({
        kind: values.kind,
        to: values.email,
        childFirstName: values.student.firstName,
        invitedBy: values.invitedBy ? `${values.invitedBy.firstName} ${values.invitedBy.lastName}` : null,
        link: `${deps.appUrl}/portal/invitation?token=${encodeURIComponent(token)}`,
      }),
      db,
    );
  }

  async function live(token: string): Promise<InvitationRow> {
    const row = await families.liveInvitation(sha256(token), deps.clock());
    if (!row) throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
    return row;
  }

  /** Links a guardian to the child an invitation names, within the two-guardian limit, under the child's lock. */
  async function acceptGuardianInvitation(
    db: Tx,
    guardian: GuardianRow,
    invitation: InvitationRow,
    relationship: string | undefined,
  ): Promise<void> {
    if (invitation.kind !== 'second_guardian' && invitation.kind !== 'guardian_of_junior') {
      throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
    }
    // The link reached this address: only the guardian who owns it may use it.
    if (invitation.email !== guardian.email) {
      throw conflict(
        `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
      );
    }
    await lockStudent(db, invitation.studentId);
    const repo = familiesRepository(db);
    const student = await studentsRepository(db).findById(invitation.studentId);
    if (!student || ageBand(student.dateOfBirth, today()) === 'adult') {
      throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
    }
    const linked = (await repo.childIdsOf(guardian.id)).includes(student.id);
    if (!linked && ((await repo.guardianCounts([student.id])).get(student.id) ?? 0) >= MAX_GUARDIANS) {
      throw conflict(`${student.firstName} already has ${MAX_GUARDIANS} guardians.`);
    }
    if (!(await repo.consumeInvitation(invitation.id, deps.clock()))) {
      throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
    }
    await repo.link(
      guardian.id,
      student.id,
      relationship ?? invitation.relationship ?? 'Parent',
      deps.clock(),
    );
  }

  return {
    live,
    acceptGuardianInvitation,

    /** What an invitation link is for, before the person accepts it. */
    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await live(token);
      const student = await studentsRepository(deps.db).findById(invitation.studentId);
      if (!student) throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
      const inviter = invitation.invitedByGuardianId
        ? await families.findGuardian(invitation.invitedByGuardianId)
        : undefined;
      return {
        kind: invitation.kind,
        childFirstName: student.firstName,
        email: invitation.email,
        invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
      };
    },

    /** A signed-in guardian accepts an invitation to share a child. */
    async acceptLink(actor: GuardianActor, body: AcceptLinkBody): Promise<string> {
      const invitation = await live(body.token);
      const guardian = await families.findGuardian(actor.guardianId);
      if (!guardian) throw notFound('Family account not found.');
      await deps.db.transaction((tx) =>
        acceptGuardianInvitation(tx, guardian, invitation, body.relationship),
      );
      const student = await studentsRepository(deps.db).findById(invitation.studentId);
      return `${student?.firstName ?? 'Your child'} is now in your family account.`;
    },

    /**
     * A junior (13–17) or a young adult taking over their account sets their own login from the invitation;
     * the link reached the address, which proves it. Signs them in.
     */
    async acceptLogin(body: AcceptLoginBody, clientIp: string) {
      await deps.rateLimits.consume('registerPerIp', clientIp);
      assertAcceptablePassword(body.password);
      const invitation = await live(body.token);
      if (invitation.kind !== 'junior_login' && invitation.kind !== 'adult_takeover') {
        throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
      }
      // A young adult taking over gives an address of their own: the invitation went to the family's.
      const takeover = invitation.kind === 'adult_takeover';
      const email = takeover ? body.email : invitation.email;
      if (!email) throw badRequest(OWN_EMAIL_NEEDED, { email: OWN_EMAIL_NEEDED });
      const passwordHash = await hashPassword(body.password);
      const now = deps.clock();
      const student = await deps.db.transaction(async (tx) => {
        await lockStudent(tx, invitation.studentId);
        const students = studentsRepository(tx);
        const row = await students.findById(invitation.studentId);
        if (!row || row.username) throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
        if (await students.usernameTaken(body.username)) {
          throw conflict('That username is taken. Please choose another.', {
            username: 'That username is taken. Please choose another.',
          });
        }
        if (await loginEmailInUse(tx, email)) {
          throw conflict(EMAIL_IN_USE, takeover ? { email: EMAIL_IN_USE } : { token: EMAIL_IN_USE });
        }
        if (!(await familiesRepository(tx).consumeInvitation(invitation.id, now))) {
          throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
        }
        return students.update(row.id, {
          email,
          username: body.username,
          passwordHash,
          // The invitation's own address is proven by its link; a new one waits for its own.
          emailConfirmedAt: takeover ? null : now,
          updatedAt: now,
        });
      });
      if (!student) throw badRequest(INVALID_INVITATION, { token: INVALID_INVITATION });
      if (takeover) await deps.emailConfirmation.sendLink(student, email, 'registration');
      const session = await deps.sessions.start('student', student.id, false);
      return { session, user: presentStudentUser(student) };
    },

    /** Asks a guardian to link to a 13–17-year-old who registered alone (or has no guardian yet). */
    inviteGuardianOfJunior(
      db: DbOrTx,
      student: { id: string; firstName: string },
      email: string,
    ): Promise<void> {
      return issueInvitation(db, { kind: 'guardian_of_junior', student, email });
    },

    issueInvitation,
  };
}
