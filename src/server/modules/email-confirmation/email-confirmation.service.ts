import { academy } from '@/core/content/academy';
import {
  ALREADY_CONFIRMED,
  type ConfirmEmailBody,
  INVALID_CONFIRMATION_LINK,
  UNCONFIRMED_REFUSAL,
  type UnconfirmedAction,
} from '@/core/contracts/email-confirmation';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, badRequest, conflict, unauthorized } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from '../../security/tokens';
import { familiesRepository } from '../families/families.repository';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { studentsRepository } from '../students/students.repository';
import { emailConfirmationRepository } from './email-confirmation.repository';

/** Told to the address a family account used before: a change nobody expected is a sign of trouble. */
function addressChangedMail(previous: string, firstName: string, email: string) {
  return {
    to: previous,
    subject: `Your ${academy.name} family account has a new e-mail address`,
    text: [
      `Hello ${firstName},`,
      '',
      `The e-mail address of your ${academy.name} family account is now ${email}. Messages about your`,
      'children go there from now on, and it is the address you sign in with.',
      '',
      `If you did not make this change, please contact the academy at once at ${academy.email} or on ${academy.phone.display}.`,
      '',
      `${academy.name} · ${academy.phone.display}`,
    ].join('\n'),
  };
}

/** A student may not see the e-mail at once (a parent's inbox, a holiday): a week, like staff invitations. */
export const CONFIRMATION_LINK_LIFETIME_MS = 7 * 24 * 3600_000;

const EMAIL_TAKEN = 'An account with this email already exists';

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  rateLimits: RateLimitService;
  /** The configured public URL: links are never built from the request's Host header. */
  appUrl: string;
}

/**
 * Proof that a student's e-mail address is theirs: a single-use link mailed at registration and to every
 * new address they give. Until the current address is confirmed, nothing can be uploaded or sent.
 */
