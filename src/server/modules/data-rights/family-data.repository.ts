import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type FamilyDeletionChoice,
  familyDeletionTokens,
  familyInvitations,
  guardianLinks,
  guardians,
  outboxEmails,
  students,
} from '../../db/schema/index';

/** A family account's own rows, and the requests to delete it. */
export function familyDataRepository(db: DbOrTx) {
  return {
    /** The guardian's own records: their row, their links to children, and the invitations they sent. */
    async guardianRows(guardianId: string) {
      const [guardian] = await db.select().from(guardians).where(eq(guardians.id, guardianId));
      const links = await db.select().from(guardianLinks).where(eq(guardianLinks.guardianId, guardianId));
      const invitations = await db
        .select()
        .from(familyInvitations)
        .where(eq(familyInvitations.invitedByGuardianId, guardianId));
      return { guardian, links, invitations };
    },

    async insertDeletionToken(v: {
      tokenHash: string;
      guardianId: string;
      children: FamilyDeletionChoice[];
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(familyDeletionTokens).values({
        tokenHash: v.tokenHash,
        guardianId: v.guardianId,
        children: v.children,
        createdAt: v.now,
        expiresAt: v.expiresAt,
      });
    },

    /** Marks a live link used and answers whose request it was; a used, expired or unknown one answers nothing. */
    async consumeDeletionToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(familyDeletionTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(familyDeletionTokens.tokenHash, tokenHash),
            isNull(familyDeletionTokens.usedAt),
            gt(familyDeletionTokens.expiresAt, now),
          ),
        )
        .returning({ guardianId: familyDeletionTokens.guardianId, children: familyDeletionTokens.children });
      return row;
    },

    async unlink(guardianId: string, studentId: string): Promise<void> {
      await db
        .delete(guardianLinks)
        .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.studentId, studentId)));
    },

    /** A kept child without a login shared the leaving guardian's address: it becomes the remaining one's. */
    async moveContactAddress(studentId: string, from: string, to: string, now: Date): Promise<void> {
      await db
        .update(students)
        .set({ email: to, updatedAt: now })
        .where(and(eq(students.id, studentId), eq(students.email, from), isNull(students.username)));
    },

    /** Removes the guardian; their sessions, links, links sent and invitations go with them (cascades). */
    async deleteGuardian(guardianId: string): Promise<void> {
      await db.delete(guardians).where(eq(guardians.id, guardianId));
    },

    async deleteEmailsTo(address: string): Promise<void> {
      await db.delete(outboxEmails).where(eq(outboxEmails.toAddress, address));
    },
  };
}
