import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outboxEmails } from '../db/schema/index';
import { redactLinks } from './redact';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/** What a finished message is reduced to: its links no longer open anything. */
function redacted(row: Pick<OutboxRow, 'textBody' | 'htmlBody' | 'calendarContent' | 'unsubscribeUrl'>) {
  return {
    textBody: redactLinks(row.textBody),
    htmlBody: redactLinks(row.htmlBody),
    calendarContent: redactLinks(row.calendarContent),
    unsubscribeUrl: redactLinks(row.unsubscribeUrl),
  };
}

/** The outbox table: the queue of e-mail to deliver, and what became of each message. */
export function outboxRepository(db: DbOrTx) {
  return {
    async queue(message: {
      to: string;
      subject: string;
      text: string;
      html?: string;
      calendar?: { method: string; content: string };
      expiresAt?: Date;
      unsubscribeUrl?: string;
      transport: 'smtp' | 'file';
      now: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          calendarMethod: message.calendar?.method ?? null,
          calendarContent: message.calendar?.content ?? null,
          transport: message.transport,
          status: 'queued',
          expiresAt: message.expiresAt ?? null,
          unsubscribeUrl: message.unsubscribeUrl ?? null,
          createdAt: message.now,
        })
        .returning({ id: outboxEmails.id });
      return row!.id;
    },

    /**
     * Takes the oldest due message for this worker until `leaseUntil`. The row lock with SKIP LOCKED makes
     * two workers pick different rows; a claim left by a process that died runs out and the row is taken
     * again.
     */
    async claimNext(now: Date, leaseUntil: Date): Promise<OutboxRow | undefined> {
      const due = db
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.status, 'queued'),
            or(isNull(outboxEmails.nextAttemptAt), lte(outboxEmails.nextAttemptAt, now)),
            or(isNull(outboxEmails.claimedUntil), lte(outboxEmails.claimedUntil, now)),
          ),
        )
        .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.seq))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(outboxEmails)
        .set({ claimedUntil: leaseUntil, attempts: sql`${outboxEmails.attempts} + 1` })
        .where(
          and(
            // A scalar subquery runs once; with IN the planner may run it again per row and claim several.
            eq(outboxEmails.id, sql`(${due})`),
            // Checked again on the locked row: another worker may have claimed it meanwhile.
            eq(outboxEmails.status, 'queued'),
            or(isNull(outboxEmails.claimedUntil), lte(outboxEmails.claimedUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    async markDelivered(row: OutboxRow, status: 'sent' | 'saved', at: Date): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ status, sentAt: at, error: null, claimedUntil: null, ...redacted(row) })
        .where(eq(outboxEmails.id, row.id));
    },

    async retryLater(id: string, at: Date, reason: string): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ nextAttemptAt: at, claimedUntil: null, error: reason })
        .where(eq(outboxEmails.id, id));
    },

    /** Failed for good; the content stays so that an administrator can resend it. */
    async markFailed(id: string, reason: string): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ status: 'failed', claimedUntil: null, error: reason })
        .where(eq(outboxEmails.id, id));
    },

    async markExpired(row: OutboxRow): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ status: 'expired', claimedUntil: null, ...redacted(row) })
        .where(eq(outboxEmails.id, row.id));
    },

    /** Messages that will not be delivered without someone acting: failed for good, or expired unsent. */
    async listUndelivered(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxEmails)
        .where(inArray(outboxEmails.status, ['failed', 'expired']))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(limit);
    },

    /** Queues a failed message afresh (once, however many times it is asked); false when it cannot be. */
    async requeueFailed(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(outboxEmails)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: null, claimedUntil: null, createdAt: now })
        .where(
          and(
            eq(outboxEmails.id, id),
            eq(outboxEmails.status, 'failed'),
            or(isNull(outboxEmails.expiresAt), gt(outboxEmails.expiresAt, now)),
          ),
        )
        .returning({ id: outboxEmails.id });
      return rows.length === 1;
    },

    async findById(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      return row;
    },

    /**
     * Removes finished messages older than `before` (delivered, expired, or failed for good) and redacts
     * failed ones whose links have run out, since nobody can resend those.
     */
    async purge(before: Date, now: Date): Promise<number> {
      const stale = await db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.status, 'failed'), lte(outboxEmails.expiresAt, now)));
      for (const row of stale) {
        await db
          .update(outboxEmails)
          .set({ ...redacted(row), status: 'expired' })
          .where(eq(outboxEmails.id, row.id));
      }
      const removed = await db
        .delete(outboxEmails)
        .where(
          or(
            and(inArray(outboxEmails.status, ['sent', 'saved']), lt(outboxEmails.sentAt, before)),
            and(inArray(outboxEmails.status, ['failed', 'expired']), lt(outboxEmails.createdAt, before)),
          ),
        )
        .returning({ id: outboxEmails.id });
      return removed.length;
    },
  };
}