export function emailConfirmationService(deps: Deps) {
  const tokens = emailConfirmationRepository(deps.db);
  const students = studentsRepository(deps.db);

  /** Mails a link that confirms `email` for the student: their registration address or a new one. */
  async function sendLink(
    student: { id: string; firstName: string },
    email: string,
    kind: 'registration' | 'change',
  ): Promise<void> {
    const token = randomToken();
    const now = deps.clock();
    await tokens.insert({
      tokenHash: sha256(token),
      studentId: student.id,
      email,
      now,
      expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_LIFETIME_MS),
    });
    const link = `${deps.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: email,
      subject: `Confirm your ${academy.name} e-mail address`,
      text: [
        `Hello ${student.firstName},`,
        '',
        kind === 'registration'
          ? `Welcome to the ${academy.name} Student Portal. Please confirm that this is your e-mail address:`
          : `You asked to use this address for your ${academy.name} Student Portal account. Please confirm it:`,
        '',
        link,
        '',
        'The link works once and lasts 7 days.',
        kind === 'registration'
          ? 'Until you confirm, you can use the portal but cannot send messages or upload files.'
          : 'Until you confirm, your account keeps using your previous address.',
        '',
        'If this was not you, you can ignore this e-mail.',
        '',
        `${academy.name} · ${academy.phone.display}`,
      ].join('\n'),
    });
  }

  /**
   * Mails a guardian the link that confirms their family account's address (`email` omitted), or a new
   * address they asked for.
   */
  async function sendGuardianLink(
    guardian: { id: string; firstName: string; email: string },
    newEmail?: string,
  ): Promise<void> {
    const token = randomToken();
    const now = deps.clock();
    const email = newEmail ?? guardian.email;
    await tokens.insert({
      tokenHash: sha256(token),
      guardianId: guardian.id,
      email,
      now,
      expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_LIFETIME_MS),
    });
    const link = `${deps.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: email,
      subject: `Confirm your ${academy.name} e-mail address`,
      text: [
        `Hello ${guardian.firstName},`,
        '',
        newEmail
          ? `You asked to use this address for your ${academy.name} family account. Please confirm it:`
          : `Welcome to your ${academy.name} family account. Please confirm that this is your e-mail address:`,
        '',
        link,
        '',
        'The link works once and lasts 7 days.',
        newEmail
          ? 'Until you confirm, your account keeps using your previous address.'
          : 'Until you confirm, you can see your children’s portals but cannot send messages or upload files for them.',
        '',
        'If this was not you, you can ignore this e-mail.',
        '',
        `${academy.name} · ${academy.phone.display}`,
      ].join('\n'),
    });
  }

  return {
    sendLink,
    sendGuardianLink,

    /**
     * Throws 403 with the words the portal shows unless the address of whoever is acting is confirmed: the
     * student's own, or the guardian's when a guardian acts for their child.
     */
    async requireConfirmed(
      who: { studentId: string; guardianId?: string },
      action: UnconfirmedAction,
    ): Promise<void> {
      const row = who.guardianId
        ? await familiesRepository(deps.db).findGuardian(who.guardianId)
        : await students.findById(who.studentId);
      if (!row) throw unauthorized();
      if (!row.emailConfirmedAt) throw new AppError(403, 'email_unconfirmed', UNCONFIRMED_REFUSAL[action]);
    },

    /** Opens a link: confirms the current address, or makes a confirmed new address the account's. */
    async confirm(body: ConfirmEmailBody, clientIp: string): Promise<string> {
      await deps.rateLimits.consume('confirmEmailPerIp', clientIp);
      const now = deps.clock();
      const invalid = () => badRequest(INVALID_CONFIRMATION_LINK, { token: INVALID_CONFIRMATION_LINK });
      try {
        const answer = await deps.db.transaction(async (tx) => {
          const repo = emailConfirmationRepository(tx);
          const link = await repo.consume(sha256(body.token), now);
          if (!link) throw invalid();
          if (link.guardianId) {
            const families = familiesRepository(tx);
            const guardian = await families.findGuardian(link.guardianId);
            if (guardian && link.email === guardian.pendingEmail) {
              // One address, one login, across both kinds of account: a student may have signed up with it
              // since it was asked for, and no unique index spans the two tables.
              const student = await studentsRepository(tx).findByEmail(link.email);
              if (student?.username) throw conflict(EMAIL_TAKEN, { email: 'This email is already in use' });
              await families.adoptGuardianPendingEmail(guardian, now);
              // Queued with the change itself: the previous address is told exactly when the change holds.
              await deps.mailer.send(addressChangedMail(guardian.email, guardian.firstName, link.email), tx);
              return `Your e-mail address is now ${link.email}.`;
            }
            if (!guardian || guardian.email !== link.email) throw invalid();
            await families.markGuardianEmailConfirmed(guardian.id, now);
            return 'Thank you: your e-mail address is confirmed.';
          }
          if (!link.studentId) throw invalid();
          const student = await studentsRepository(tx).findById(link.studentId);
          if (!student) throw invalid();
          await repo.retireFor(student.id, link.email, now);
          if (link.email === student.pendingEmail) {
            if (await familiesRepository(tx).findGuardianByEmail(link.email)) {
              throw conflict(EMAIL_TAKEN, { email: 'This email is already in use' });
            }
            await repo.adoptPendingEmail(student.id, link.email, now);
            return `Your e-mail address is now ${link.email}.`;
          }
          // A link to an address the account no longer uses or waits for confirms nothing.
          if (link.email !== student.email) throw invalid();
          await studentsRepository(tx).markEmailConfirmed(student.id, now);
          return 'Thank you: your e-mail address is confirmed.';
        });
        deps.mailer.wake();
        return answer;
      } catch (error) {
        // Someone else registered the new address after it was asked for: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: 'This email is already in use' });
        throw error;
      }
    },

    /**
     * Mails a fresh link: to the current address while it is unconfirmed, otherwise to an address
     * waiting to replace it. Rate limited per account, since each call sends an e-mail.
     */
    async resend(studentId: string): Promise<string> {
      const row = await students.findById(studentId);
      if (!row) throw unauthorized();
      const target = !row.emailConfirmedAt ? row.email : row.pendingEmail;
      if (!target) throw conflict(ALREADY_CONFIRMED);
      await deps.rateLimits.consume('confirmationMailPerAccount', row.id);
      await sendLink(row, target, row.emailConfirmedAt ? 'change' : 'registration');
      return `We have sent a new confirmation link to ${target}.`;
    },

    /** A guardian's new link to confirm their own address (a family account has no pending address). */
    async resendGuardian(guardianId: string): Promise<string> {
      const row = await familiesRepository(deps.db).findGuardian(guardianId);
      if (!row) throw unauthorized();
      if (row.emailConfirmedAt) throw conflict(ALREADY_CONFIRMED);
      // Guardians and students share this limit's table, so the key says whose account it is.
      await deps.rateLimits.consume('confirmationMailPerAccount', `guardian:${row.id}`);
      await sendGuardianLink(row);
      return `We have sent a new confirmation link to ${row.email}.`;
    },

    /** A guardian's new address waits for its link; the current one stays in use until then. */
    async requestGuardianChange(guardian: { id: string; firstName: string; email: string }, email: string) {
      await deps.rateLimits.consume('confirmationMailPerAccount', `guardian:${guardian.id}`);
      await familiesRepository(deps.db).updateGuardian(guardian.id, { pendingEmail: email }, deps.clock());
      await sendGuardianLink(guardian, email);
    },

    /** A new address for a student waits for its link; the current one stays in use until then. */
    async requestChange(student: { id: string; firstName: string }, email: string): Promise<void> {
      await deps.rateLimits.consume('confirmationMailPerAccount', student.id);
      await tokens.setPendingEmail(student.id, email, deps.clock());
      await sendLink(student, email, 'change');
    },
  };
}
export type EmailConfirmationService = ReturnType<typeof emailConfirmationService>;
