import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outboxEmails } from '../db/schema/index';

/** The outbox table: every e-mail the product sends, and what became of it. */
export function outboxRepository(db: DbOrTx) {
  return {
    async queue(message: {
      to: string;
      subject: string;
      text: string;
      html?: string;
      transport: 'smtp' | 'file';
    }): Promise<string> {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          transport: message.transport,
          status: 'queued',
        })
        .returning({ id: outboxEmails.id });
      return row!.id;
    },
    async markDelivered(id: string, status: 'sent' | 'saved', at: Date): Promise<void> {
      await db.update(outboxEmails).set({ status, sentAt: at }).where(eq(outboxEmails.id, id));
    },
    async markFailed(id: string, reason: string): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ status: 'failed', error: reason.slice(0, 500) })
        .where(eq(outboxEmails.id, id));
    },
  };
}
