import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { students } from '../../db/schema/index';

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;
/** A student with a login of their own (everyone but a child under 13, whose guardian signs in for them). */
export type LoginStudentRow = StudentRow & { username: string; passwordHash: string };

export function hasLogin(row: StudentRow): row is LoginStudentRow {
  return row.username !== null && row.passwordHash !== null;
}

export function studentsRepository(db: DbOrTx) {
  return {
    async findById(id: string): Promise<StudentRow | undefined> {
      const [row] = await db.select().from(students).where(eq(students.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<StudentRow | undefined> {
      // Only logins are found by address: a child without one shares their guardian's.
      const [row] = await db
        .select()
        .from(students)
        .where(and(eq(students.email, email.toLowerCase()), isNotNull(students.passwordHash)))
        .limit(1);
      return row;
    },
    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: students.id })
        .from(students)
        .where(sql`lower(${students.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return Boolean(row);
    },
    async insert(values: NewStudent): Promise<StudentRow> {
      const [row] = await db.insert(students).values(values).returning();
      return row!;
    },
    /** Changes profile fields; answers the updated row. */
    async update(id: string, values: Partial<NewStudent>): Promise<StudentRow | undefined> {
      const [row] = await db.update(students).set(values).where(eq(students.id, id)).returning();
      return row;
    },
    async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(students).set({ passwordHash, updatedAt: now }).where(eq(students.id, id));
    },
    /** The student opened a link mailed to their current address, so it is theirs. */
    async markEmailConfirmed(id: string, now: Date): Promise<void> {
      await db
        .update(students)
        .set({ emailConfirmedAt: now, updatedAt: now })
        .where(and(eq(students.id, id), isNull(students.emailConfirmedAt)));
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(students);
      return Number(row?.n ?? 0);
    },
  };
}

/**
 * Holds the student's row until the transaction ends, so writes for one student run one at a time: two
 * rounds saved at once cannot both read "level 2 is locked", and two uploads are counted one after the other.
 * False when the student no longer exists.
 */
export async function lockStudent(tx: Tx, studentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  return rows.length > 0;
}
