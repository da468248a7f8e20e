import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every event Stripe sent to the webhook, stored once by Stripe's own id before anything acts on it: a
 * redelivery finds its row and changes nothing, and what acts on events reads them from here in the order
 * Stripe created them (deliveries can arrive in any order).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    /** Stripe's event id (evt_…). */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** When Stripe created the event (its `created`), not when it reached us. */
    created: timestamp('created', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Null until the event has been acted on (or found to need nothing). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('payment_events_pending_idx').on(t.created, t.id).where(sql`processed_at IS NULL`)],
);
