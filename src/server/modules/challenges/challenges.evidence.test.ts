import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createStudent } from '../../db/seed/factories';
import { type Caller, studentCaller } from '../../test/callers';
import { filesUnder, multipartBody, PNG, VIDEO } from '../../test/multipart';
import { type TestContext, testDbKind } from '../../test/test-app';
import { FAILED_ROUND, GOLD_ROUND, openChallenges, play, upload } from './challenges.test-helpers';

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
});
