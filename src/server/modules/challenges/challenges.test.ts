import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type createStudent } from '../../db/seed/factories';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { filesUnder, multipartBody, PNG, VIDEO } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const GOLD_ROUND = [2, 3, 2, 3, 3, 2]; // 15: two under level 1's target of 17
const SILVER_ROUND = [3, 3, 3, 3, 3, 1]; // 16
const BRONZE_ROUND = [3, 3, 3, 3, 3, 2]; // 17
const FAILED_ROUND = [4, 4, 4, 4, 4, 4]; // 24

describe(`skill challenges (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  const staffCallerAs = (role: 'admin' | 'coach', firstName: string) => staffCaller(t, { role, firstName });
  const studentCallerOf = (overrides: Parameters<typeof createStudent>[1] = {}) =>
    studentCaller(t, { coachId: coach.id, ...overrides });

  const play = (who: Caller, level: number, scores: number[], extra: Record<string, unknown> = {}) =>
    who.call({
      method: 'POST',
      url: '/api/break-par-challenge/attempts',
      payload: { studentId: who.id, level, scores, notes: null, ...extra },
    });
  const progressOf = async (who: Caller, id = who.id) => {
    const res = await who.call({ method: 'GET', url: `/api/break-par-challenge/progress/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().progress;
  };
  const badgesOf = async (who: Caller, query = '') => {
    const res = await who.call({ method: 'GET', url: `/api/badges/${who.id}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().badges as { challenge_id: string; tier: string; challenge_type: string }[];
  };
  const upload = async (who: Caller, field: string, file: { bytes: Buffer; name: string; type: string }) =>
    who.call({
      method: 'POST',
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([[field, file]])),
    });

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await staffCallerAs('coach', 'Jamie');
    otherCoach = await staffCallerAs('coach', 'Robin');
    admin = await staffCallerAs('admin', 'Alex');
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

  describe('Break Par evidence', () => {
    it('stores a photo and a video, attaches them to holes, and serves them to the right people', async () => {
      const student = await studentCallerOf();
      const classmate = await studentCallerOf();
      const photo = await upload(student, 'photo', { bytes: PNG, name: 'green.png', type: 'image/png' });
      expect(photo.statusCode, photo.body).toBe(201);
      const video = await upload(student, 'video', { bytes: VIDEO, name: 'putt.mp4', type: 'video/mp4' });
      expect(video.statusCode, video.body).toBe(201);
      const photoId = photo.json().evidence.id;
      const videoId = video.json().evidence.id;
      expect(photo.json().evidence).toMatchObject({ kind: 'photo', mime: 'image/png', size: PNG.length });

      const res = await play(student, 1, GOLD_ROUND, {
        holes: [{ notes: 'Chipped in!', photoId }, {}, { videoId }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const holes = res.json().attempt.hole_scores;
      expect(holes[0]).toMatchObject({
        notes: 'Chipped in!',
        photo_url: `/api/break-par-challenge/evidence/${photoId}`,
      });
      expect(holes[2].video_url).toBe(`/api/break-par-challenge/evidence/${videoId}`);
      expect(res.json().attempt.video_evidence_url).toBe(`/api/break-par-challenge/evidence/${videoId}`);

      const url = `/api/break-par-challenge/evidence/${videoId}`;
      const own = await student.call({ method: 'GET', url });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('video/mp4');
      const part = await coach.call({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.length).toBe(100);
      const beyond = await coach.call({
        method: 'GET',
        url,
        headers: { range: `bytes=${VIDEO.length + 10}-` },
      });
      expect(beyond.statusCode).toBe(416);
      expect((await admin.call({ method: 'GET', url })).statusCode).toBe(200);
      expect((await classmate.call({ method: 'GET', url })).statusCode).toBe(404);
      expect((await otherCoach.call({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);

      // Evidence already saved with a round, or someone else's, cannot be attached again.
      const reuse = await play(student, 1, GOLD_ROUND, { holes: [{ photoId }] });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().fields).toHaveProperty(['holes.0.photoId']);
      const other = await upload(classmate, 'photo', { bytes: PNG, name: 'x.png', type: 'image/png' });
      const stolen = await play(student, 1, GOLD_ROUND, {
        holes: [{}, { photoId: other.json().evidence.id }],
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().fields).toHaveProperty(['holes.1.photoId']);
      // A photo sent as a video is refused.
      const mixed = await play(classmate, 1, GOLD_ROUND, { holes: [{ videoId: other.json().evidence.id }] });
      expect(mixed.statusCode).toBe(400);
    });

    it('shows coaches their students’ rounds with evidence, and lets them verify one', async () => {
      const student = await studentCallerOf();
      const photo = await upload(student, 'photo', { bytes: PNG, name: 'card.png', type: 'image/png' });
      const round = (
        await play(student, 1, GOLD_ROUND, { holes: [{ photoId: photo.json().evidence.id }] })
      ).json().attempt;
      await play(student, 1, FAILED_ROUND);
      const list = await coach.call({
        method: 'GET',
        url: `/api/coaches/${coach.id}/break-par-attempts?evidence=true`,
      });
      expect(list.statusCode, list.body).toBe(200);
      const mine = list
        .json()
        .attempts.filter((a: { student: { id: string } }) => a.student.id === student.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ id: round.id, has_evidence: true, coach_verified: false });
      expect(mine[0].hole_scores[0].photo_url).toMatch(/^\/api\/break-par-challenge\/evidence\//);
      expect(
        (await otherCoach.call({ method: 'GET', url: `/api/coaches/${coach.id}/break-par-attempts` }))
          .statusCode,
      ).toBe(403);
      const verify = (by: Caller, verified: unknown) =>
        by.call({
          method: 'PATCH',
          url: `/api/break-par-challenge/attempts/${round.id}/verify`,
          payload: { verified },
        });
      expect((await verify(otherCoach, true)).statusCode).toBe(404);
      expect((await verify(student, true)).statusCode).toBe(401);
      expect((await verify(coach, 'yes')).statusCode).toBe(400);
      const ok = await verify(coach, true);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().attempt.coach_verified).toBe(true);
      const seen = await student.call({
        method: 'GET',
        url: `/api/break-par-challenge/attempts/${student.id}`,
      });
      expect(seen.json().attempts.find((a: { id: string }) => a.id === round.id).coach_verified).toBe(true);
    });

    it('refuses a file of the wrong kind, or none, and leaves nothing behind', async () => {
      const student = await studentCallerOf();
      const uploads = () => filesUnder(path.join(t.dataDir, 'uploads', 'break-par-evidence'));
      const before = await uploads();
      const pngAsVideo = await upload(student, 'video', { bytes: PNG, name: 'swing.mp4', type: 'video/mp4' });
      expect(pngAsVideo.statusCode).toBe(400);
      expect(pngAsVideo.json().fields).toEqual({ video: 'File type not allowed' });
      const textAsPhoto = await upload(student, 'photo', {
        bytes: Buffer.from('not a picture at all'),
        name: 'a.png',
        type: 'image/png',
      });
      expect(textAsPhoto.statusCode).toBe(400);
      const tooBig = await upload(student, 'photo', {
        bytes: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
        name: 'big.png',
        type: 'image/png',
      });
      expect(tooBig.statusCode).toBe(413);
      const unknown = await upload(student, 'document', { bytes: PNG, name: 'x.png', type: 'image/png' });
      expect(unknown.statusCode).toBe(400);
      const none = await student.call({
        method: 'POST',
        url: '/api/break-par-challenge/evidence',
        ...(await multipartBody([['note', 'no file']])),
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toHaveProperty('file');
      const two = await student.call({
        method: 'POST',
        url: '/api/break-par-challenge/evidence',
        ...(await multipartBody([
          ['photo', { bytes: PNG, name: 'a.png', type: 'image/png' }],
          ['video', { bytes: VIDEO, name: 'b.mp4', type: 'video/mp4' }],
        ])),
      });
      expect(two.statusCode).toBe(400);
      expect(await uploads()).toEqual(before);
      const staffUpload = await upload(coach, 'photo', { bytes: PNG, name: 'a.png', type: 'image/png' });
      expect(staffUpload.statusCode).toBe(401);
    });
  });

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
