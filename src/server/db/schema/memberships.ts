import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { guardians, membershipTierEnum, staff, students } from './accounts';
import { bookings } from './booking';
import { membershipPlans } from './public-site';

/**
 * A membership's life (decision 0034): `checkout` while the customer is on Stripe's page, then what the
 * subscription says: `active`, `past_due` (a renewal failed; the tier is kept for the grace period),
 * `canceled` (ended), or `incomplete` (the first payment never went through).
 */
export const membershipStatusEnum = pgEnum('membership_status', [
  'checkout',
  'active',
  'past_due',
  'canceled',
  'incomplete',
]);

/** One student's subscription to a plan, bought by the student (an adult) or a guardian for a child. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    boughtByGuardianId: uuid('bought_by_guardian_id').references(() => guardians.id, {
      onDelete: 'set null',
    }),
    status: membershipStatusEnum('status').notNull().default('checkout'),
    /** What the member pays a month: the plan's price when they joined (a later price change keeps it). */
    pricePence: integer('price_pence').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Set when a renewal fails: the tier is kept until then. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** The squad's weekly place: '16:00' or '17:00' on Fridays (London time). */
    squadTime: text('squad_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When Stripe first confirmed payment. */
    startedAt: timestamp('started_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('memberships_checkout_key').on(t.checkoutSessionId),
    uniqueIndex('memberships_subscription_key').on(t.stripeSubscriptionId),
    // One membership at a time per student: a second is a change of plan, not another subscription.
    uniqueIndex('memberships_live_key').on(t.studentId).where(sql`${t.status} in ('active', 'past_due')`),
    index('memberships_student_idx').on(t.studentId),
    check('memberships_price_check', sql`${t.pricePence} > 0`),
  ],
);

/**
 * A session credit spent on a lesson. Credits are not stored as a balance: the plan's lessons for the
 * current paid period, less the uses in that period not returned, so a renewal needs no write and unused
 * credits cannot roll over.
 */
export const creditUses = pgTable(
  'credit_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The paid period the credit came from. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Given back by a cancellation at least 48 hours ahead. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_uses_booking_key').on(t.bookingId),
    index('credit_uses_membership_idx').on(t.membershipId, t.periodStart),
  ],
);

/** A tier an administrator set by hand (cash, a gift, a scholarship), with why and until when. */
export const tierOverrides = pgTable(
  'tier_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tier: membershipTierEnum('tier').notNull(),
    reason: text('reason').notNull(),
    /** The last day it applies (London); null: until an administrator changes it. */
    endsOn: date('ends_on', { mode: 'string' }),
    setBy: uuid('set_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tier_overrides_student_key').on(t.studentId)],
);

/** Every Stripe Price a plan has had: a change makes a new one and archives the old (decision 0034). */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'cascade' }),
    pricePence: integer('price_pence').notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_prices_stripe_key').on(t.stripePriceId),
    uniqueIndex('plan_prices_current_key').on(t.planId).where(sql`${t.archivedAt} is null`),
  ],
);
