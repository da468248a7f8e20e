import type {
  MembershipCheckoutBody,
  MembershipSummary,
  MembershipView,
  PlanSummary,
  StaffMembershipRow,
  TierOverrideBody,
} from '@/core/contracts/memberships';
import { londonDate } from '@/core/rules/london-time';
import type { SquadTime } from '@/core/rules/membership-state';
import { creditsLeft, membershipEntitles } from '@/core/rules/membership-state';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import {
  type Actor,
  accessPolicy,
  mayBuyMembershipFor,
  requireAdmin,
  type SignedInIdentity,
} from '../access/access-policy';
import { creditLessonChoices } from './credit-lessons';
import { type MembershipDeps, membershipCheckout, planPence, settle } from './membership-checkout';
import { setTierByHand, sweepTiers, tierNow } from './membership-tier';
import { type MembershipRow, membershipsRepository, type PlanRow } from './memberships.repository';

export function presentPlan(plan: PlanRow): PlanSummary {
  return {
    id: plan.id,
    name: plan.name,
    kind: plan.kind === 'squad' ? 'squad' : 'coaching',
    pricePence: planPence(plan),
    tier: plan.tier,
    sessions: plan.sessionLimit ?? 0,
  };
}

/**
 * Memberships as members, families and staff see them: the plan, the next payment, credits left, the
 * tier and what gives it; changing plan and Stripe's customer portal for the payer; the academy's list,
 * hand-set tiers and plan prices.
 */
