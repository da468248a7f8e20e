import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staff } from '../../db/schema/index';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaff = typeof staff.$inferInsert;

export function staffRepository(db: DbOrTx) {
  return {
    async findById(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase())).limit(1);
      return row;
    },
    /** Active coaches and instructors, in the academy's chosen order. */
    async listCoaches(): Promise<StaffRow[]> {
      return db
        .select()
        .from(staff)
        .where(and(eq(staff.active, true), inArray(staff.role, ['coach', 'instructor'])))
        .orderBy(asc(staff.displayOrder), asc(staff.lastName), asc(staff.firstName));
    },
    async findActiveCoach(id: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.active, true), inArray(staff.role, ['coach', 'instructor'])))
        .limit(1);
      return row;
    },
    async insert(values: NewStaff): Promise<StaffRow> {
      const [row] = await db.insert(staff).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewStaff>): Promise<StaffRow> {
      const [row] = await db.update(staff).set(values).where(eq(staff.id, id)).returning();
      return row!;
    },
    async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(staff).set({ passwordHash, updatedAt: now }).where(eq(staff.id, id));
    },
    /** The person opened a link mailed to the address (an invitation or a reset), so it is theirs. */
    async markEmailConfirmed(id: string, now: Date): Promise<void> {
      await db
        .update(staff)
        .set({ emailConfirmedAt: now })
        .where(and(eq(staff.id, id), isNull(staff.emailConfirmedAt)));
    },
  };
}
