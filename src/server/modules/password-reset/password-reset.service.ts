import { academy } from '@/core/content/academy';
import {
  FORGOT_PASSWORD_ANSWER,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@/core/contracts/auth';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { assertAcceptablePassword, hashPassword } from '../../security/passwords';
import { randomToken, sha256 } from '../../security/tokens';
import { familiesRepository } from '../families/families.repository';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { AccountType } from '../sessions/sessions.repository';
import { sessionsRepository } from '../sessions/sessions.repository';
import { staffRepository } from '../staff/staff.repository';
import { studentsRepository } from '../students/students.repository';
import { passwordResetRepository } from './password-reset.repository';

export const RESET_TOKEN_LIFETIME_MS = 30 * 60_000;
export const INVITE_TOKEN_LIFETIME_MS = 7 * 24 * 3600_000;
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  rateLimits: RateLimitService;
  /** The configured public URL: links are never built from the request's Host header. */
  appUrl: string;
}

export function passwordResetService(deps: Deps) {
  /** The account an address signs in to: on the Student Portal a student's or a guardian's, else staff. */
  async function findAccount(
    email: string,
    portal: 'student' | 'staff',
  ): Promise<{ type: AccountType; id: string; firstName: string; email: string } | undefined> {
    if (portal === 'student') {
      const row = await studentsRepository(deps.db).findByEmail(email);
      if (row) return { type: 'student', id: row.id, firstName: row.firstName, email: row.email };
      const guardian = await familiesRepository(deps.db).findGuardianByEmail(email);
      return (
        guardian && {
          type: 'guardian',
          id: guardian.id,
          firstName: guardian.firstName,
          email: guardian.email,
        }
      );
    }
    const row = await staffRepository(deps.db).findByEmail(email);
    return row?.active
      ? { type: 'staff', id: row.id, firstName: row.firstName, email: row.email }
      : undefined;
  }

  /**
   * Mails a single-use link for choosing a password: a reset (30 minutes) or, for a new staff account, an
   * invitation (7 days, since the person may not see it at once).
   */
  async function sendLink(
    accountType: AccountType,
    account: { id: string; firstName: string; email: string },
    kind: 'reset' | 'invite',
    tx?: DbOrTx,
  ): Promise<void> {
    if (!tx) {
      await deps.db.transaction((own) => sendLink(accountType, account, kind, own));
      deps.mailer.wake();
      return;
    }
    const token = randomToken();
    const now = deps.clock();
    const lifetime = kind === 'invite' ? INVITE_TOKEN_LIFETIME_MS : RESET_TOKEN_LIFETIME_MS;
    const expiresAt = new Date(now.getTime() + lifetime);
    await passwordResetRepository(tx).insert({
      tokenHash: sha256(token),
      accountType,
      accountId: account.id,
      now,
      expiresAt,
    });
    const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const accountName = { student: 'student', guardian: 'family', staff: 'staff' }[accountType];
    await deps.mailer.send(
      {
        expiresAt,
        to: account.email,
        subject:
          kind === 'invite' ? `Your ${academy.name} staff account` : `Reset your ${academy.name} password`,
        text: (kind === 'invite'
          ? [
              `Hello ${account.firstName},`,
              '',
              `An administrator has made you a ${academy.name} ${accountName} account.`,
              'To choose your password and sign in, open this link within 7 days:',
              '',
              link,
            ]
          : [
              `Hello ${account.firstName},`,
              '',
              `Someone asked to reset the password for your ${academy.name} ${accountName} account.`,
              'To choose a new password, open this link within 30 minutes:',
              '',
              link,
              '',
              'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
            ]
        )
          .concat(['', `${academy.name} · ${academy.phone.display}`])
          .join('\n'),
      },
      tx,
    );
  }

  return {
    sendLink,

    /** Sends a reset link when the account exists; answers the same either way. */
    async requestReset(body: ForgotPasswordBody, clientIp: string): Promise<string> {
      await deps.rateLimits.consume('forgotPerIp', clientIp);
      await deps.rateLimits.consume('forgotPerAccount', `${body.userType}:${body.email}`);
      const account = await findAccount(body.email, body.userType === 'student' ? 'student' : 'staff');
      if (!account) return FORGOT_PASSWORD_ANSWER;

      await sendLink(account.type, account, 'reset');
      return FORGOT_PASSWORD_ANSWER;
    },

    /** Sets a new password from a single-use link and ends every session of the account. */
    async resetPassword(body: ResetPasswordBody, clientIp: string): Promise<string> {
      await deps.rateLimits.consume('resetPerIp', clientIp);
      assertAcceptablePassword(body.password);
      // Hash before the transaction: it is the slow part and needs no lock.
      const passwordHash = await hashPassword(body.password);
      const now = deps.clock();
      const done = await deps.db.transaction(async (tx) => {
        const row = await passwordResetRepository(tx).consume(sha256(body.token), now);
        if (!row) return false;
        const type = row.accountType;
        const accountId = { student: row.studentId, staff: row.staffId, guardian: row.guardianId }[type]!;
        // The link reached the account's address, which proves it: an invitation confirms a new staff account.
        if (type === 'guardian') {
          await familiesRepository(tx).setGuardianPasswordHash(accountId, passwordHash, now);
          await familiesRepository(tx).markGuardianEmailConfirmed(accountId, now);
        } else {
          const accounts = type === 'student' ? studentsRepository(tx) : staffRepository(tx);
          await accounts.setPasswordHash(accountId, passwordHash, now);
          await accounts.markEmailConfirmed(accountId, now);
        }
        await passwordResetRepository(tx).retireAll(type, accountId, now);
        await sessionsRepository(tx).deleteForAccount(type, accountId);
        return true;
      });
      if (!done) throw badRequest(INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
      return 'Your password has been changed. You can now sign in with it.';
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