export function membershipsService(deps: MembershipDeps) {
  const checkout = membershipCheckout(deps);
  const repo = membershipsRepository(deps.db);

  async function summary(m: MembershipRow, actor: Actor | null): Promise<MembershipSummary> {
    const plan = (await repo.plan(m.planId))!;
    const used =
      plan.kind !== 'squad' && m.currentPeriodStart ? await repo.creditsUsed(m.id, m.currentPeriodStart) : 0;
    return { ...summaryOf(m, plan, used), managedByYou: actor !== null && payerIs(actor, m) };
  }

  /** A membership in the contract's terms, from its row, its plan and the credits used this paid period. */
  function summaryOf(m: MembershipRow, plan: PlanRow, used: number): Omit<MembershipSummary, 'managedByYou'> {
    const coaching = plan.kind !== 'squad';
    // Entitled while past due means inside the grace period: one rule, in membership-state.
    const entitled = membershipEntitles(m, deps.clock());
    const inGrace = m.status === 'past_due' && entitled;
    return {
      id: m.id,
      plan: presentPlan(plan),
      status: m.status,
      pricePence: m.pricePence,
      currentPeriodEnd: m.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: m.cancelAtPeriodEnd,
      graceUntil: m.graceUntil?.toISOString() ?? null,
      inGrace,
      squadTime: (m.squadTime as SquadTime | null) ?? null,
      credits:
        // Only while the membership entitles: none once a grace period has ended.
        coaching && entitled
          ? { perMonth: plan.sessionLimit ?? 0, left: creditsLeft(plan.sessionLimit ?? 0, used) }
          : null,
    };
  }

  /** The one who pays: the guardian who bought it, or the student who bought it for themself. */
  function payerIs(actor: Actor, m: MembershipRow): boolean {
    if (actor.kind === 'guardian') return m.boughtByGuardianId === actor.guardianId;
    return actor.kind === 'student' && actor.studentId === m.studentId && m.boughtByGuardianId === null;
  }

  /** The live membership the caller pays for; 403 for a member who does not pay, 409 without one. */
  async function payersMembership(actor: Actor, studentId: string): Promise<MembershipRow> {
    await accessPolicy(deps.db).visibleStudent(actor, studentId);
    const live = await repo.live(studentId);
    if (!live?.stripeSubscriptionId) throw conflict('There is no membership to manage');
    if (!payerIs(actor, live)) throw forbidden('Only the person who pays for the membership can manage it');
    return live;
  }

  async function sellable(): Promise<PlanSummary[]> {
    return (await repo.plans()).filter((p) => p.active).map(presentPlan);
  }

  const actorOf = (identity: SignedInIdentity) => accessPolicy(deps.db).actorFor(identity);

  async function view(actor: Actor, studentId: string): Promise<MembershipView> {
    const student = await accessPolicy(deps.db).visibleStudent(actor, studentId);
    const now = deps.clock();
    const [current, override, decided] = await Promise.all([
      repo.current(studentId),
      repo.override(studentId),
      tierNow(deps.db, studentId, now),
    ]);
    const membership = current ? await summary(current, actor) : null;
    const choices = membership?.credits ? await creditLessonChoices(deps.db, student, londonDate(now)) : [];
    return {
      membership,
      creditLessons: choices.map(({ service, coach }) => ({
        serviceId: service.id,
        name: service.name,
        durationMinutes: service.durationMinutes,
        providerId: coach.id,
        coachName: `${coach.firstName} ${coach.lastName}`,
      })),
      tier: decided?.tier ?? student.membershipTier,
      tierSource: decided?.source ?? 'none',
      override: override ? { tier: override.tier, reason: override.reason, endsOn: override.endsOn } : null,
      soldOnline: Boolean(deps.gateway),
      canBuy: Boolean(deps.gateway) && mayBuyMembershipFor(actor, student, londonDate(now)),
      plans: await sellable(),
    };
  }

  return {
    view: async (identity: SignedInIdentity, studentId: string) => view(await actorOf(identity), studentId),

    startCheckout: async (identity: SignedInIdentity, studentId: string, body: MembershipCheckoutBody) =>
      checkout.start(await actorOf(identity), studentId, body),

    verifyCheckout: async (identity: SignedInIdentity, sessionId: string) =>
      checkout.verify(await actorOf(identity), sessionId),

    /** Moves the member to another coaching plan; Stripe prorates, and the tier follows its events. */
    async changePlan(identity: SignedInIdentity, studentId: string, planId: number): Promise<MembershipView> {
      const actor = await actorOf(identity);
      const live = await payersMembership(actor, studentId);
      const plan = await repo.plan(planId);
      const from = (await repo.plan(live.planId))!;
      if (!plan?.active || plan.kind !== from.kind)
        throw badRequest('Choose a plan', { planId: 'Choose a plan' });
      if (plan.id === live.planId)
        throw badRequest('That is the current plan', { planId: 'That is the current plan' });
      const sub = await deps.gateway!.retrieveSubscription(live.stripeSubscriptionId!);
      await deps.gateway!.changeSubscriptionPrice({
        subscriptionId: sub.id,
        itemId: sub.itemId,
        priceId: await checkout.stripePriceFor(plan),
        idempotencyKey: `plan-change-${live.id}-${plan.id}-${sub.currentPeriodStart.getTime()}`,
      });
      await settle(deps, sub.id);
      return view(actor, studentId);
    },

    /** Stripe's customer portal for the payer: card, invoices, cancelling. */
    async portalLink(identity: SignedInIdentity, studentId: string): Promise<string> {
      const actor = await actorOf(identity);
      const live = await payersMembership(actor, studentId);
      const back = `${deps.appUrl}/portal/membership${actor.kind === 'guardian' ? `?studentId=${studentId}` : ''}`;
      return deps.gateway!.createPortalSession(live.stripeCustomerId!, back);
    },

    /** Every membership, newest first, with who it is for and who pays. Admins only. */
    async list(staffId: string): Promise<StaffMembershipRow[]> {
      requireAdmin(
        await accessPolicy(deps.db).staffActor(staffId),
        'Only an administrator can see memberships',
      );
      return (await repo.all()).map((row) => ({
        ...summaryOf(row.membership, row.plan, row.membership.currentPeriodStart ? row.creditsUsed : 0),
        student: { id: row.studentId, firstName: row.firstName, lastName: row.lastName },
        payer:
          row.guardianFirstName !== null
            ? `${row.guardianFirstName} ${row.guardianLastName}`
            : `${row.firstName} ${row.lastName}`,
      }));
    },

    /** An administrator sets a tier by hand, with why and until when; null clears it. */
    async setOverride(staffId: string, studentId: string, body: TierOverrideBody | null): Promise<void> {
      const actor = await accessPolicy(deps.db).staffActor(staffId);
      requireAdmin(actor, 'Only an administrator can set a tier by hand');
      await accessPolicy(deps.db).visibleStudent(actor, studentId);
      const now = deps.clock();
      if (body?.endsOn && body.endsOn < londonDate(now)) {
        throw badRequest('The last day cannot be in the past', {
          endsOn: 'The last day cannot be in the past',
        });
      }
      await deps.db.transaction((tx) => setTierByHand(tx, { studentId, set: body, staffId, now }));
    },

    async plans(staffId: string): Promise<PlanSummary[]> {
      requireAdmin(
        await accessPolicy(deps.db).staffActor(staffId),
        'Only an administrator can change prices',
      );
      return (await repo.plans()).map(presentPlan);
    },

    /**
     * A new monthly price for a plan. With payments on, a new Stripe Price is made and the old one archived;
     * members already paying keep their price. Admins only.
     */
    async setPlanPrice(staffId: string, planId: number, pricePence: number): Promise<PlanSummary> {
      requireAdmin(
        await accessPolicy(deps.db).staffActor(staffId),
        'Only an administrator can change prices',
      );
      const plan = await repo.plan(planId);
      if (!plan) throw notFound('Plan not found');
      await repo.setPlanPrice(planId, pricePence, null, deps.clock());
      const changed = (await repo.plan(planId))!;
      if (deps.gateway) await checkout.stripePriceFor(changed);
      return presentPlan(changed);
    },

    /** The ends that come with time: grace periods, cancelled periods, hand-set tiers' last days. */
    sweep: () => sweepTiers(deps.db, deps.clock()),
  };
}
export type MembershipsService = ReturnType<typeof membershipsService>;
