import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipPlans } from '../../db/schema/index';

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;

export function membershipsRepository(db: DbOrTx) {
  return {
    listActive(): Promise<MembershipPlanRow[]> {
      return db
        .select()
        .from(membershipPlans)
        .where(eq(membershipPlans.active, true))
        .orderBy(asc(membershipPlans.id));
    },
  };
}
