import type { LoginBody, RegisterBody, StudentUser } from '@/core/contracts/auth';
import type { Db } from '../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';
import { badRequest, conflict, unauthorized } from '../../errors';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../security/passwords';
import type { EmailConfirmationService } from '../email-confirmation/email-confirmation.service';
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

export function portalAuthService(deps: {
  db: Db;
  sessions: SessionsService;
  rateLimits: RateLimitService;
  emailConfirmation: EmailConfirmationService;
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
      assertAcceptablePassword(body.password);
      if (!(await staff.findActiveCoach(body.coachId))) {
        throw badRequest('Please choose one of the academy coaches', { coachId: 'Unknown coach' });
      }
      if (await students.findByEmail(body.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
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
      const session = await deps.sessions.start('student', row.id, body.rememberMe ?? false);
      return { session, user: presentStudentUser(row) };
    },

    /** Signs a student in. The answer never says whether the e-mail has an account. */
    async login(body: LoginBody, clientIp: string): Promise<SignedIn> {
      const attempt = await deps.rateLimits.signInAttempt(`student:${body.email}`, clientIp);
      const row = await students.findByEmail(body.email);
      const ok = await verifyPassword(row?.passwordHash, body.password);
      if (!row || !ok) throw unauthorized(INVALID_LOGIN);
      await attempt.succeeded();
      const session = await deps.sessions.start('student', row.id, body.rememberMe ?? false);
      return { session, user: presentStudentUser(row) };
    },

    /** The student behind a session token, or a 401. */
    async currentUser(studentId: string): Promise<StudentUser> {
      const row = await students.findById(studentId);
      if (!row) throw unauthorized();
      return presentStudentUser(row);
    },
  };
}
