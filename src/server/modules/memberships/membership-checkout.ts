import type { MembershipCheckoutBody, MembershipCheckoutOutcome } from '@/core/contracts/memberships';
import { londonDate } from '@/core/rules/london-time';
import { SQUAD_TIME_LABELS, type SquadTime } from '@/core/rules/membership-state';
import type { Clock } from '../../clock';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { type Actor, accessPolicy, mayBuyMembershipFor } from '../access/access-policy';
import { diaryRepository } from '../booking/diary.repository';
import { familiesRepository } from '../families/families.repository';
import type { StripeGateway } from '../payments/stripe-gateway';
import { applySubscription } from './membership-sync';
import { type MembershipRow, membershipsRepository, type PlanRow } from './memberships.repository';
import { bookSquadPlaces } from './squad-places';

export interface MembershipDeps {
  db: Db;
  clock: Clock;
  appUrl: string;
  /** Present with PAYMENTS=stripe: memberships are sold online only then. */
  gateway?: StripeGateway;
  mailer?: Mailer;
  notifyEmail?: string;
  log?: { error(obj: object, msg: string): void };
}

/** How long a membership's Checkout page stays open (Stripe's least is 30 minutes). */
const CHECKOUT_MINUTES = 60;

export const planPence = (plan: PlanRow) => plan.recurringPricePence ?? plan.firstPricePence ?? 0;

/**
 * Buying a membership: the plan's Stripe Price (made the first time the plan is sold), the Checkout session
 * in subscription mode, and the return from it. The subscription itself is followed by its events.
 */
export function membershipCheckout(deps: MembershipDeps) {
  const gateway = () => {
    if (!deps.gateway) throw conflict('Memberships are not sold online: call or e-mail the academy');
    return deps.gateway;
  };

  /** The Stripe Price new members of a plan pay: its current one, made on first sale. */
  async function stripePriceFor(plan: PlanRow): Promise<string> {
    const repo = membershipsRepository(deps.db);
    const pence = planPence(plan);
    const current = await repo.currentPlanPrice(plan.id);
    if (current && current.pricePence === pence) return current.stripePriceId;
    return deps.db.transaction(async (tx) => {
      const locked = membershipsRepository(tx);
      await locked.lockPlan(plan.id);
      const again = await locked.currentPlanPrice(plan.id);
      if (again && again.pricePence === pence) return again.stripePriceId;
      const fresh = await locked.plan(plan.id);
      const made = await gateway().createPlanPrice({
        productId: fresh?.stripeProductId ?? null,
        productName: plan.name,
        amountPence: pence,
        idempotencyKey: `plan-${plan.id}-${pence}-${again?.id ?? 'first'}`,
      });
      const now = deps.clock();
      if (again) {
        await locked.archivePlanPrice(again.id, now);
        await gateway().archivePrice(again.stripePriceId);
      }
      await locked.addPlanPrice({
        planId: plan.id,
        pricePence: pence,
        stripePriceId: made.priceId,
        createdAt: now,
      });
      await locked.setPlanPrice(plan.id, pence, made.productId, now);
      return made.priceId;
    });
  }

  /** The student, if this actor may buy their membership; 404 for anyone they may not see. */
  async function buyableStudent(actor: Actor, studentId: string) {
    const student = await accessPolicy(deps.db).visibleStudent(actor, studentId);
    if (!mayBuyMembershipFor(actor, student, londonDate(deps.clock()))) {
      throw forbidden('Your parent or guardian buys memberships from their family account');
    }
    return student;
  }

  async function payerEmail(actor: Actor, studentEmail: string): Promise<string> {
    if (actor.kind !== 'guardian') return studentEmail;
    const guardian = await familiesRepository(deps.db).findGuardian(actor.guardianId);
    return guardian?.email ?? studentEmail;
  }

  /** A squad time's fixed places are the group's capacity: four members at most. */
  async function squadFull(plan: PlanRow, time: SquadTime): Promise<boolean> {
    const service = plan.serviceId ? await diaryRepository(deps.db).findService(plan.serviceId) : undefined;
    const members = await membershipsRepository(deps.db).liveAtSquadTime(plan.id, time);
    return members >= (service?.capacity ?? 4);
  }

  return {
    stripePriceFor,
    buyableStudent,

    /** Opens Checkout for a plan; answers where to pay. One membership per student at a time. */
    async start(actor: Actor, studentId: string, body: MembershipCheckoutBody): Promise<string> {
      const student = await buyableStudent(actor, studentId);
      const repo = membershipsRepository(deps.db);
      const plan = await repo.plan(body.planId);
      if (!plan?.active) throw badRequest('Choose a plan', { planId: 'Choose a plan' });
      if (plan.kind === 'squad' && !body.squadTime) {
        throw badRequest('Choose 4–5 pm or 5–6 pm', { squadTime: 'Choose 4–5 pm or 5–6 pm' });
      }
      if (plan.kind !== 'squad' && body.squadTime) {
        throw badRequest('Only the squad has a weekly time', {
          squadTime: 'Only the squad has a weekly time',
        });
      }
      if (plan.kind === 'squad' && body.squadTime && (await squadFull(plan, body.squadTime))) {
        throw conflict(
          `The ${SQUAD_TIME_LABELS[body.squadTime]} squad is full: choose the other time or call us`,
          {
            squadTime: 'Full',
          },
        );
      }
      if (await repo.live(studentId)) {
        throw conflict(`${student.firstName} is already a member: change the plan instead`);
      }
      const priceId = await stripePriceFor(plan);
      const now = deps.clock();
      const guardianId = actor.kind === 'guardian' ? actor.guardianId : null;
      const membership = await repo.insert({
        studentId,
        planId: plan.id,
        boughtByGuardianId: guardianId,
        pricePence: planPence(plan),
        squadTime: body.squadTime ?? null,
        createdAt: now,
        updatedAt: now,
      });
      try {
        const session = await gateway().createSubscriptionCheckout({
          reference: membership.id,
          priceId,
          customerId: await repo.knownCustomer(studentId, guardianId),
          customerEmail: await payerEmail(actor, student.email),
          // A guardian comes back to the child's page; a student to their own.
          successUrl: `${deps.appUrl}/portal/membership?session_id={CHECKOUT_SESSION_ID}${guardianId ? `&studentId=${studentId}` : ''}`,
          cancelUrl: `${deps.appUrl}/portal/membership${guardianId ? `?studentId=${studentId}` : ''}`,
          expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
          idempotencyKey: `membership-${membership.id}`,
          metadata: { kind: 'membership', membershipId: membership.id, planId: String(plan.id) },
        });
        await repo.update(membership.id, { checkoutSessionId: session.id, updatedAt: now });
        if (!session.url) throw new Error('Stripe answered a session without a page to pay on');
        return session.url;
      } catch (err) {
        deps.log?.error({ err, membershipId: membership.id }, 'a membership Checkout could not be opened');
        await repo.update(membership.id, { status: 'incomplete', updatedAt: now });
        throw new AppError(
          502,
          'payment_unavailable',
          'Payment could not be started. Nothing was charged: please try again.',
        );
      }
    },

    /**
     * The return from Checkout: reads the session from Stripe and, when paid, the subscription, so the
     * member sees their plan at once whether or not the webhook has arrived. Only the buyer (or the
     * student) may ask; anyone else's session is 404.
     */
    async verify(actor: Actor, sessionId: string): Promise<MembershipCheckoutOutcome> {
      const repo = membershipsRepository(deps.db);
      const found = await repo.byCheckoutSession(sessionId);
      if (!found) throw notFound('Membership not found');
      await accessPolicy(deps.db).visibleStudent(actor, found.studentId);
      const plan = (await repo.plan(found.planId))!;
      const session = await gateway().retrieveCheckoutSession(sessionId);
      if (session.status === 'complete' && session.subscriptionId) {
        await settle(deps, session.subscriptionId, { fromSession: sessionId });
      }
      const now = (await repo.find(found.id))!;
      return {
        status:
          now.status === 'active'
            ? 'active'
            : session.status === 'open' || now.status === 'checkout'
              ? 'pending'
              : 'not_paid',
        planName: (await repo.plan(now.planId))?.name ?? plan.name,
        studentId: found.studentId,
      };
    },
  };
}
export type MembershipCheckout = ReturnType<typeof membershipCheckout>;

