import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type createStudent } from '../../db/seed/factories';
import { type Caller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { badgesOf, GOLD_ROUND, openChallenges, play } from './challenges.test-helpers';

describe(`skill challenges (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  const studentCallerOf = (overrides: Parameters<typeof createStudent>[1] = {}) =>
    studentCaller(t, { coachId: coach.id, ...overrides });

  beforeAll(async () => {
    ({ t, coach } = await openChallenges());
  });
  afterAll(() => t.close());

  describe('badges and the leaderboard', () => {
    it('filters badges by type and refuses an unknown type', async () => {
      const student = await studentCallerOf();
      await play(student, 1, GOLD_ROUND);
      await student.call({
        method: 'POST',
        url: '/api/putting/award-badge',
        payload: { studentId: student.id, ladderId: 'ladder-1-4', totalSteps: 4, attempts: 0 },
      });
      expect((await badgesOf(student)).map((b) => b.challenge_type).sort()).toEqual(['break_par', 'putting']);
      expect((await badgesOf(student, '?type=putting')).map((b) => b.challenge_id)).toEqual(['ladder-1-4']);
      const bad = await student.call({ method: 'GET', url: `/api/badges/${student.id}?type=golf` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('type');
    });

    it('ranks holders by badges then medals, shows juniors by initial, and counts everyone', async () => {
      // A fresh database, so the counts are exactly this test's.
      const own = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
      try {
        const ownCoach = await createStaff(own.database.db, { role: 'coach' });
        const login = (overrides: Parameters<typeof createStudent>[1]) =>
          studentCaller(own, { coachId: ownCoach.id, ...overrides });
        const board = async (who: Caller) => {
          const res = await who.call({ method: 'GET', url: '/api/badges/leaderboard' });
          expect(res.statusCode, res.body).toBe(200);
          return res.json();
        };
        const junior = await login({
          firstName: 'Oliver',
          lastName: 'bennett',
          dateOfBirth: '2014-05-12',
          handicap: 18.5,
        });
        const adult = await login({ firstName: 'David', lastName: 'Morgan', dateOfBirth: '1984-11-08' });
        const unknownAge = await login({ firstName: 'Sam', lastName: 'Reed', dateOfBirth: null });
        const nobody = await login({ firstName: 'Nadia', lastName: 'Khan' });

        expect(await board(nobody)).toEqual({
          success: true,
          leaderboard: [],
          totalPlayers: 0,
          totalBadges: 0,
          me: null,
        });

        const ladder = (who: Caller, ladderId: string, totalSteps: number, attempts: number) =>
          who.call({
            method: 'POST',
            url: '/api/putting/award-badge',
            payload: { studentId: who.id, ladderId, totalSteps, attempts },
          });
        // The junior: two badges (gold, bronze). The adult: two badges (silver, silver). Unknown age: one gold.
        await ladder(junior, 'ladder-1-4', 4, 0);
        await ladder(junior, 'ladder-2-4', 4, 5);
        await ladder(adult, 'ladder-1-4', 4, 1);
        await ladder(adult, 'ladder-2-4', 4, 2);
        await ladder(unknownAge, 'ladder-1-4', 4, 0);

        const seen = await board(nobody);
        expect(seen.totalPlayers).toBe(3);
        expect(seen.totalBadges).toBe(5);
        expect(seen.me).toBeNull();
        expect(seen.leaderboard).toEqual([
          {
            studentId: junior.id,
            rank: 1,
            name: 'Oliver B.',
            firstName: 'Oliver',
            lastName: 'B.',
            total: 2,
            gold: 1,
            silver: 0,
            bronze: 1,
            handicap: 18.5,
          },
          expect.objectContaining({
            studentId: adult.id,
            rank: 2,
            name: 'David Morgan',
            silver: 2,
            handicap: null,
          }),
          expect.objectContaining({ studentId: unknownAge.id, rank: 3, name: 'Sam R.', gold: 1 }),
        ]);
        expect((await board(adult)).me).toMatchObject({ studentId: adult.id, rank: 2 });

        // An upgrade moves the counts without adding a badge: the adult's bronze-free pair becomes gold+silver.
        await ladder(adult, 'ladder-1-4', 4, 0);
        const after = await board(unknownAge);
        expect(after.totalBadges).toBe(5);
        expect(after.leaderboard[0]).toMatchObject({ studentId: adult.id, gold: 1, silver: 1, bronze: 0 });
        expect(after.me).toMatchObject({ studentId: unknownAge.id, rank: 3 });

        const staffView = await own.request({ method: 'GET', url: '/api/badges/leaderboard' });
        expect(staffView.statusCode).toBe(401);
      } finally {
        await own.close();
      }
    });
  });
});
