import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createStudent } from '../../db/seed/factories';
import { type Caller, studentCaller } from '../../test/callers';
import { type TestContext, testDbKind } from '../../test/test-app';
import {
  BRONZE_ROUND,
  badgesOf,
  FAILED_ROUND,
  GOLD_ROUND,
  openChallenges,
  play,
  progressOf,
  SILVER_ROUND,
} from './challenges.test-helpers';

describe(`skill challenges (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;
  const studentCallerOf = (overrides: Parameters<typeof createStudent>[1] = {}) =>
    studentCaller(t, { coachId: coach.id, ...overrides });

  beforeAll(async () => {
    ({ t, coach, otherCoach, admin } = await openChallenges());
  });
  afterAll(() => t.close());

  describe('Break Par', () => {
    it('starts with level 1 open and nothing played', async () => {
      const student = await studentCallerOf();
      expect(await progressOf(student)).toMatchObject({
        student_id: student.id,
        current_level: 1,
        highest_level_unlocked: 1,
        total_levels_completed: 0,
        total_attempts: 0,
        average_score: null,
        best_overall_performance: null,
        level_completions: { level1: { completed: false, completedAt: null, bestScore: null } },
      });
    });

    it('recomputes a forged total and pass, and keeps the round with its pars', async () => {
      const student = await studentCallerOf();
      const res = await play(student, 1, FAILED_ROUND, { totalScore: 12, passed: true });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.attempt).toMatchObject({
        level: 1,
        total_score: 24,
        target_score: 17,
        passed: false,
        medal: null,
        coach_verified: false,
        completed_at: '2026-11-22T10:00:00.000Z',
      });
      expect(body.attempt.hole_scores[0]).toEqual({
        hole_number: 1,
        score: 4,
        par: 3,
        notes: null,
        photo_url: null,
        video_url: null,
      });
      expect(body.badge).toBeNull();
      expect(body.badgeAwarded).toBe(false);
      expect(body.progress).toMatchObject({
        highest_level_unlocked: 1,
        total_attempts: 1,
        average_score: 24,
      });
      expect(await badgesOf(student)).toEqual([]);
    });

    it('refuses a locked level, then a gold on level 1 unlocks level 2 and gives the badge', async () => {
      const student = await studentCallerOf();
      const locked = await play(student, 2, GOLD_ROUND);
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({ message: 'Level 2 is locked: complete level 1 first' });

      const res = await play(student, 1, GOLD_ROUND);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.attempt).toMatchObject({ total_score: 15, passed: true, medal: 'gold' });
      expect(body.badgeAwarded).toBe(true);
      expect(body.badge).toMatchObject({
        challenge_id: '1',
        challenge_type: 'break_par',
        badge_name: 'White Star Achiever',
        badge_colour: 'white',
        tier: 'gold',
        earning_score: 15,
        earning_attempt_id: body.attempt.id,
      });
      expect(body.progress).toMatchObject({
        current_level: 2,
        highest_level_unlocked: 2,
        total_levels_completed: 1,
        best_overall_performance: -3,
        level_completions: { level1: { completed: true, bestScore: 15 }, level2: { completed: false } },
      });
      expect((await play(student, 3, GOLD_ROUND)).statusCode).toBe(409);
      expect((await play(student, 2, FAILED_ROUND)).statusCode).toBe(201);
    });

    it('gives silver at target−1 and bronze at the target; a better round upgrades, a worse never downgrades', async () => {
      const student = await studentCallerOf();
      expect((await play(student, 1, BRONZE_ROUND)).json().attempt.medal).toBe('bronze');
      expect((await badgesOf(student, '?type=break_par'))[0]?.tier).toBe('bronze');

      const silver = (await play(student, 1, SILVER_ROUND)).json();
      expect(silver.attempt.medal).toBe('silver');
      expect(silver.badgeAwarded).toBe(true);
      expect(silver.badge.tier).toBe('silver');

      await play(student, 1, GOLD_ROUND);
      const worse = (await play(student, 1, BRONZE_ROUND)).json();
      expect(worse.badgeAwarded).toBe(false);
      expect(worse.badge).toMatchObject({ tier: 'gold', earning_score: 15 });
      const held = await badgesOf(student);
      expect(held).toHaveLength(1);
      const progress = await progressOf(student);
      expect(progress.level_completions.level1.bestScore).toBe(15);
      expect(progress.total_attempts).toBe(4);
      expect(progress.average_score).toBe(16.3); // (17 + 16 + 15 + 17) / 4, to one decimal
    });

    it('caps unlocking at level 6 and plays level 6 on its own pars', async () => {
      const student = await studentCallerOf();
      for (const level of [1, 2, 3, 4]) expect((await play(student, level, GOLD_ROUND)).statusCode).toBe(201);
      expect((await play(student, 5, [3, 3, 3, 3, 3, 3])).json().attempt).toMatchObject({
        total_score: 18,
        target_score: 19,
        medal: 'silver',
      });
      const six = (await play(student, 6, [3, 3, 4, 4, 4, 3])).json();
      expect(six.attempt.hole_scores.map((h: { par: number }) => h.par)).toEqual([3, 3, 4, 4, 4, 4]);
      expect(six.attempt).toMatchObject({ total_score: 21, target_score: 21, medal: 'bronze' });
      expect(six.progress).toMatchObject({ highest_level_unlocked: 6, total_levels_completed: 6 });
    });

    it('refuses bad rounds with the field named and records nothing', async () => {
      const student = await studentCallerOf();
      const cases: [Record<string, unknown>, string][] = [
        [{ scores: [3, 3, 3, 3, 3] }, 'scores'],
        [{ scores: [3, 3, 3, 3, 3, 11] }, 'scores.5'],
        [{ scores: [0, 3, 3, 3, 3, 3] }, 'scores.0'],
        [{ scores: [3.5, 3, 3, 3, 3, 3] }, 'scores.0'],
        [{ scores: 'all threes' }, 'scores'],
        [{ level: 7 }, 'level'],
        [{ level: '1' }, 'level'],
        [{ handicap: 0 }, 'handicap'],
        [{ studentId: 'me' }, 'studentId'],
        [{ holes: [{ photoId: 'not-an-id' }] }, 'holes.0.photoId'],
      ];
      for (const [change, field] of cases) {
        const res = await student.call({
          method: 'POST',
          url: '/api/break-par-challenge/attempts',
          payload: { studentId: student.id, level: 1, scores: GOLD_ROUND, ...change },
        });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(Object.keys(res.json().fields ?? {}), JSON.stringify(change)).toContain(field);
      }
      expect((await progressOf(student)).total_attempts).toBe(0);
    });

    it('lets no one save or read another student’s rounds', async () => {
      const student = await studentCallerOf();
      const classmate = await studentCallerOf();
      const forOther = await student.call({
        method: 'POST',
        url: '/api/break-par-challenge/attempts',
        payload: { studentId: classmate.id, level: 1, scores: GOLD_ROUND },
      });
      // Another student is not confirmed to exist, wherever their id appears.
      expect(forOther.statusCode).toBe(404);
      expect((await progressOf(classmate)).total_attempts).toBe(0);

      await play(student, 1, GOLD_ROUND);
      const urls = [
        `/api/break-par-challenge/progress/${student.id}`,
        `/api/break-par-challenge/attempts/${student.id}`,
        `/api/badges/${student.id}`,
        `/api/putting/completions/${student.id}`,
        `/api/chipping/results/${student.id}`,
      ];
      for (const url of urls) {
        expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
        expect((await classmate.call({ method: 'GET', url })).statusCode, url).toBe(404);
        expect((await otherCoach.call({ method: 'GET', url })).statusCode, url).toBe(404);
        expect((await coach.call({ method: 'GET', url })).statusCode, url).toBe(200);
        expect((await admin.call({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      const staffPost = await coach.call({
        method: 'POST',
        url: '/api/break-par-challenge/attempts',
        payload: { studentId: student.id, level: 1, scores: GOLD_ROUND },
      });
      expect(staffPost.statusCode).toBe(401);
    });

    it('keeps one badge and true counts when rounds arrive at once', async () => {
      // On PostgreSQL these run in parallel transactions; the student's lock makes them take turns.
      const student = await studentCallerOf();
      const rounds = [
        BRONZE_ROUND,
        GOLD_ROUND,
        SILVER_ROUND,
        BRONZE_ROUND,
        GOLD_ROUND,
        SILVER_ROUND,
        FAILED_ROUND,
      ];
      const results = await Promise.all(rounds.map((scores) => play(student, 1, scores)));
      expect(results.map((r) => r.statusCode)).toEqual(rounds.map(() => 201));
      expect(results.filter((r) => r.json().badgeAwarded).length).toBeGreaterThanOrEqual(1);
      const held = await badgesOf(student);
      expect(held).toHaveLength(1);
      expect(held[0]?.tier).toBe('gold');
      const board = (await student.call({ method: 'GET', url: '/api/badges/leaderboard' })).json();
      expect(board.me).toMatchObject({ total: 1, gold: 1, silver: 0, bronze: 0 });
      expect((await progressOf(student)).total_attempts).toBe(rounds.length);
    });

    it('lists the latest rounds newest first, with the limit checked', async () => {
      const student = await studentCallerOf();
      for (const scores of [FAILED_ROUND, BRONZE_ROUND, GOLD_ROUND]) {
        await play(student, 1, scores);
        t.clock.advance(60_000);
      }
      const res = await student.call({
        method: 'GET',
        url: `/api/break-par-challenge/attempts/${student.id}?limit=2`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().attempts.map((a: { total_score: number }) => a.total_score)).toEqual([15, 17]);
      const bad = await student.call({
        method: 'GET',
        url: `/api/break-par-challenge/attempts/${student.id}?limit=0`,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('limit');
    });
  });
});
