import { MAIL_RESENT, type UndeliveredMail } from '@/core/contracts/mail-admin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { type OutboxRow, outboxRepository } from '../../mail/outbox.repository';
import { accessPolicy, requireAdmin } from '../access/access-policy';

const LISTED = 200;

function present(row: OutboxRow, now: Date): UndeliveredMail {
  const live = !row.expiresAt || row.expiresAt > now;
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status === 'expired' ? 'expired' : 'failed',
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    resendable: row.status === 'failed' && live,
  };
}

/** Mail that will not arrive unless someone acts: administrators see it and may send it again. */
export function mailAdminService(deps: { db: Db; clock: Clock; mailer: Pick<Mailer, 'wake'> }) {
  const outbox = outboxRepository(deps.db);
  const access = accessPolicy(deps.db);

  async function admin(staffId: string) {
    requireAdmin(await access.staffActor(staffId), 'Only administrators can see undelivered e-mail');
  }

  return {
    async listUndelivered(staffId: string) {
      await admin(staffId);
      const now = deps.clock();
      return {
        success: true as const,
        mail: (await outbox.listUndelivered(LISTED)).map((r) => present(r, now)),
      };
    },

    async resend(staffId: string, id: string) {
      await admin(staffId);
      const now = deps.clock();
      if (!(await outbox.requeueFailed(id, now))) {
        const row = await outbox.findById(id);
        if (!row) throw notFound('No such e-mail');
        if (row.status === 'queued') throw conflict('This e-mail is already waiting to be sent');
        if (row.status === 'sent' || row.status === 'saved') throw conflict('This e-mail was delivered');
        throw conflict('The link in this e-mail has expired: ask for a new one instead');
      }
      deps.mailer.wake();
      return { success: true as const, message: MAIL_RESENT };
    },
  };
}
export type MailAdminService = ReturnType<typeof mailAdminService>;
