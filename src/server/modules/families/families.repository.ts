import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { familyInvitations, guardianLinks, guardians, staff, students } from '../../db/schema/index';

export type GuardianRow = typeof guardians.$inferSelect;
export type NewGuardian = typeof guardians.$inferInsert;
export type InvitationRow = typeof familyInvitations.$inferSelect;
export type InvitationKind = InvitationRow['kind'];

/** Guardians, their links to children, and the invitations that create logins and links. */
export function familiesRepository(db: DbOrTx) {
  return {
    async findGuardian(id: string): Promise<GuardianRow | undefined> {
      const [row] = await db.select().from(guardians).where(eq(guardians.id, id)).limit(1);
      return row;
    },
    async findGuardianByEmail(email: string): Promise<GuardianRow | undefined> {
      const [row] = await db
        .select()
        .from(guardians)
        .where(eq(guardians.email, email.toLowerCase()))
        .limit(1);
      return row;
    },
    async insertGuardian(values: NewGuardian): Promise<GuardianRow> {
      const [row] = await db.insert(guardians).values(values).returning();
      return row!;
    },
    async setGuardianPasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(guardians).set({ passwordHash, updatedAt: now }).where(eq(guardians.id, id));
    },
    async updateGuardian(
      id: string,
      changes: Partial<Pick<GuardianRow, 'firstName' | 'lastName' | 'phone' | 'pendingEmail'>>,
      now: Date,
    ): Promise<GuardianRow | undefined> {
      const [row] = await db
        .update(guardians)
        .set({ ...changes, updatedAt: now })
        .where(eq(guardians.id, id))
        .returning();
      return row;
    },
    /**
     * The confirmed new address replaces the old one. The guardian's children without a login of their own
     * share the family's address for contact, so those that had the old one follow it.
     */
    async adoptGuardianPendingEmail(guardian: GuardianRow, now: Date): Promise<void> {
      const email = guardian.pendingEmail;
      if (!email) return;
      await db
        .update(guardians)
        .set({ email, pendingEmail: null, emailConfirmedAt: now, updatedAt: now })
        .where(eq(guardians.id, guardian.id));
      const children = db
        .select({ id: guardianLinks.studentId })
        .from(guardianLinks)
        .where(eq(guardianLinks.guardianId, guardian.id));
      await db
        .update(students)
        .set({ email, updatedAt: now })
        .where(
          and(
            inArray(students.id, children),
            isNull(students.passwordHash),
            eq(students.email, guardian.email),
          ),
        );
    },
    async markGuardianEmailConfirmed(id: string, now: Date): Promise<void> {
      await db
        .update(guardians)
        .set({ emailConfirmedAt: now, updatedAt: now })
        .where(and(eq(guardians.id, id), isNull(guardians.emailConfirmedAt)));
    },

    /** The ids of a guardian's children now. */
    async childIdsOf(guardianId: string): Promise<string[]> {
      const rows = await db
        .select({ id: guardianLinks.studentId })
        .from(guardianLinks)
        .where(eq(guardianLinks.guardianId, guardianId))
        .orderBy(asc(guardianLinks.createdAt));
      return rows.map((r) => r.id);
    },

    /** A guardian's children with their coach's name and the relationship the guardian gave. */
    async childrenOf(guardianId: string) {
      return db
        .select({
          student: students,
          relationship: guardianLinks.relationship,
          coachFirstName: staff.firstName,
          coachLastName: staff.lastName,
        })
        .from(guardianLinks)
        .innerJoin(students, eq(students.id, guardianLinks.studentId))
        .leftJoin(staff, eq(staff.id, students.coachId))
        .where(eq(guardianLinks.guardianId, guardianId))
        .orderBy(asc(guardianLinks.createdAt));
    },

    /** A child's guardians, first linked first (the profile's parent_guardian_1 is the first). */
    async guardiansOf(studentIds: readonly string[]) {
      if (studentIds.length === 0) return [];
      return db
        .select({
          studentId: guardianLinks.studentId,
          relationship: guardianLinks.relationship,
          guardian: guardians,
        })
        .from(guardianLinks)
        .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
        .where(inArray(guardianLinks.studentId, [...studentIds]))
        .orderBy(asc(guardianLinks.createdAt));
    },

    /** Every guardian link of a child born on or before `date`, with the child and the guardian. */
    async linksOfChildrenBornBy(date: string) {
      return db
        .select({ student: students, guardian: guardians })
        .from(guardianLinks)
        .innerJoin(students, eq(students.id, guardianLinks.studentId))
        .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
        .where(lte(students.dateOfBirth, date))
        .orderBy(asc(guardianLinks.createdAt));
    },

    /** Ends every guardian link of a child; answers the guardians whose link this call ended. */
    async endLinksOf(studentId: string): Promise<string[]> {
      const rows = await db
        .delete(guardianLinks)
        .where(eq(guardianLinks.studentId, studentId))
        .returning({ guardianId: guardianLinks.guardianId });
      return rows.map((r) => r.guardianId);
    },

    /** How many guardians each of these children has (a child with none is absent). */
    async guardianCounts(studentIds: readonly string[]): Promise<Map<string, number>> {
      if (studentIds.length === 0) return new Map();
      const rows = await db
        .select({ studentId: guardianLinks.studentId, n: count() })
        .from(guardianLinks)
        .where(inArray(guardianLinks.studentId, [...studentIds]))
        .groupBy(guardianLinks.studentId);
      return new Map(rows.map((r) => [r.studentId, r.n]));
    },

    /** Links a guardian to a child; linking the same pair again changes nothing. */
    async link(guardianId: string, studentId: string, relationship: string, now: Date): Promise<void> {
      await db
        .insert(guardianLinks)
        .values({ guardianId, studentId, relationship, createdAt: now })
        .onConflictDoNothing();
    },

    async setRelationship(guardianId: string, studentId: string, relationship: string): Promise<void> {
      await db
        .update(guardianLinks)
        .set({ relationship })
        .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.studentId, studentId)));
    },

    async insertInvitation(values: typeof familyInvitations.$inferInsert): Promise<InvitationRow> {
      const [row] = await db.insert(familyInvitations).values(values).returning();
      return row!;
    },

    /** A live (unused, unexpired) invitation by its token's digest. */
    async liveInvitation(tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(familyInvitations)
        .where(
          and(
            eq(familyInvitations.tokenHash, tokenHash),
            isNull(familyInvitations.acceptedAt),
            gt(familyInvitations.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /** Uses an invitation once: false when it was used meanwhile (two tabs, a double click). */
    async consumeInvitation(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(familyInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(familyInvitations.id, id), isNull(familyInvitations.acceptedAt)))
        .returning({ id: familyInvitations.id });
      return rows.length === 1;
    },

    /** Live invitations of these kinds for these children (shown on the Family home). */
    async pendingInvitations(studentIds: readonly string[], kinds: readonly InvitationKind[], now: Date) {
      if (studentIds.length === 0) return [];
      return db
        .select()
        .from(familyInvitations)
        .where(
          and(
            inArray(familyInvitations.studentId, [...studentIds]),
            inArray(familyInvitations.kind, [...kinds]),
            isNull(familyInvitations.acceptedAt),
            gt(familyInvitations.expiresAt, now),
          ),
        )
        .orderBy(sql`${familyInvitations.createdAt} desc`);
    },
  };
}
export type FamiliesRepository = ReturnType<typeof familiesRepository>;
