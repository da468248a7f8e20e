import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsentParty, consentHolds } from '@/core/rules/consent-rules';
import { londonDate } from '@/core/rules/london-time';
import { consents, students } from '../../db/schema/index';
import { createStudent } from '../../db/seed/factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { leaderboardConsentSql } from './consents.repository';

/** The leaderboard decides consent in SQL; it must say what the rule in TypeScript says, for every case. */
describe(`the leaderboard's consent in SQL (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('agrees with consentHolds for every age, login and agreement', async () => {
    const db = t.database.db;
    const today = londonDate(t.clock());
    // Adult, a day short of 18, 13 today, 12, and unknown: each with and without a login of their own.
    const births = ['1990-06-01', '2008-11-23', '2013-11-22', '2014-06-01', null];
    const agreements: { party: ConsentParty; withdrawn: boolean }[][] = [
      [],
      [{ party: 'guardian', withdrawn: false }],
      [{ party: 'student', withdrawn: false }],
      [
        { party: 'guardian', withdrawn: false },
        { party: 'student', withdrawn: false },
      ],
      [
        { party: 'guardian', withdrawn: true },
        { party: 'student', withdrawn: false },
      ],
    ];
    const expected = new Map<string, boolean>();
    for (const dateOfBirth of births) {
      for (const login of [true, false]) {
        for (const given of agreements) {
          const student = await createStudent(
            db,
            { dateOfBirth, ...(login ? {} : { username: null, passwordHash: null }) },
            { consents: [] },
          );
          const records = given.map((g) => ({
            studentId: student.id,
            purpose: 'leaderboard' as const,
            party: g.party,
            method: 'portal' as const,
            givenAt: t.clock(),
            withdrawnAt: g.withdrawn ? t.clock() : null,
          }));
          if (records.length > 0) await db.insert(consents).values(records);
          const rule = consentHolds('leaderboard', { dateOfBirth, hasOwnLogin: login }, records, today);
          expected.set(student.id, rule);
        }
      }
    }
    expect(expected.size).toBe(births.length * 2 * agreements.length);
    const ids = [...expected.keys()];
    const shown = await db
      .select({ id: students.id })
      .from(students)
      .where(sql`${inArray(students.id, ids)} and ${leaderboardConsentSql(students.id, today)}`);
    const inSql = new Set(shown.map((r) => r.id));
    expect(ids.filter((id) => inSql.has(id) !== expected.get(id))).toEqual([]);
    // Both answers occur, so the comparison is not vacuous.
    expect(inSql.size).toBeGreaterThan(5);
    expect(inSql.size).toBeLessThan(ids.length - 5);
  });
});
