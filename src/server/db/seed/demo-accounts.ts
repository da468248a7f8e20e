import { inArray } from 'drizzle-orm';
import { studentDataRepository } from '../../modules/data-rights/student-data.repository';
import type { FileStorage } from '../../storage/file-storage';
import type { Db, DbOrTx } from '../client';
import { guardians, outboxEmails, staff, students } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-data';

const DEMO_STAFF_EMAILS = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.headCoach, DEMO_ACCOUNTS.juniorCoach];
const DEMO_GUARDIAN_EMAILS = Object.values(DEMO_ACCOUNTS.guardians);
// A demo child without a login has their family's address: a demo guardian's.
const DEMO_STUDENT_EMAILS = [...Object.values(DEMO_ACCOUNTS.students), ...DEMO_GUARDIAN_EMAILS];

export interface DemoAccounts {
  staff: { id: string; email: string }[];
  guardians: { id: string; email: string }[];
  students: { id: string; email: string }[];
}

/** The demo accounts (known by their published e-mail addresses) that are in the database. */
export async function findDemoAccounts(db: DbOrTx): Promise<DemoAccounts> {
  const [demoStaff, demoGuardians, demoStudents] = await Promise.all([
    db
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(inArray(staff.email, DEMO_STAFF_EMAILS)),
    db
      .select({ id: guardians.id, email: guardians.email })
      .from(guardians)
      .where(inArray(guardians.email, DEMO_GUARDIAN_EMAILS)),
    db
      .select({ id: students.id, email: students.email })
      .from(students)
      .where(inArray(students.email, DEMO_STUDENT_EMAILS)),
  ]);
  return { staff: demoStaff, guardians: demoGuardians, students: demoStudents };
}

/** Every address a demo account signs in with, once each (siblings share their family's). */
export const demoSignIns = (found: DemoAccounts): string[] => [
  ...new Set([...found.staff, ...found.guardians, ...found.students].map((account) => account.email)),
];

export interface DemoRemoval extends DemoAccounts {
  files: number;
}

/**
 * Deletes the demo accounts and everything that is theirs, and nothing else. A demo student goes the way
 * any student's erasure goes (every row, the e-mails sent to them, then their files). A demo coach's
 * sessions and diary go with them; what real people wrote stays, only no longer linked to that coach
 * (the schema sets those links to null). A demo guardian goes with their sessions, links and invitations,
 * and the e-mails sent to them.
 */
export async function removeDemoAccounts(db: Db, storage: FileStorage): Promise<DemoRemoval> {
  const { found, fileKeys } = await db.transaction(async (tx) => {
    const found = await findDemoAccounts(tx);
    const data = studentDataRepository(tx);
    const fileKeys: string[] = [];
    for (const student of found.students) fileKeys.push(...(await data.erase(student.id)));
    if (found.guardians.length) {
      const ids = found.guardians.map((g) => g.id);
      await tx.delete(guardians).where(inArray(guardians.id, ids));
      await tx.delete(outboxEmails).where(
        inArray(
          outboxEmails.toAddress,
          found.guardians.map((g) => g.email),
        ),
      );
    }
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
