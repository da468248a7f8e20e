import { inArray } from 'drizzle-orm';
import { studentDataRepository } from '../../modules/data-rights/student-data.repository';
import type { FileStorage } from '../../storage/file-storage';
import type { Db, DbOrTx } from '../client';
import { outboxEmails, staff, students } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-data';

const DEMO_STAFF_EMAILS = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.headCoach, DEMO_ACCOUNTS.juniorCoach];
const DEMO_STUDENT_EMAILS = Object.values(DEMO_ACCOUNTS.students);

export interface DemoAccounts {
  staff: { id: string; email: string }[];
  students: { id: string; email: string }[];
}

/** The demo accounts (known by their published e-mail addresses) that are in the database. */
export async function findDemoAccounts(db: DbOrTx): Promise<DemoAccounts> {
  const [demoStaff, demoStudents] = await Promise.all([
    db
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(inArray(staff.email, DEMO_STAFF_EMAILS)),
    db
      .select({ id: students.id, email: students.email })
      .from(students)
      .where(inArray(students.email, DEMO_STUDENT_EMAILS)),
  ]);
  return { staff: demoStaff, students: demoStudents };
}

export interface DemoRemoval extends DemoAccounts {
  files: number;
}

/**
 * Deletes the demo accounts and everything that is theirs, and nothing else. A demo student goes the way
 * any student's erasure goes (every row, the e-mails sent to them, then their files). A demo coach's
 * sessions and diary go with them; what real people wrote stays, only no longer linked to that coach
 * (the schema sets those links to null).
 */
export async function removeDemoAccounts(db: Db, storage: FileStorage): Promise<DemoRemoval> {
  const { found, fileKeys } = await db.transaction(async (tx) => {
    const found = await findDemoAccounts(tx);
    const data = studentDataRepository(tx);
    const fileKeys: string[] = [];
    for (const student of found.students) fileKeys.push(...(await data.erase(student.id)));
    if (found.staff.length) {
      await tx.delete(staff).where(
        inArray(
          staff.id,
          found.staff.map((s) => s.id),
        ),
      );
      await tx.delete(outboxEmails).where(
        inArray(
          outboxEmails.toAddress,
          found.staff.map((s) => s.email),
        ),
      );
    }
    return { found, fileKeys };
  });
  let files = 0;
  for (const key of fileKeys) {
    // A file that will not go has no row left naming it: the daily clean-up removes it later.
    await storage.remove(key).then(
      () => files++,
      () => {},
    );
  }
  return { ...found, files };
}
