import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipPlans } from '../../db/schema/index';

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;

export function membershipsRepository(db: DbOrTx) {
  return {
    /** The coaching plans on sale (the squad is sold on its own page). */
    listActive(): Promise<MembershipPlanRow[]> {
      return db
        .select()
        .from(membershipPlans)
        .where(and(eq(membershipPlans.active, true), eq(membershipPlans.kind, 'coaching')))
        .orderBy(asc(membershipPlans.id));
    },
  };
}
