import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { modelSwings, staff } from '../../db/schema/index';

export type ModelSwingRow = typeof modelSwings.$inferSelect;
export type NewModelSwing = typeof modelSwings.$inferInsert;
/** A model swing with the name of the member of staff who added it. */
export type ModelSwingWithAuthor = ModelSwingRow & { authorName: string | null };

const withAuthor = {
  swing: modelSwings,
  firstName: staff.firstName,
  lastName: staff.lastName,
};

function joined(row: { swing: ModelSwingRow; firstName: string | null; lastName: string | null }) {
  return {
    ...row.swing,
    authorName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  };
}

/** The only file that reads or writes the model swing library. */
export function modelSwingsRepository(db: DbOrTx) {
  return {
    /** Newest first, with each author's name (one query). */
    async list(): Promise<ModelSwingWithAuthor[]> {
      const rows = await db
        .select(withAuthor)
        .from(modelSwings)
        .leftJoin(staff, eq(staff.id, modelSwings.createdBy))
        .orderBy(desc(modelSwings.createdAt), desc(modelSwings.id));
      return rows.map(joined);
    },

    async find(id: string): Promise<ModelSwingWithAuthor | undefined> {
      const [row] = await db
        .select(withAuthor)
        .from(modelSwings)
        .leftJoin(staff, eq(staff.id, modelSwings.createdBy))
        .where(eq(modelSwings.id, id))
        .limit(1);
      return row && joined(row);
    },

    async insert(values: NewModelSwing): Promise<ModelSwingRow> {
      const [row] = await db.insert(modelSwings).values(values).returning();
      if (!row) throw new Error('Model swing not inserted');
      return row;
    },

    async update(id: string, values: Partial<NewModelSwing>): Promise<ModelSwingRow | undefined> {
      const [row] = await db.update(modelSwings).set(values).where(eq(modelSwings.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<ModelSwingRow | undefined> {
      const [row] = await db.delete(modelSwings).where(eq(modelSwings.id, id)).returning();
      return row;
    },
  };
}
