import type {
  BookingConfirmation,
  CancellationView,
  FamilyBookRequest,
  MoveBookingBody,
} from '@/core/contracts/booking';
import type {
  AddChildBody,
  FamilyChild,
  FamilyRegisterBody,
  FamilyResponse,
  GuardianUser,
  InviteChildBody,
  InviteGuardianBody,
  UpdateChildBody,
  UpdateGuardianBody,
} from '@/core/contracts/family';
import { ADULT_AGE, ageBand, ageOn, mayHaveOwnLogin, ownLoginRefusal } from '@/core/rules/age-rules';
import { londonDate } from '@/core/rules/london-time';
import { studentMessageStatus } from '@/core/rules/message-status';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { assertAcceptablePassword, hashPassword } from '../../security/passwords';
import { type FamilyScope, familyScopeOf, type GuardianActor } from '../access/access-policy';
import type { BookOutcome } from '../booking/booking-provider';
import type { BookingsService } from '../booking/bookings.service';
import type { ConsentsService } from '../consents/consents.service';
import type { EmailConfirmationService } from '../email-confirmation/email-confirmation.service';
import { messagesRepository } from '../messages/messages.repository';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { staffRepository } from '../staff/staff.repository';
import { type StudentRow, studentsRepository } from '../students/students.repository';
import { familiesRepository, type GuardianRow } from './families.repository';
import {
  EMAIL_IN_USE,
  familyInvitationsService,
  loginEmailInUse,
  MAX_GUARDIANS,
} from './family-invitations.service';
import { otherGuardians } from './other-guardians';

export { EMAIL_IN_USE, loginEmailInUse, MAX_GUARDIANS };

export const ADULT_CHILD = `A family account is for children under ${ADULT_AGE}; from ${ADULT_AGE} students register themselves.`;
const FUTURE_BIRTH = 'Date of birth cannot be in the future';

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  sessions: SessionsService;
  rateLimits: RateLimitService;
  emailConfirmation: EmailConfirmationService;
  consents: ConsentsService;
  /** The academy's own diary, when it takes the bookings (with SimplyBook, SimplyBook does). */
  diary?: BookingsService;
}

const NO_DIARY = 'Bookings are taken on the academy’s booking page.';

export function presentGuardian(row: GuardianRow): GuardianUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    emailConfirmed: row.emailConfirmedAt !== null,
    pendingEmail: row.pendingEmail,
  };
}

/**
 * Family accounts: a guardian registers, adds their children, gives a 13–17-year-old a login of their own
 * and invites a second guardian. Who may act for which child is the access policy's (`actsFor`); this
 * service only ever works on the children of the guardian who asks.
 */
