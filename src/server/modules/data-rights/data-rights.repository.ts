import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountDeletionTokens,
  challengeEvidence,
  familyDeletionTokens,
  passwordResetTokens,
  privateDetailsAccessLog,
  staff,
} from '../../db/schema/index';

// Any fixed number shared by every instance; it names the clean-up's lock.
export const CLEAN_UP_LOCK = 7_301_714_001;

export function deletionTokensRepository(db: DbOrTx) {
  return {
    async insert(v: {
      tokenHash: string;
      studentId: string;
      requestedByStaffId: string | null;
      requestedByGuardianId?: string | null;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(accountDeletionTokens).values({
        tokenHash: v.tokenHash,
        studentId: v.studentId,
        requestedByStaffId: v.requestedByStaffId,
        requestedByGuardianId: v.requestedByGuardianId ?? null,
        createdAt: v.now,
        expiresAt: v.expiresAt,
      });
    },

    /** Marks a live link used and answers whose it was; a used, expired or unknown one answers nothing. */
    async consume(
      tokenHash: string,
      now: Date,
    ): Promise<{ studentId: string; requestedByGuardianId: string | null } | undefined> {
      const [row] = await db
        .update(accountDeletionTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountDeletionTokens.tokenHash, tokenHash),
            isNull(accountDeletionTokens.usedAt),
            gt(accountDeletionTokens.expiresAt, now),
          ),
        )
        .returning({
          studentId: accountDeletionTokens.studentId,
          requestedByGuardianId: accountDeletionTokens.requestedByGuardianId,
        });
      return row;
    },
  };
}

export type AccessLogEntry = {
  staffId: string | null;
  firstName: string | null;
  lastName: string | null;
  route: string;
  accessedAt: Date;
};

export function accessLogRepository(db: DbOrTx) {
  return {
    async record(v: { staffId: string; studentId: string; route: string; at: Date }): Promise<void> {
      await db.insert(privateDetailsAccessLog).values({
        staffId: v.staffId,
        studentId: v.studentId,
        route: v.route,
        accessedAt: v.at,
      });
    },

    /** The newest reads first. */
    async listForStudent(studentId: string, limit: number): Promise<AccessLogEntry[]> {
      return db
        .select({
          staffId: privateDetailsAccessLog.staffId,
          firstName: staff.firstName,
          lastName: staff.lastName,
          route: privateDetailsAccessLog.route,
          accessedAt: privateDetailsAccessLog.accessedAt,
        })
        .from(privateDetailsAccessLog)
        .leftJoin(staff, eq(staff.id, privateDetailsAccessLog.staffId))
        .where(eq(privateDetailsAccessLog.studentId, studentId))
        .orderBy(desc(privateDetailsAccessLog.accessedAt), desc(privateDetailsAccessLog.id))
        .limit(limit);
    },
  };
}

export function cleanUpRepository(db: DbOrTx) {
  return {
    /**
     * Takes the clean-up's lock until the surrounding transaction ends; false when another instance holds
     * it. PGlite is PostgreSQL too, so the same call serves both.
     */
    async tryLock(): Promise<boolean> {
      const result = await db.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${CLEAN_UP_LOCK}) as locked`,
      );
      return result.rows[0]?.locked === true;
    },

    async deleteSpentResetTokens(now: Date): Promise<number> {
      const rows = await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      return rows.length;
    },

    async deleteSpentDeletionTokens(now: Date): Promise<number> {
      const rows = await db
        .delete(accountDeletionTokens)
        .where(or(lt(accountDeletionTokens.expiresAt, now), isNotNull(accountDeletionTokens.usedAt)))
        .returning({ id: accountDeletionTokens.id });
      const family = await db
        .delete(familyDeletionTokens)
        .where(or(lt(familyDeletionTokens.expiresAt, now), isNotNull(familyDeletionTokens.usedAt)))
        .returning({ id: familyDeletionTokens.id });
      return rows.length + family.length;
    },

    /** Round evidence uploaded but never attached to a saved round, older than the cut-off. */
    async deleteUnattachedEvidence(before: Date): Promise<number> {
      const rows = await db
        .delete(challengeEvidence)
        .where(and(isNull(challengeEvidence.attemptId), lt(challengeEvidence.createdAt, before)))
        .returning({ id: challengeEvidence.id });
      return rows.length;
    },
  };
}
