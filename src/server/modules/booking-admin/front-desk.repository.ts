import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { guardianLinks, guardians, staff, students } from '../../db/schema/index';

/** `%term%` for ILIKE, with the pattern characters in what was typed taken literally. */
function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface CustomerRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  coachId: string | null;
  coachFirstName: string | null;
  coachLastName: string | null;
}

/** Finding the customer at the front desk: students and families' children by name or e-mail address. */
export function frontDeskRepository(db: DbOrTx) {
  return {
    /** Up to `limit` students whose name, e-mail or a guardian's name or e-mail contains every word typed. */
    async search(query: string, limit: number, coachId?: string): Promise<CustomerRow[]> {
      const words = query.split(/\s+/).filter(Boolean).slice(0, 4);
      const matches = (word: string): SQL => {
        const pattern = contains(word);
        return or(
          ilike(students.firstName, pattern),
          ilike(students.lastName, pattern),
          ilike(students.email, pattern),
          sql`exists (select 1 from ${guardianLinks} join ${guardians} on ${guardians.id} = ${guardianLinks.guardianId}
            where ${guardianLinks.studentId} = ${students.id}
            and (${guardians.firstName} ilike ${pattern} or ${guardians.lastName} ilike ${pattern} or ${guardians.email} ilike ${pattern}))`,
        )!;
      };
      return db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          email: students.email,
          phone: students.phone,
          dateOfBirth: students.dateOfBirth,
          coachId: students.coachId,
          coachFirstName: staff.firstName,
          coachLastName: staff.lastName,
        })
        .from(students)
        .leftJoin(staff, eq(staff.id, students.coachId))
        .where(and(...words.map(matches), coachId ? eq(students.coachId, coachId) : undefined))
        .orderBy(asc(students.lastName), asc(students.firstName))
        .limit(limit);
    },

    async findStudent(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          email: students.email,
          phone: students.phone,
          dateOfBirth: students.dateOfBirth,
          coachId: students.coachId,
          coachFirstName: staff.firstName,
          coachLastName: staff.lastName,
        })
        .from(students)
        .leftJoin(staff, eq(staff.id, students.coachId))
        .where(eq(students.id, id));
      return row;
    },

    /** Each student's first guardian (the family's contact), if they have one. */
    async firstGuardians(studentIds: string[]) {
      if (studentIds.length === 0) return new Map<string, typeof guardians.$inferSelect>();
      const rows = await db
        .select({ studentId: guardianLinks.studentId, guardian: guardians })
        .from(guardianLinks)
        .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
        .where(inArray(guardianLinks.studentId, studentIds))
        .orderBy(asc(guardianLinks.createdAt));
      const first = new Map<string, typeof guardians.$inferSelect>();
      for (const row of rows) if (!first.has(row.studentId)) first.set(row.studentId, row.guardian);
      return first;
    },
  };
}
