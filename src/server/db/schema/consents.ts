import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_METHODS, CONSENT_PARTIES, CONSENT_PURPOSES } from '@/core/rules/consent-rules';
import { guardians, staff, students } from './accounts';

export const consentPurposeEnum = pgEnum('consent_purpose', CONSENT_PURPOSES);
export const consentPartyEnum = pgEnum('consent_party', CONSENT_PARTIES);
export const consentMethodEnum = pgEnum('consent_method', CONSENT_METHODS);

/**
 * One party's agreement to one purpose for one student. Withdrawing ends every live agreement of that
 * purpose for the student (withdrawn_at set, never deleted), so the history of who agreed when stays.
 * Whether consent holds is decided by `consentHolds` in src/core/rules/consent-rules.ts.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    purpose: consentPurposeEnum('purpose').notNull(),
    party: consentPartyEnum('party').notNull(),
    /** The guardian who agreed in the portal; null for the student's own, paper and migrated ones. */
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'set null' }),
    /** The admin who recorded a paper form. */
    recordedByStaffId: uuid('recorded_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    method: consentMethodEnum('method').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Who withdrew it: 'guardian:<id>', 'student:<id>' or 'staff:<id>'. */
    withdrawnBy: text('withdrawn_by'),
  },
  (t) => [index('consents_student_idx').on(t.studentId, t.purpose)],
);
