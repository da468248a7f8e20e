import { guardianLinks, guardians } from '../../db/schema/index';
import { createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { hashPassword } from '../../security/passwords';
import { type Caller, signIn } from '../../test/callers';
import type { TestContext } from '../../test/test-app';

let n = 0;

/** A guardian account (address confirmed, so they may act) linked to these children, signed in. */
export async function guardianOf(t: TestContext, childIds: string[], firstName = 'Hannah'): Promise<Caller> {
  n += 1;
  const db = t.database.db;
  const email = `consent-guardian-${n}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const [row] = await db
    .insert(guardians)
    .values({
      email,
      passwordHash: await hashPassword(FACTORY_PASSWORD),
      firstName,
      lastName: 'Parker',
      adultDeclaredAt: t.clock(),
      emailConfirmedAt: t.clock(),
    })
    .returning();
  if (childIds.length > 0) {
    await db
      .insert(guardianLinks)
      .values(childIds.map((studentId) => ({ guardianId: row!.id, studentId, relationship: 'Mother' })));
  }
  return signIn(t, 'student', { id: row!.id, email });
}

/** A junior of 14 with a login of their own and no consents recorded yet. */
export const teenWithLogin = (t: TestContext, coachId: string, firstName = 'Maya') =>
  createStudent(
    t.database.db,
    { firstName, lastName: 'Reid', coachId, dateOfBirth: '2012-05-12' },
    { consents: [] },
  );

/** A child of 9 without a login (their guardian signs in for them), no consents recorded yet. */
export const childWithoutLogin = (t: TestContext, coachId: string, firstName = 'Oliver') =>
  createStudent(
    t.database.db,
    { firstName, lastName: 'Parker', coachId, dateOfBirth: '2017-03-01', username: null, passwordHash: null },
    { consents: [] },
  );

/** Sets one consent through the API as `who`. */
export const setConsent = (who: Caller, studentId: string, purpose: string, agreed: boolean) =>
  who.call({ method: 'PUT', url: `/api/students/${studentId}/consents/${purpose}`, payload: { agreed } });

export const consentsOf = async (who: Caller, studentId: string) => {
  const res = await who.call({ method: 'GET', url: `/api/students/${studentId}/consents` });
  if (res.statusCode !== 200) throw new Error(`consents: ${res.statusCode} ${res.body}`);
  return res.json() as {
    consents: {
      purpose: string;
      holds: boolean;
      guardian: unknown;
      student: unknown;
      withdrawnAt: string | null;
    }[];
    callerParty: string | null;
    mayRecordPaper: boolean;
  };
};

export const holds = async (who: Caller, studentId: string, purpose: string) =>
  (await consentsOf(who, studentId)).consents.find((c) => c.purpose === purpose)!.holds;