/** Tells the academy's inbox of a second membership paid for one student, in the transaction that records it. */
export function duplicateNotice(deps: MembershipDeps, tx: DbOrTx) {
  return async (paid: MembershipRow, live: MembershipRow) => {
    deps.log?.error({ paid: paid.id, live: live.id }, 'a second membership was paid for one student');
    if (!deps.mailer || !deps.notifyEmail) return;
    await deps.mailer.send(
      {
        to: deps.notifyEmail,
        subject: 'A second membership was paid for one student',
        text: [
          `Stripe took a first payment for subscription ${paid.stripeSubscriptionId ?? paid.id}, but the student already has a membership (${live.stripeSubscriptionId ?? live.id}).`,
          '',
          'The new one gives nothing in the portal. Please cancel and refund it in Stripe’s dashboard.',
        ].join('\n'),
      },
      tx,
    );
  };
}

/**
 * Applies a subscription's current state (read from Stripe) to the membership it belongs to, found by the
 * subscription's id, or on first sight by the Checkout session that membership opened (never by anything
 * else an event says, so an event cannot move a subscription onto another student).
 */
export async function settle(
  deps: MembershipDeps,
  subscriptionId: string,
  options: { fromSession?: string; failedAt?: Date; tx?: Tx } = {},
): Promise<MembershipRow | null> {
  // Known here first: an event about anyone else's subscription is passed over without asking Stripe.
  const lookup = membershipsRepository(options.tx ?? deps.db);
  const known =
    (await lookup.bySubscription(subscriptionId)) ??
    (options.fromSession ? await lookup.byCheckoutSession(options.fromSession) : undefined);
  if (!known) return null;
  const sub = await deps.gateway!.retrieveSubscription(subscriptionId);
  const run = async (t: Tx) => {
    const repo = membershipsRepository(t);
    const membership = await repo.find(known.id, true);
    // A subscription is only ever taken as a membership's when it came from that membership's Checkout.
    if (!membership || (membership.stripeSubscriptionId ?? subscriptionId) !== subscriptionId) return null;
    const applied = await applySubscription(
      t,
      membership,
      sub,
      deps.clock(),
      options.failedAt,
      duplicateNotice(deps, t),
    );
    // A new paid period of the squad books its weekly places (once per period, whichever path comes first).
    if (applied.renewed || applied.activated) {
      await bookSquadPlaces(t, applied.membership, {
        now: deps.clock(),
        mailer: deps.mailer,
        appUrl: deps.appUrl,
        notifyEmail: deps.notifyEmail,
      });
    }
    return applied.membership;
  };
  return options.tx ? run(options.tx) : deps.db.transaction(run);
}
