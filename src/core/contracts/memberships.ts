import { z } from 'zod';
import { SQUAD_TIMES } from '../rules/membership-state';
import { MEMBERSHIP_TIERS } from '../rules/membership-tiers';
import { bookingConfirmation, clockTime, isoDate } from './booking';
import { text } from './common';
import { isCalendarDate } from './date-fields';

const planId = z.coerce
  .number({ message: 'Choose a plan' })
  .int({ message: 'Choose a plan' })
  .positive({ message: 'Choose a plan' });

/** Buy a plan for the signed-in adult, or (a guardian, with `?studentId=`) for a child. */
export const membershipCheckoutBody = z.strictObject({
  planId,
  /** The squad's weekly place; required for the squad, refused for the coaching plans. */
  squadTime: z.enum(SQUAD_TIMES, { message: 'Choose 4–5 pm or 5–6 pm' }).optional(),
});
export type MembershipCheckoutBody = z.infer<typeof membershipCheckoutBody>;
export const membershipCheckoutResponse = z.object({ checkoutUrl: z.url() });

export const changePlanBody = z.strictObject({ planId });
export type ChangePlanBody = z.infer<typeof changePlanBody>;

export const portalLinkResponse = z.object({ url: z.url() });

export const membershipStatus = z.enum(['checkout', 'active', 'past_due', 'canceled', 'incomplete']);

export const planSummary = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['coaching', 'squad']),
  pricePence: z.number(),
  tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  sessions: z.number(),
});
export type PlanSummary = z.infer<typeof planSummary>;

export const membershipSummary = z.object({
  id: z.uuid(),
  plan: planSummary,
  status: membershipStatus,
  /** What this member pays a month (kept when the plan's price changes later). */
  pricePence: z.number(),
  /** The next payment (or, when cancelling, the end of the paid period). */
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** After a failed renewal: the tier is kept until then. */
  graceUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Whether, by the server's clock, that grace period is still running (the tier kept). */
  inGrace: z.boolean(),
  squadTime: z.enum(SQUAD_TIMES).nullable(),
  /** Coaching plans: lessons a month and how many are left this paid period. */
  credits: z.object({ perMonth: z.number(), left: z.number() }).nullable(),
  /** Whether the caller pays for it (and so may change the plan or manage billing). */
  managedByYou: z.boolean(),
});
export type MembershipSummary = z.infer<typeof membershipSummary>;

export const membershipView = z.object({
  membership: membershipSummary.nullable(),
  tier: z.enum(MEMBERSHIP_TIERS),
  tierSource: z.enum(['membership', 'override', 'none']),
  override: z
    .object({ tier: z.enum(MEMBERSHIP_TIERS), reason: z.string(), endsOn: z.string().nullable() })
    .nullable(),
  /** Whether the academy sells memberships online (payments on). */
  soldOnline: z.boolean(),
  /** Whether memberships are sold online, and the caller may buy one for this student. */
  canBuy: z.boolean(),
  /** The lessons this student's credits pay for (with their own coach), while they have credits to spend. */
  creditLessons: z.array(
    z.object({
      serviceId: z.number(),
      name: z.string(),
      durationMinutes: z.number(),
      providerId: z.number(),
      coachName: z.string(),
    }),
  ),
  plans: z.array(planSummary),
});
export type MembershipView = z.infer<typeof membershipView>;

/** The answer to the return from Checkout: only `active` once Stripe has taken the first payment. */
export const membershipCheckoutOutcome = z.object({
  status: z.enum(['active', 'pending', 'not_paid']),
  planName: z.string(),
  studentId: z.uuid(),
});
export type MembershipCheckoutOutcome = z.infer<typeof membershipCheckoutOutcome>;

/** An administrator's hand-set tier: why, and until when (the last day it applies). */
export const tierOverrideBody = z.strictObject({
  tier: z.enum(MEMBERSHIP_TIERS, { message: 'Choose a tier' }),
  reason: text('Reason', { singleLine: true, message: 'Say why the tier is set by hand' })
    .trim()
    .min(3, 'Say why the tier is set by hand')
    .max(200, 'Keep the reason under 200 characters'),
  endsOn: text('Last day', { singleLine: true, message: 'Enter the last day as yyyy-mm-dd' })
    .refine(isCalendarDate, 'Enter the last day as yyyy-mm-dd')
    .nullable(),
});
export type TierOverrideBody = z.infer<typeof tierOverrideBody>;

export const staffMembershipRow = membershipSummary.omit({ managedByYou: true }).extend({
  student: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  payer: z.string(),
});
export type StaffMembershipRow = z.infer<typeof staffMembershipRow>;
export const staffMembershipsResponse = z.object({ memberships: z.array(staffMembershipRow) });

export const planPriceBody = z.strictObject({
  pricePence: z.coerce
    .number({ message: 'Enter a price' })
    .int({ message: 'Enter a price in whole pence' })
    .min(100, 'A plan costs at least £1.00')
    .max(1_000_000, 'A plan costs at most £10,000.00'),
});
export const plansResponse = z.object({ plans: z.array(planSummary) });

/** A 1:1 lesson with the member's own coach, paid with a session credit. */
export const creditLessonBody = z.strictObject({
  serviceId: z.number({ message: 'Choose a lesson' }).int().positive().max(2_147_483_647, 'Choose a lesson'),
  date: isoDate,
  time: clockTime,
});
export type CreditLessonBody = z.infer<typeof creditLessonBody>;
export const creditLessonResponse = z.object({ booking: bookingConfirmation });
