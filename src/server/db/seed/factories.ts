import { randomBytes } from 'node:crypto';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@/core/rules/consent-rules';
import type { LoginStudentRow } from '../../modules/students/students.repository';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../client';
import {
  consents,
  type staff,
  staff as staffTable,
  type students,
  students as studentsTable,
} from '../schema/index';

export const FACTORY_PASSWORD = 'correct horse battery staple';

let hashed: Promise<string> | undefined;
// One argon2 hash for every factory account keeps test files fast.
const factoryHash = () => {
  hashed ??= hashPassword(FACTORY_PASSWORD);
  return hashed;
};

const unique = () => randomBytes(4).toString('hex');

/** A member of staff for tests; a coach unless told otherwise. */
export async function createStaff(db: Db, overrides: Partial<typeof staff.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(staffTable)
    .values({
      email: `coach-${id}@academy.test`,
      passwordHash: await factoryHash(),
      firstName: 'Casey',
      lastName: `Coach-${id}`,
      role: 'coach',
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A student with a login of their own, for tests; pass a coach to assign them. Every consent is recorded by
 * default, by a guardian and by the student (so it holds whatever their age): the tests written before
 * consents existed keep their meaning. Pass `{ consents: [] }` for none, or the purposes wanted.
 */
export async function createStudent(
  db: Db,
  overrides: Partial<typeof students.$inferInsert> = {},
  options: { consents?: readonly ConsentPurpose[] } = {},
): Promise<LoginStudentRow> {
  const id = unique();
  const [row] = await db
    .insert(studentsTable)
    .values({
      email: `student-${id}@example.test`,
      username: `student_${id}`,
      passwordHash: await factoryHash(),
      firstName: 'Sam',
      lastName: `Student-${id}`,
      // An account that has used its link; pass `emailConfirmedAt: null` for one that has not.
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  const purposes = options.consents ?? CONSENT_PURPOSES;
  if (purposes.length > 0) {
    await db.insert(consents).values(
      purposes.flatMap((purpose) =>
        (['guardian', 'student'] as const).map((party) => ({
          studentId: row!.id,
          purpose,
          party,
          method: 'migrated' as const,
          givenAt: new Date(),
        })),
      ),
    );
  }
  return row! as LoginStudentRow;
}
