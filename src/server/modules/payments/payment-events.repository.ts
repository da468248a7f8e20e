import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentEvents } from '../../db/schema/index';

/** Taken while events are processed, so instances sharing a database act on them one at a time, in order. */
export const PAYMENT_EVENTS_LOCK = 7_301_714_002;

export type StoredPaymentEvent = typeof paymentEvents.$inferSelect;

export function paymentEventsRepository(db: DbOrTx) {
  return {
    /** Stores an event unless its id is already stored: answers whether this delivery was the first. */
    async insertOnce(event: typeof paymentEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({ target: paymentEvents.id })
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },

    async tryLock(): Promise<boolean> {
      const result = await db.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${PAYMENT_EVENTS_LOCK}) as locked`,
      );
      return result.rows[0]?.locked === true;
    },

    /** The oldest event by Stripe's `created` not yet processed (ties by id, so the order is stable). */
    async nextPending(): Promise<StoredPaymentEvent | undefined> {
      const [row] = await db
        .select()
        .from(paymentEvents)
        .where(isNull(paymentEvents.processedAt))
        .orderBy(asc(paymentEvents.created), asc(paymentEvents.id))
        .limit(1);
      return row;
    },

    async markProcessed(id: string, at: Date): Promise<void> {
      await db.update(paymentEvents).set({ processedAt: at }).where(eq(paymentEvents.id, id));
    },
  };
}
