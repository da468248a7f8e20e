import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createStudent } from '../../db/seed/factories';
import { type Caller, studentCaller } from '../../test/callers';
import { type TestContext, testDbKind } from '../../test/test-app';
import { badgesOf, openChallenges } from './challenges.test-helpers';

describe(`skill challenges (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  const studentCallerOf = (overrides: Parameters<typeof createStudent>[1] = {}) =>
    studentCaller(t, { coachId: coach.id, ...overrides });

  beforeAll(async () => {
    ({ t, coach } = await openChallenges());
  });
  afterAll(() => t.close());

  describe('Putting ladders', () => {
    const award = (who: Caller, payload: Record<string, unknown>) =>
      who.call({
        method: 'POST',
        url: '/api/putting/award-badge',
        payload: { studentId: who.id, ladderId: 'ladder-1-4', totalSteps: 4, attempts: 0, ...payload },
      });

    it('decides the medal from the restarts and keeps every climb', async () => {
      const student = await studentCallerOf();
      const gold = await award(student, { ladderId: 'ladder-2-6', totalSteps: 6, attempts: 0 });
      expect(gold.statusCode, gold.body).toBe(201);
      expect(gold.json()).toMatchObject({
        completion: { ladder_id: 'ladder-2-6', restarts: 0, tier: 'gold' },
        badge: { challenge_type: 'putting', challenge_id: 'ladder-2-6', tier: 'gold', earning_score: 1 },
        badgeAwarded: true,
      });
      expect((await award(student, { attempts: 3 })).json().badge.tier).toBe('bronze');
      const silver = await award(student, { attempts: 2 });
      expect(silver.json()).toMatchObject({ badge: { tier: 'silver' }, badgeAwarded: true });
      expect((await award(student, { attempts: 1 })).json()).toMatchObject({
        completion: { tier: 'silver' },
        badgeAwarded: false,
      });
      const list = await student.call({ method: 'GET', url: `/api/putting/completions/${student.id}` });
      expect(list.json().completions).toHaveLength(4);
      expect(list.json().laddersCompleted).toBe(2);
      const champion = await award(student, { ladderId: 'champion-ladder', totalSteps: 13, attempts: 5 });
      expect(champion.statusCode, champion.body).toBe(201);
    });

    it('checks the ladder against the content and the student against the session', async () => {
      const student = await studentCallerOf();
      const classmate = await studentCallerOf();
      const unknown = await award(student, { ladderId: 'ladder-99-4' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ ladderId: 'Unknown putting ladder' });
      const steps = await award(student, { totalSteps: 3 });
      expect(steps.statusCode).toBe(400);
      expect(steps.json().fields).toEqual({ totalSteps: 'Must be 4 for this ladder' });
      for (const attempts of [-1, 1.5, 'none']) {
        const res = await award(student, { attempts });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty('attempts');
      }
      expect((await award(student, { studentId: classmate.id })).statusCode).toBe(404);
      expect((await badgesOf(classmate)).length).toBe(0);
    });
  });

  describe('Chipping tests', () => {
    const save = (who: Caller, shots: unknown, testId = 'test-10-yard', studentId = who.id) =>
      who.call({ method: 'POST', url: '/api/chipping/results', payload: { studentId, testId, shots } });

    it('scores the ten outcomes, awards the medal and keeps the result', async () => {
      const student = await studentCallerOf();
      const savedAt = t.clock().toISOString();
      const res = await save(student, [4, 4, 4, 4, 4, 4, 4, 4, 4, 5]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        result: {
          testId: 'test-10-yard',
          testName: '10-Yard Chipping Test',
          distance: 10,
          totalScore: 41,
          maxScore: 50,
          medal: 'silver',
          handicapLevel: 'Handicap 1-5',
          completedAt: savedAt,
        },
        badge: {
          challenge_type: 'chipping',
          challenge_id: 'test-10-yard',
          tier: 'silver',
          earning_score: 41,
        },
        badgeAwarded: true,
      });
      expect(res.json().result.shots[9]).toEqual({ id: 'shot-10', points: 5, description: 'Holed' });

      t.clock.advance(60_000);
      const low = await save(student, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 'test-30-yard');
      expect(low.json()).toMatchObject({
        result: { totalScore: 10, medal: null, handicapLevel: 'Handicap 21+' },
        badge: null,
        badgeAwarded: false,
      });
      const list = await student.call({ method: 'GET', url: `/api/chipping/results/${student.id}` });
      expect(list.statusCode).toBe(200);
      expect(list.json().results.map((r: { totalScore: number }) => r.totalScore)).toEqual([10, 41]);
      expect(list.json().summary).toEqual({
        testsCompleted: 2,
        averageScore: 26,
        bestScore: 41,
        distinctTests: 2,
      });
    });

    it('refuses bad shots with the field named', async () => {
      const student = await studentCallerOf();
      const cases: [unknown, string, string?][] = [
        [[4, 4, 4], 'shots'],
        [[4, 4, 4, 4, 4, 4, 4, 4, 4, 6], 'shots.9'],
        [[-1, 4, 4, 4, 4, 4, 4, 4, 4, 4], 'shots.0'],
        [[4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 'testId', 'test-40-yard'],
      ];
      for (const [shots, field, testId] of cases) {
        const res = await save(student, shots, testId);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fields ?? {})).toContain(field);
      }
      const classmate = await studentCallerOf();
      expect((await save(student, Array(10).fill(5), 'test-10-yard', classmate.id)).statusCode).toBe(404);
    });

    it('keeps the old award call, which only confirms a saved result', async () => {
      const student = await studentCallerOf();
      const award = (payload: Record<string, unknown>) =>
        student.call({
          method: 'POST',
          url: '/api/chipping/award-badge',
          payload: {
            studentId: student.id,
            testId: 'test-20-yard',
            distance: 20,
            totalScore: 46,
            ...payload,
          },
        });
      const unearned = await award({});
      expect(unearned.statusCode).toBe(409);
      expect(await badgesOf(student)).toEqual([]);
      await save(student, [5, 5, 5, 5, 5, 5, 4, 4, 4, 4], 'test-20-yard');
      const confirmed = await award({});
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().badge).toMatchObject({ challenge_id: 'test-20-yard', tier: 'gold' });
      expect((await award({ distance: 30 })).json().fields).toEqual({ distance: 'Must be 20 for this test' });
    });
  });
});
