import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends: a queue that a worker delivers from (claiming each row so that several
 * instances never send one twice), and afterwards a record with its links redacted.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The iCalendar part ('REQUEST' or 'CANCEL' and its text), kept so that a retry or resend carries it. */
    calendarMethod: text('calendar_method'),
    calendarContent: text('calendar_content'),
    /** A news e-mail's one-click unsubscribe address, sent as its List-Unsubscribe header. */
    unsubscribeUrl: text('unsubscribe_url'),
    transport: text('transport').notNull(),
    /** queued, sent (SMTP), saved (.eml file), failed (finally), expired (its link ran out before delivery). */
    status: text('status').notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Null: due at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While in the future, one worker is delivering the row; after it, the row is free to be taken again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** What the message carries stops working then (a reset link): never delivered after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The order messages were queued in: two queued in one transaction share a time, and a customer's
     * confirmation must still go before a cancellation queued in the same millisecond.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('outbox_emails_created_at_idx').on(t.createdAt),
    index('outbox_emails_status_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Fixed-window counters for rate limits, shared by every app instance on the same database. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
