import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  creditUses,
  guardians,
  membershipPlans,
  memberships,
  planPrices,
  students,
  tierOverrides,
} from '../../db/schema/index';

export type MembershipRow = typeof memberships.$inferSelect;
export type PlanRow = typeof membershipPlans.$inferSelect;
export type OverrideRow = typeof tierOverrides.$inferSelect;
export type MembershipTierValue = (typeof students.$inferSelect)['membershipTier'];

/** Subscriptions, the plans they are to, session credits spent, and hand-set tiers. */
export function membershipsRepository(db: DbOrTx) {
  return {
    async plan(id: number): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
      return row;
    },
    plans(): Promise<PlanRow[]> {
      return db.select().from(membershipPlans).orderBy(membershipPlans.id);
    },
    async insert(values: typeof memberships.$inferInsert): Promise<MembershipRow> {
      const [row] = await db.insert(memberships).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof memberships.$inferInsert>): Promise<void> {
      await db.update(memberships).set(values).where(eq(memberships.id, id));
    },
    async find(id: string, lock = false): Promise<MembershipRow | undefined> {
      const query = db.select().from(memberships).where(eq(memberships.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async bySubscription(subscriptionId: string, lock = false): Promise<MembershipRow | undefined> {
      const query = db.select().from(memberships).where(eq(memberships.stripeSubscriptionId, subscriptionId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async byCheckoutSession(sessionId: string): Promise<MembershipRow | undefined> {
      const [row] = await db.select().from(memberships).where(eq(memberships.checkoutSessionId, sessionId));
      return row;
    },
    /** The student's membership that counts: live (active or past due), else the latest. */
    async current(studentId: string): Promise<MembershipRow | undefined> {
      const [row] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.studentId, studentId), sql`${memberships.status} <> 'checkout'`))
        .orderBy(sql`${memberships.status} in ('active', 'past_due') desc`, desc(memberships.createdAt))
        .limit(1);
      return row;
    },
    /**
     * Every membership that got past Checkout, newest first, in one query: its student's name, its plan, the
     * guardian who pays (if one does) and the credits used this paid period.
     */
    all() {
      return db
        .select({
          membership: memberships,
          plan: membershipPlans,
          studentId: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          guardianFirstName: guardians.firstName,
          guardianLastName: guardians.lastName,
          creditsUsed: sql<number>`(select count(*)::int from ${creditUses} where ${creditUses.membershipId} = ${memberships.id} and ${creditUses.periodStart} >= ${memberships.currentPeriodStart} and ${creditUses.returnedAt} is null)`,
        })
        .from(memberships)
        .innerJoin(students, eq(students.id, memberships.studentId))
        .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
        .leftJoin(guardians, eq(guardians.id, memberships.boughtByGuardianId))
        .where(sql`${memberships.status} <> 'checkout'`)
        .orderBy(desc(memberships.createdAt));
    },
    async live(studentId: string, lock = false): Promise<MembershipRow | undefined> {
      const query = db
        .select()
        .from(memberships)
        .where(
          and(eq(memberships.studentId, studentId), inArray(memberships.status, ['active', 'past_due'])),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /** A Stripe customer already paying for this student or, for a guardian, for any of their children. */
    async knownCustomer(studentId: string, guardianId: string | null): Promise<string | null> {
      const [row] = await db
        .select({ customer: memberships.stripeCustomerId })
        .from(memberships)
        .where(
          and(
            sql`${memberships.stripeCustomerId} is not null`,
            guardianId
              ? eq(memberships.boughtByGuardianId, guardianId)
              : and(eq(memberships.studentId, studentId), isNull(memberships.boughtByGuardianId)),
          ),
        )
        .orderBy(desc(memberships.createdAt))
        .limit(1);
      return row?.customer ?? null;
    },
    async liveAtSquadTime(planId: number, time: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .where(
          and(
            eq(memberships.planId, planId),
            eq(memberships.squadTime, time),
            inArray(memberships.status, ['active', 'past_due']),
          ),
        );
      return row?.n ?? 0;
    },
    /** Every student whose tier a membership or a hand-set tier decides. */
    async studentsWithTierSources(): Promise<string[]> {
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(
          or(
            inArray(
              students.id,
              db
                .select({ id: memberships.studentId })
                .from(memberships)
                .where(inArray(memberships.status, ['active', 'past_due', 'canceled', 'incomplete'])),
            ),
            inArray(students.id, db.select({ id: tierOverrides.studentId }).from(tierOverrides)),
          ),
        );
      return rows.map((r) => r.id);
    },
    async override(studentId: string): Promise<OverrideRow | undefined> {
      const [row] = await db.select().from(tierOverrides).where(eq(tierOverrides.studentId, studentId));
      return row;
    },
    async setOverride(values: typeof tierOverrides.$inferInsert): Promise<void> {
      await db
        .insert(tierOverrides)
        .values(values)
        .onConflictDoUpdate({
          target: tierOverrides.studentId,
          set: {
            tier: values.tier,
            reason: values.reason,
            endsOn: values.endsOn ?? null,
            setBy: values.setBy ?? null,
            createdAt: values.createdAt,
          },
        });
    },
    async clearOverride(studentId: string): Promise<void> {
      await db.delete(tierOverrides).where(eq(tierOverrides.studentId, studentId));
    },
    async studentTier(studentId: string): Promise<MembershipTierValue | undefined> {
      const [row] = await db
        .select({ tier: students.membershipTier })
        .from(students)
        .where(eq(students.id, studentId));
      return row?.tier;
    },
    async setStudentTier(studentId: string, tier: MembershipTierValue): Promise<void> {
      await db.update(students).set({ membershipTier: tier }).where(eq(students.id, studentId));
    },
    /** Credits spent in a period and not given back. */
    async creditsUsed(membershipId: string, periodStart: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(creditUses)
        .where(
          and(
            eq(creditUses.membershipId, membershipId),
            gte(creditUses.periodStart, periodStart),
            isNull(creditUses.returnedAt),
          ),
        );
      return row?.n ?? 0;
    },
    async spendCredit(values: typeof creditUses.$inferInsert): Promise<void> {
      await db.insert(creditUses).values(values);
    },
    async creditOf(bookingId: string): Promise<typeof creditUses.$inferSelect | undefined> {
      const [row] = await db.select().from(creditUses).where(eq(creditUses.bookingId, bookingId));
      return row;
    },
    async returnCredit(bookingId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(creditUses)
        .set({ returnedAt: now })
        .where(and(eq(creditUses.bookingId, bookingId), isNull(creditUses.returnedAt)))
        .returning({ id: creditUses.id });
      return rows.length > 0;
    },
    async currentPlanPrice(planId: number): Promise<typeof planPrices.$inferSelect | undefined> {
      const [row] = await db
        .select()
        .from(planPrices)
        .where(and(eq(planPrices.planId, planId), isNull(planPrices.archivedAt)));
      return row;
    },
    async planOfPrice(stripePriceId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ planId: planPrices.planId })
        .from(planPrices)
        .where(eq(planPrices.stripePriceId, stripePriceId));
      return row?.planId;
    },
    async addPlanPrice(values: typeof planPrices.$inferInsert): Promise<void> {
      await db.insert(planPrices).values(values);
    },
    async archivePlanPrice(id: string, now: Date): Promise<void> {
      await db.update(planPrices).set({ archivedAt: now }).where(eq(planPrices.id, id));
    },
    async setPlanPrice(planId: number, pence: number, productId: string | null, now: Date): Promise<void> {
      await db
        .update(membershipPlans)
        .set({
          firstPricePence: pence,
          recurringPricePence: pence,
          updatedAt: now,
          ...(productId && { stripeProductId: productId }),
        })
        .where(eq(membershipPlans.id, planId));
    },
    /** Holds one plan's price still while it is read and changed. */
    async lockPlan(planId: number): Promise<void> {
      await db
        .select({ id: membershipPlans.id })
        .from(membershipPlans)
        .where(eq(membershipPlans.id, planId))
        .for('update');
    },
  };
}
export type MembershipsRepository = ReturnType<typeof membershipsRepository>;
