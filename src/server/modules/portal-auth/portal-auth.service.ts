import type { GuardianUser, LoginBody, RegisterBody, StudentUser } from '@/core/contracts/auth';
import { ageBand } from '@/core/rules/age-rules';
import { londonDate } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';
import { badRequest, conflict, unauthorized } from '../../errors';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../security/passwords';
import type { EmailConfirmationService } from '../email-confirmation/email-confirmation.service';
import { familiesRepository } from '../families/families.repository';
import { type FamiliesService, loginEmailInUse, presentGuardian } from '../families/families.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { staffRepository } from '../staff/staff.repository';
import { presentStudentUser } from '../students/students.presenter';
import { studentsRepository } from '../students/students.repository';

export const INVALID_LOGIN = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists. Sign in, or reset your password.';
const USERNAME_TAKEN = 'That username is taken. Please choose another.';

export interface SignedIn {
  session: IssuedSession;
  user: StudentUser;
}
export type PortalSignedIn = SignedIn | { session: IssuedSession; guardian: GuardianUser };

export const UNDER_13 =
  'Children under 13 are registered by a parent or guardian. Choose “I’m a parent or guardian” to create a family account.';
export const GUARDIAN_EMAIL_REQUIRED = 'Under 18s need a parent or guardian: enter their e-mail address';
const FUTURE_BIRTH = 'Date of birth cannot be in the future';

export function portalAuthService(deps: {
  db: Db;
  sessions: SessionsService;
  rateLimits: RateLimitService;
  emailConfirmation: EmailConfirmationService;
  families: FamiliesService;
  clock: Clock;
}) {
  const students = studentsRepository(deps.db);
  const staff = staffRepository(deps.db);

  return {
    /** Creates a student account on the free tier, signs it in and mails the link that confirms its address. */
    async register(body: RegisterBody, clientIp: string): Promise<SignedIn> {
      await deps.rateLimits.consume('registerPerIp', clientIp);
      if (body.password !== body.confirmPassword) {
        throw badRequest('Passwords do not match', { confirmPassword: 'Passwords do not match' });
      }
      const today = londonDate(deps.clock());
      if (body.dateOfBirth > today) throw badRequest(FUTURE_BIRTH, { dateOfBirth: FUTURE_BIRTH });
      const band = ageBand(body.dateOfBirth, today);
      if (band === 'under13') throw badRequest(UNDER_13, { dateOfBirth: UNDER_13 });
      if (band === 'teen' && !body.guardianEmail) {
        throw badRequest(GUARDIAN_EMAIL_REQUIRED, { guardianEmail: GUARDIAN_EMAIL_REQUIRED });
      }
      if (body.guardianEmail && body.guardianEmail === body.email) {
        throw badRequest('Enter your parent or guardian’s own address', {
          guardianEmail: 'That is your own address',
        });
      }
      assertAcceptablePassword(body.password);
      if (!(await staff.findActiveCoach(body.coachId))) {
        throw badRequest('Please choose one of the academy coaches', { coachId: 'Unknown coach' });
      }
      if (await loginEmailInUse(deps.db, body.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      if (await students.usernameTaken(body.username))
        throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });

      const passwordHash = await hashPassword(body.password);
      let row: Awaited<ReturnType<typeof students.insert>>;
      try {
        row = await students.insert({
          email: body.email,
          username: body.username,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          coachId: body.coachId,
          dateOfBirth: body.dateOfBirth,
          // Only staff change a tier: whatever the request says, a new account starts free.
          membershipTier: 'free',
        });
      } catch (err) {
        // Two registrations racing for the same email or username: the constraint decides.
        if (isUniqueViolation(err)) {
          if (violatedConstraint(err) === 'students_username_key') {
            throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
          }
          throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        }
        throw err;
      }
      await deps.emailConfirmation.sendLink(row, row.email, 'registration');
      // A junior who registers alone cannot message a coach until the guardian they name accepts.
      if (band === 'teen' && body.guardianEmail) {
        await deps.families.inviteGuardianOfJunior(deps.db, row, body.guardianEmail);
      }
      const session = await deps.sessions.start('student', row.id, body.rememberMe ?? false);
      return { session, user: presentStudentUser(row) };
    },

    /**
     * Signs a student or a guardian in (an address belongs to one login). The answer never says whether
     * the e-mail has an account.
     */
    async login(body: LoginBody, clientIp: string): Promise<PortalSignedIn> {
      const attempt = await deps.rateLimits.signInAttempt(`student:${body.email}`, clientIp);
      const row = await students.findByEmail(body.email);
      const guardian = row ? undefined : await familiesRepository(deps.db).findGuardianByEmail(body.email);
      const ok = await verifyPassword(row?.passwordHash ?? guardian?.passwordHash, body.password);
      if (!ok || !(row || guardian)) throw unauthorized(INVALID_LOGIN);
      await attempt.succeeded();
      const keep = body.rememberMe ?? false;
      if (guardian) {
        return {
          session: await deps.sessions.start('guardian', guardian.id, keep),
          guardian: presentGuardian(guardian),
        };
      }
      const session = await deps.sessions.start('student', row!.id, keep);
      return { session, user: presentStudentUser(row!) };
    },

    /** Whoever a Student Portal session belongs to, or a 401. */
    async currentUser(who: { studentId?: string | null; guardianId?: string | null }) {
      if (who.guardianId) {
        const guardian = await familiesRepository(deps.db).findGuardian(who.guardianId);
        if (!guardian) throw unauthorized();
        return { guardian: presentGuardian(guardian) };
      }
      const row = who.studentId ? await students.findById(who.studentId) : undefined;
      if (!row) throw unauthorized();
      return { user: presentStudentUser(row) };
    },
  };
}
