import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingPlaces, bookings } from './booking';

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

export const checkoutStatusEnum = pgEnum('checkout_status', ['open', 'paid', 'expired']);
export const refundStatusEnum = pgEnum('refund_status', [
  'requested',
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
]);

/**
 * One Checkout session opened for a booking. `open` until Stripe says it was paid or it expires; a booking
 * has at most one open at a time. The cancel link's token (stored hashed) lets the person who left Checkout
 * give the held places back at once.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null only between the row's insert and Stripe's answer. */
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    abandonTokenHash: text('abandon_token_hash').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: checkoutStatusEnum('status').notNull().default('open'),
    paymentIntentId: text('payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the success page first reported this purchase to the advertising pixel: once, ever. */
    conversionReportedAt: timestamp('conversion_reported_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_payments_session_key').on(t.checkoutSessionId),
    uniqueIndex('booking_payments_abandon_key').on(t.abandonTokenHash),
    index('booking_payments_booking_idx').on(t.bookingId),
    check('booking_payments_amount_check', sql`${t.amountPence} > 0`),
  ],
);

/**
 * A refund, from the moment we decide it (`requested`, in the same transaction as the cancellation) to
 * Stripe's last word on it. Its id is the idempotency key of the request to Stripe, so a retry after a crash
 * or a timeout never refunds twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => bookingPayments.id, { onDelete: 'cascade' }),
    /** The payment's booking, so a refund is found from the booking (and its participant) directly. */
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The one day refunded, when a single day of a booking was cancelled. */
    placeId: uuid('place_id').references(() => bookingPlaces.id, { onDelete: 'set null' }),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    stripeRefundId: text('stripe_refund_id'),
    status: refundStatusEnum('status').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_refunds_stripe_key').on(t.stripeRefundId),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_open_idx').on(t.updatedAt).where(sql`${t.status} in ('requested', 'pending')`),
    check('payment_refunds_amount_check', sql`${t.amountPence} > 0`),
  ],
);
