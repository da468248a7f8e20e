import { randomBytes } from 'node:crypto';
import type { LoginStudentRow } from '../../modules/students/students.repository';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../client';
import { type staff, staff as staffTable, type students, students as studentsTable } from '../schema/index';

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

/** A student with a login of their own, for tests; pass a coach to assign them. */
export async function createStudent(
  db: Db,
  overrides: Partial<typeof students.$inferInsert> = {},
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
  return row! as LoginStudentRow;
}