export function familiesService(deps: Deps) {
  const families = familiesRepository(deps.db);
  const staff = staffRepository(deps.db);
  const today = () => londonDate(deps.clock());
  const invitations = familyInvitationsService(deps);

  function checkChildAge(dateOfBirth: string): void {
    if (dateOfBirth > today()) throw badRequest(FUTURE_BIRTH, { dateOfBirth: FUTURE_BIRTH });
    if (ageBand(dateOfBirth, today()) === 'adult')
      throw badRequest(ADULT_CHILD, { dateOfBirth: ADULT_CHILD });
  }

  /** The guardian's own child, or 404 as for any student they may not see. */
  async function ownChild(actor: GuardianActor, id: string): Promise<StudentRow> {
    const row = actor.childIds.includes(id) ? await studentsRepository(deps.db).findById(id) : undefined;
    if (!row) throw notFound('Student not found.');
    return row;
  }

  async function familyScope(actor: GuardianActor): Promise<FamilyScope> {
    const guardian = await families.findGuardian(actor.guardianId);
    if (!guardian) throw notFound('Family account not found.');
    return familyScopeOf(guardian, actor.childIds);
  }

  function diary() {
    if (!deps.diary) throw conflict(NO_DIARY);
    return deps.diary;
  }

  return {
    /**
     * Books a place for one of the guardian's children: the family account is the customer (its name,
     * address and phone), the child the participant, checked against the service's age range on the day.
     */
    async bookForChild(
      actor: GuardianActor,
      body: FamilyBookRequest,
      idempotencyKey?: string,
    ): Promise<BookOutcome> {
      const child = await ownChild(actor, body.studentId);
      const guardian = await families.findGuardian(actor.guardianId);
      if (!guardian) throw notFound('Family account not found.');
      const { studentId: _child, ...request } = body;
      return diary().book(
        {
          ...request,
          clientData: {
            name: `${guardian.firstName} ${guardian.lastName}`,
            email: guardian.email,
            ...(guardian.phone && { phone: guardian.phone }),
          },
        },
        { idempotencyKey, family: { guardianId: guardian.id, student: child } },
      );
    },

    /** The children a guardian may book a place for: each of theirs, by name. */
    async bookingChoices(guardianId: string) {
      return (await families.childrenOf(guardianId)).map(({ student }) => ({
        id: student.id,
        firstName: student.firstName,
        lastName: student.lastName,
      }));
    },

    /** Cancels one day of a family's several-day booking, until 48 hours before that day. */
    async cancelBookingDay(
      actor: GuardianActor,
      bookingId: string,
      placeId: string,
    ): Promise<CancellationView> {
      return diary().cancelDayForFamily(bookingId, placeId, await familyScope(actor));
    },

    /** Moves one of the family's bookings to another time with the same coach, until 48 hours before it. */
    moveBooking: async (
      actor: GuardianActor,
      id: string,
      body: MoveBookingBody,
    ): Promise<BookingConfirmation> => diary().moveForFamily(id, body, await familyScope(actor)),

    /** Cancels one of the family's bookings, until 48 hours before it starts. */
    async cancelBooking(actor: GuardianActor, bookingId: string): Promise<CancellationView> {
      return diary().cancelForFamily(bookingId, await familyScope(actor));
    },

    /** The children a guardian acts for now (read with each of their sessions). */
    childIdsOf: (guardianId: string) => families.childIdsOf(guardianId),

    /** Creates a family account (and accepts the invitation it was opened from), signs it in, mails the link. */
    async register(
      body: FamilyRegisterBody,
      clientIp: string,
    ): Promise<{ session: IssuedSession; guardian: GuardianUser }> {
      await deps.rateLimits.consume('registerPerIp', clientIp);
      assertAcceptablePassword(body.password);
      const invitation = body.invitationToken ? await invitations.live(body.invitationToken) : undefined;
      if (await loginEmailInUse(deps.db, body.email)) throw conflict(EMAIL_IN_USE, { email: EMAIL_IN_USE });
      const passwordHash = await hashPassword(body.password);
      const now = deps.clock();
      const guardian = await deps.db
        .transaction(async (tx) => {
          const created = await familiesRepository(tx).insertGuardian({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone ?? null,
            adultDeclaredAt: now,
            // An invitation opened from this inbox proves the address.
            emailConfirmedAt: invitation?.email === body.email ? now : null,
          });
          if (invitation) await invitations.acceptGuardianInvitation(tx, created, invitation, undefined);
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE, { email: EMAIL_IN_USE });
          throw error;
        });
      if (!guardian.emailConfirmedAt) await deps.emailConfirmation.sendGuardianLink(guardian);
      const session = await deps.sessions.start('guardian', guardian.id, body.rememberMe ?? false);
      return { session, guardian: presentGuardian(guardian) };
    },

    async guardian(guardianId: string): Promise<GuardianUser> {
      const row = await families.findGuardian(guardianId);
      if (!row) throw notFound('Family account not found.');
      return presentGuardian(row);
    },

    /**
     * The guardian's own name, phone and address. A new address waits for its link (the guardian keeps
     * signing in with the current one) and the current address is told once it changes.
     */
    async updateGuardian(actor: GuardianActor, body: UpdateGuardianBody): Promise<GuardianUser> {
      const guardian = await families.findGuardian(actor.guardianId);
      if (!guardian) throw notFound('Family account not found.');
      const newEmail = body.email && body.email !== guardian.email ? body.email : undefined;
      if (newEmail && (await loginEmailInUse(deps.db, newEmail))) {
        throw conflict(EMAIL_IN_USE, { email: EMAIL_IN_USE });
      }
      const changes = Object.fromEntries(
        Object.entries({ firstName: body.firstName, lastName: body.lastName, phone: body.phone }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      // Asking again for the address in use withdraws a change that was waiting.
      if (body.email === guardian.email && guardian.pendingEmail) changes.pendingEmail = null;
      if (Object.keys(changes).length > 0) await families.updateGuardian(guardian.id, changes, deps.clock());
      if (newEmail && newEmail !== guardian.pendingEmail) {
        await deps.emailConfirmation.requestGuardianChange(guardian, newEmail);
      }
      return presentGuardian((await families.findGuardian(guardian.id))!);
    },

    /** GET /api/family: the guardian, and each child with their guardians, login and latest messages. */
    async family(actor: GuardianActor): Promise<FamilyResponse> {
      const guardian = await families.findGuardian(actor.guardianId);
      if (!guardian) throw notFound('Family account not found.');
      const children = await families.childrenOf(guardian.id);
      const ids = children.map((c) => c.student.id);
      const [links, invitations, messages, bookings] = await Promise.all([
        families.guardiansOf(ids),
        families.pendingInvitations(ids, ['junior_login'], deps.clock()),
        messagesRepository(deps.db).headingsForStudents(ids),
        deps.diary ? deps.diary.ofFamily(familyScopeOf(guardian, ids)) : null,
      ]);
      return {
        guardian: presentGuardian(guardian),
        bookings,
        children: children.map(({ student, relationship, coachFirstName, coachLastName }): FamilyChild => {
          const threads = messages.filter((m) => m.studentId === student.id);
          const invitation = invitations.find((inv) => inv.studentId === student.id);
          return {
            id: student.id,
            firstName: student.firstName,
            lastName: student.lastName,
            dateOfBirth: student.dateOfBirth,
            age: student.dateOfBirth ? ageOn(student.dateOfBirth, today()) : null,
            relationship,
            coachId: student.coachId,
            coachName: coachFirstName ? `${coachFirstName} ${coachLastName}` : null,
            membershipTier: student.membershipTier,
            login: student.username ? { username: student.username, email: student.email } : null,
            mayHaveOwnLogin: mayHaveOwnLogin(student, today()),
            loginInvitation: invitation
              ? { email: invitation.email, expiresAt: invitation.expiresAt.toISOString() }
              : null,
            // Deleting the family account may leave them with a guardian who stays: the server says whether.
            mayBeKept: otherGuardians(links, guardian.id, student.id).length > 0,
            guardians: links
              .filter((l) => l.studentId === student.id)
              .map((l) => ({
                firstName: l.guardian.firstName,
                lastName: l.guardian.lastName,
                relationship: l.relationship,
              })),
            unreadReplies: threads.filter((m) => m.status === 'answered' && !m.readByStudent).length,
            recentMessages: threads.slice(0, 3).map((message) => ({
              id: message.id,
              subject: message.subject,
              status: studentMessageStatus(message.status),
              createdAt: message.createdAt.toISOString(),
            })),
          };
        }),
      };
    },

    /** Adds a junior to the family: no login of their own; the family's address is their contact address. */
    async addChild(actor: GuardianActor, body: AddChildBody): Promise<{ id: string }> {
      checkChildAge(body.dateOfBirth);
      const guardian = await families.findGuardian(actor.guardianId);
      if (!guardian) throw notFound('Family account not found.');
      if (!(await staff.findActiveCoach(body.coachId))) {
        throw badRequest('Please choose one of the academy coaches', { coachId: 'Unknown coach' });
      }
      return deps.db.transaction(async (tx) => {
        const child = await studentsRepository(tx).insert({
          email: guardian.email,
          username: null,
          passwordHash: null,
          firstName: body.firstName,
          lastName: body.lastName,
          dateOfBirth: body.dateOfBirth,
          coachId: body.coachId,
          // Only staff change a tier: a new child starts free, as every new account does.
          membershipTier: 'free',
        });
        await familiesRepository(tx).link(guardian.id, child.id, body.relationship, deps.clock());
        // What the guardian ticked is their agreement, recorded with the child; nothing is assumed.
        await deps.consents.recordForNewChild(tx, child.id, guardian.id, body.consents ?? {});
        return { id: child.id };
      });
    },

    /** A guardian corrects their child's name or date of birth (a junior cannot), or their relationship. */
    async updateChild(actor: GuardianActor, id: string, body: UpdateChildBody): Promise<{ id: string }> {
      const child = await ownChild(actor, id);
      if (body.dateOfBirth) checkChildAge(body.dateOfBirth);
      const now = deps.clock();
      await deps.db.transaction(async (tx) => {
        const changes = Object.fromEntries(
          Object.entries({
            firstName: body.firstName,
            lastName: body.lastName,
            dateOfBirth: body.dateOfBirth,
          }).filter(([, v]) => v !== undefined),
        );
        if (Object.keys(changes).length > 0) {
          await studentsRepository(tx).update(child.id, { ...changes, updatedAt: now });
        }
        if (body.relationship)
          await familiesRepository(tx).setRelationship(actor.guardianId, child.id, body.relationship);
      });
      return { id: child.id };
    },

    /** Invites a 13–17-year-old to a login of their own; their portal stays linked to the family. */
    async inviteChild(actor: GuardianActor, id: string, body: InviteChildBody): Promise<string> {
      const child = await ownChild(actor, id);
      const refusal = ownLoginRefusal(child, today());
      if (refusal === 'not-teen') {
        throw conflict('A login of their own is for children aged 13 to 17', { studentId: 'Not 13 to 17' });
      }
      if (refusal === 'has-login') throw conflict(`${child.firstName} already has a login`);
      if (await loginEmailInUse(deps.db, body.email)) throw conflict(EMAIL_IN_USE, { email: EMAIL_IN_USE });
      const guardian = await families.findGuardian(actor.guardianId);
      await invitations.issueInvitation(deps.db, {
        kind: 'junior_login',
        student: child,
        email: body.email,
        invitedBy: guardian,
      });
      return `We have sent ${child.firstName} an invitation to ${body.email}. It lasts 14 days.`;
    },

    /** Invites a second guardian to share one or more of the guardian's children. */
    async inviteGuardian(actor: GuardianActor, body: InviteGuardianBody): Promise<string> {
      const children = [];
      for (const id of new Set(body.studentIds)) children.push(await ownChild(actor, id));
      const guardian = await families.findGuardian(actor.guardianId);
      if (!guardian) throw notFound('Family account not found.');
      if (body.email === guardian.email) {
        throw badRequest('Invite the other guardian at their own address', {
          email: 'That is your own address',
        });
      }
      const counts = await families.guardianCounts(children.map((c) => c.id));
      for (const child of children) {
        if ((counts.get(child.id) ?? 0) >= MAX_GUARDIANS) {
          throw conflict(`${child.firstName} already has ${MAX_GUARDIANS} guardians.`, {
            studentIds: `${child.firstName} already has ${MAX_GUARDIANS} guardians`,
          });
        }
      }
      for (const child of children) {
        await invitations.issueInvitation(deps.db, {
          kind: 'second_guardian',
          student: child,
          email: body.email,
          invitedBy: guardian,
          relationship: body.relationship,
        });
      }
      return `We have sent an invitation to ${body.email}. It lasts 14 days.`;
    },

    preview: invitations.preview,
    acceptLink: invitations.acceptLink,
    acceptLogin: invitations.acceptLogin,
    inviteGuardianOfJunior: invitations.inviteGuardianOfJunior,
    issueInvitation: invitations.issueInvitation,
  };
}
export type FamiliesService = ReturnType<typeof familiesService>;
