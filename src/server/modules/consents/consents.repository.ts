import { type AnyColumn, and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { ADULT_AGE, latestBirthDateAtAge, OWN_LOGIN_AGE } from '@/core/rules/age-rules';
import type { ConsentPurpose } from '@/core/rules/consent-rules';
import type { DbOrTx } from '../../db/client';
import { isAnyId } from '../../db/id-lists';
import { consents, guardians, staff, students } from '../../db/schema/index';

export type ConsentRow = typeof consents.$inferSelect;
export type NewConsent = typeof consents.$inferInsert;

/** Consent records: agreements are added, withdrawals only stamp them, nothing is deleted but with the student. */
export function consentsRepository(db: DbOrTx) {
  return {
    async ofStudent(studentId: string): Promise<ConsentRow[]> {
      return db
        .select()
        .from(consents)
        .where(eq(consents.studentId, studentId))
        .orderBy(asc(consents.givenAt));
    },

    /** Every record of these students, for a list that asks of many at once (the leaderboard). */
    async ofStudents(studentIds: readonly string[], purpose: ConsentPurpose): Promise<ConsentRow[]> {
      if (studentIds.length === 0) return [];
      return db
        .select()
        .from(consents)
        .where(and(isAnyId(consents.studentId, studentIds), eq(consents.purpose, purpose)));
    },

    /** The records with the names of who gave them, for the consents page. */
    async ofStudentWithNames(studentId: string) {
      return db
        .select({
          consent: consents,
          guardianFirstName: guardians.firstName,
          guardianLastName: guardians.lastName,
          staffFirstName: staff.firstName,
          staffLastName: staff.lastName,
        })
        .from(consents)
        .leftJoin(guardians, eq(guardians.id, consents.guardianId))
        .leftJoin(staff, eq(staff.id, consents.recordedByStaffId))
        .where(eq(consents.studentId, studentId))
        .orderBy(asc(consents.givenAt));
    },

    async insert(values: NewConsent | NewConsent[]): Promise<void> {
      const rows = Array.isArray(values) ? values : [values];
      if (rows.length > 0) await db.insert(consents).values(rows);
    },

    /** Withdrawal by any party ends every live agreement of that purpose for the student. */
    async withdrawAll(studentId: string, purpose: ConsentPurpose, at: Date, by: string): Promise<void> {
      await db
        .update(consents)
        .set({ withdrawnAt: at, withdrawnBy: by })
        .where(
          and(eq(consents.studentId, studentId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)),
        );
    },
  };
}

/**
 * Whether a student may be shown on the leaderboard, as SQL over their id: the rule of `consentHolds` for
 * 'leaderboard', decided by the database so a board of thousands is filtered where it is read. An adult is
 * shown; a junior (or a student of unknown age) needs a guardian's live agreement, and a 13–17-year-old with
 * a login of their own their own agreement too. The consent tests hold it to the rule in TypeScript.
 */
export function leaderboardConsentSql(studentId: AnyColumn, today: string): SQL {
  const adultBornBy = latestBirthDateAtAge(today, ADULT_AGE);
  const teenBornBy = latestBirthDateAtAge(today, OWN_LOGIN_AGE);
  // One set for the whole query (a hashed subplan), not a lookup per row: the board reads thousands.
  return sql`${studentId} in (
    select s.id from ${students} s
    left join (
      select c.student_id,
        bool_or(c.party = 'guardian') as guardian,
        bool_or(c.party = 'student') as own
      from ${consents} c
      where c.purpose = 'leaderboard' and c.withdrawn_at is null
      group by c.student_id) agreed on agreed.student_id = s.id
    where (s.date_of_birth is not null and s.date_of_birth <= ${adultBornBy})
      or (coalesce(agreed.guardian, false) and (
        not (s.date_of_birth is not null and s.date_of_birth <= ${teenBornBy} and s.username is not null)
        or coalesce(agreed.own, false))))`;
}
