import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailConfirmationTokens, students } from '../../db/schema/index';

export type ConfirmationTokenRow = typeof emailConfirmationTokens.$inferSelect;

export function emailConfirmationRepository(db: DbOrTx) {
  return {
    /** A link for a student's address, or (with `guardianId`) a guardian's. */
    async insert(v: {
      tokenHash: string;
      studentId?: string;
      guardianId?: string;
      email: string;
      now: Date;
      expiresAt: Date;
    }) {
      await db.insert(emailConfirmationTokens).values({
        tokenHash: v.tokenHash,
        studentId: v.studentId ?? null,
        guardianId: v.guardianId ?? null,
        email: v.email,
        createdAt: v.now,
        expiresAt: v.expiresAt,
      });
    },

    /** Marks a live token used and returns it; a used, expired or unknown token returns nothing. */
    async consume(tokenHash: string, now: Date): Promise<ConfirmationTokenRow | undefined> {
      const [row] = await db
        .update(emailConfirmationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailConfirmationTokens.tokenHash, tokenHash),
            isNull(emailConfirmationTokens.usedAt),
            gt(emailConfirmationTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Retires the student's other outstanding links for an address once one of them has been used. */
    async retireFor(studentId: string, email: string, now: Date): Promise<void> {
      await db
        .update(emailConfirmationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailConfirmationTokens.studentId, studentId),
            eq(emailConfirmationTokens.email, email),
            isNull(emailConfirmationTokens.usedAt),
          ),
        );
    },

    /** The confirmed new address replaces the old one. */
    async adoptPendingEmail(studentId: string, email: string, now: Date): Promise<void> {
      await db
        .update(students)
        .set({ email, pendingEmail: null, emailConfirmedAt: now, updatedAt: now })
        .where(eq(students.id, studentId));
    },

    async setPendingEmail(studentId: string, email: string | null, now: Date): Promise<void> {
      await db
        .update(students)
        .set({ pendingEmail: email, updatedAt: now })
        .where(eq(students.id, studentId));
    },
  };
}
