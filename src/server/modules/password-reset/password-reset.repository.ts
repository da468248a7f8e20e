import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';
import type { AccountType } from '../sessions/sessions.repository';

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

const ownerColumn = (type: AccountType) =>
  ({
    student: passwordResetTokens.studentId,
    staff: passwordResetTokens.staffId,
    guardian: passwordResetTokens.guardianId,
  })[type];

export function passwordResetRepository(db: DbOrTx) {
  return {
    async insert(v: {
      tokenHash: string;
      accountType: AccountType;
      accountId: string;
      now: Date;
      expiresAt: Date;
    }) {
      await db.insert(passwordResetTokens).values({
        tokenHash: v.tokenHash,
        accountType: v.accountType,
        studentId: v.accountType === 'student' ? v.accountId : null,
        staffId: v.accountType === 'staff' ? v.accountId : null,
        guardianId: v.accountType === 'guardian' ? v.accountId : null,
        createdAt: v.now,
        expiresAt: v.expiresAt,
      });
    },

    /** Marks a live token used and returns it; a used, expired or unknown token returns nothing. */
    async consume(tokenHash: string, now: Date): Promise<ResetTokenRow | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Retires every other outstanding link for the account once one has been used. */
    async retireAll(accountType: AccountType, accountId: string, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(ownerColumn(accountType), accountId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
