import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingSessions, bookings } from './booking';

/**
 * `waiting`: in the queue; `offered`: a freed place is held for them until `offerExpiresAt`; `booked`: they
 * took it; `lapsed`: the offer ran out and the place went to the next; `left`: they took themselves off.
 */
export const sessionWaitStatusEnum = pgEnum('session_wait_status', [
  'waiting',
  'offered',
  'booked',
  'lapsed',
  'left',
]);

/**
 * A customer waiting for a place on a full dated session (a camp day). While an offer is live, its place
 * counts against the session's capacity exactly as a booked one does. Only digests of the links' tokens
 * are stored: one from the joining e-mail, one from the offer.
 */
export const sessionWaits = pgTable(
  'session_waits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the queue: the time of joining can tie, this cannot. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => bookingSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    participantName: text('participant_name').notNull(),
    status: sessionWaitStatusEnum('status').notNull().default('waiting'),
    joinTokenHash: text('join_token_hash').notNull().unique(),
    offerTokenHash: text('offer_token_hash').unique(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('session_waits_queue_idx').on(t.sessionId, t.status, t.seq),
    index('session_waits_email_idx').on(t.email),
    // One live place in the queue per address and day.
    uniqueIndex('session_waits_live_email_key')
      .on(t.sessionId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);
