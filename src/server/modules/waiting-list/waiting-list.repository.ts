import type { DbOrTx } from '../../db/client';
import { waitingListEntries } from '../../db/schema/index';

export type NewWaitingListEntry = typeof waitingListEntries.$inferInsert;

export function waitingListRepository(db: DbOrTx) {
  return {
    async insert(values: NewWaitingListEntry) {
      const [row] = await db.insert(waitingListEntries).values(values).returning();
      return row!;
    },
  };
}
