import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** A guardian signs in to the Student Portal, as a student does, and acts there for their children. */
export type AccountType = 'student' | 'staff' | 'guardian';
export type SessionRow = typeof sessions.$inferSelect;

const OWNER_COLUMNS = {
  student: sessions.studentId,
  staff: sessions.staffId,
  guardian: sessions.guardianId,
} as const;
const ownerColumn = (type: AccountType) => OWNER_COLUMNS[type];

export function sessionsRepository(db: DbOrTx) {
  return {
    async insert(values: {
      tokenHash: string;
      accountType: AccountType;
      accountId: string;
      now: Date;
      idleExpiresAt: Date;
      absoluteExpiresAt: Date;
      persistent: boolean;
    }): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({
          tokenHash: values.tokenHash,
          accountType: values.accountType,
          studentId: values.accountType === 'student' ? values.accountId : null,
          staffId: values.accountType === 'staff' ? values.accountId : null,
          guardianId: values.accountType === 'guardian' ? values.accountId : null,
          createdAt: values.now,
          lastSeenAt: values.now,
          idleExpiresAt: values.idleExpiresAt,
          absoluteExpiresAt: values.absoluteExpiresAt,
          persistent: values.persistent,
        })
        .returning();
      return row!;
    },

    /** The session for a token, if it is of one of these kinds. */
    async findByTokenHash(
      tokenHash: string,
      accountTypes: readonly AccountType[],
    ): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), inArray(sessions.accountType, [...accountTypes])))
        .limit(1);
      return row;
    },

    async touch(id: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends every session of an account, optionally keeping one (the caller's own). */
    async deleteForAccount(accountType: AccountType, accountId: string, exceptId?: string): Promise<number> {
      const ownerMatches = eq(ownerColumn(accountType), accountId);
      const rows = await db
        .delete(sessions)
        .where(exceptId ? and(ownerMatches, ne(sessions.id, exceptId)) : ownerMatches)
        .returning({ id: sessions.id });
      return rows.length;
    },

    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
