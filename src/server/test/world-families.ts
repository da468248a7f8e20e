import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { guardianLinks, guardians, students } from '../db/schema/index';
import type { Caller } from './callers';
import type { TestContext } from './test-app';

/*
 * The families of the route catalogue's world: A's guardian, who acts for A (and for A's brother, who has
 * no login), and a guardian of another family with a child of their own. Both sign in on the Student
 * Portal with the demo password, as every other person of the world does.
 */

export const GUARDIAN_EMAILS = {
  guardianOfA: 'rebecca.bennett@example.com',
  otherGuardian: 'daniel.okafor@example.com',
} as const;

/** A is 14 on the test clock (22 November 2026): a junior with a login of their own and a guardian. */
const A_DATE_OF_BIRTH = '2012-05-12';

/** Makes the guardians' accounts (address confirmed, so they may act) and links A's guardian to A. */
export async function seedGuardians(
  t: TestContext,
  a: { id: string },
  passwordHash: string,
): Promise<Record<keyof typeof GUARDIAN_EMAILS, string>> {
  const db = t.database.db;
  const now = t.clock();
  await db.update(students).set({ dateOfBirth: A_DATE_OF_BIRTH }).where(eq(students.id, a.id));
  const account = (email: string, firstName: string, lastName: string) => ({
    email,
    passwordHash,
    firstName,
    lastName,
    adultDeclaredAt: now,
    emailConfirmedAt: now,
  });
  const [ofA, other] = await db
    .insert(guardians)
    .values([
      account(GUARDIAN_EMAILS.guardianOfA, 'Rebecca', 'Bennett'),
      account(GUARDIAN_EMAILS.otherGuardian, 'Daniel', 'Okafor'),
    ])
    .returning({ id: guardians.id });
  await db.insert(guardianLinks).values({ guardianId: ofA!.id, studentId: a.id, relationship: 'Mother' });
  return { guardianOfA: ofA!.id, otherGuardian: other!.id };
}

/** A child a signed-in guardian adds to their family through the API: no login of their own. */
export async function addChild(
  guardian: Caller,
  child: { firstName: string; lastName: string; dateOfBirth: string; coachId: string; relationship: string },
): Promise<string> {
  const res: LightMyRequestResponse = await guardian.call({
    method: 'POST',
    url: '/api/family/children',
    payload: child,
  });
  if (res.statusCode !== 201) throw new Error(`child: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}
