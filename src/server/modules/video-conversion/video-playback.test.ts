import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPlaybackSchema } from '@/core/contracts/video-playback';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { multipartBody } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { videoClips } from '../../test/video-clips';
import { GOLD_ROUND, play } from '../challenges/challenges.test-helpers';
import { details, multipart, stringFields } from '../learning/learning.test-helpers';
import { fieldsFor, send, setUp } from '../messages/messages.test-helpers';

describe(`how a presented video plays (${testDbKind})`, () => {
  let t: TestContext;
  let clips: Awaited<ReturnType<typeof videoClips>>;
  let admin: Caller;
  let student: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    clips = await videoClips();
    admin = await staffCaller(t, { role: 'admin', firstName: 'Alex' });
    student = await studentCaller(t);
  });
  afterAll(async () => {
    await t.close();
    await clips.dispose();
  });

  it('presents a lesson video as waiting, then as converted with its rate, phone version, poster and storyboard', async () => {
    const bytes = await readFile(await clips.hevcMov(30, 2));
    const upload = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart(stringFields(details()), { name: 'lesson.mov', bytes })),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const id = upload.json().video.id as string;
    const stream = `/api/learning/videos/${id}/stream`;

    const before = (await student.call({ method: 'GET', url: `/api/learning/videos/${id}` })).json().video;
    expect(videoPlaybackSchema.parse(before.playback)).toEqual({
      status: 'queued',
      url: stream,
      phoneUrl: null,
      posterUrl: null,
      fps: null,
      frameCount: null,
      durationSeconds: null,
      width: null,
      height: null,
      storyboard: null,
    });

    await t.app.videoConverter.drain();
    const listed = (await student.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    const after = listed.find((v: { id: string }) => v.id === id);
    expect(after.streamUrl).toBe(stream);
    expect(videoPlaybackSchema.parse(after.playback)).toEqual({
      status: 'ready',
      url: stream,
      phoneUrl: `${stream}?variant=phone`,
      posterUrl: `${stream}?variant=poster`,
      fps: 30,
      frameCount: 60,
      durationSeconds: 2,
      width: 320,
      height: 240,
      storyboard: {
        url: `${stream}?variant=storyboard`,
        columns: 10,
        rows: 1,
        count: 2,
        width: 160,
        height: 120,
        intervalSeconds: 1,
      },
    });
    const sheet = await student.call({ method: 'GET', url: after.playback.storyboard.url });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('image/jpeg');
    const video = await student.call({ method: 'GET', url: stream });
    expect(video.headers['content-type']).toBe('video/mp4');
  });

  it('presents a Break Par hole video with how it plays, once the round is saved with it', async () => {
    const bytes = await readFile(await clips.mp4(60, 1));
    const upload = await student.call({
      method: 'POST',
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([['video', { bytes, name: 'putt.mp4', type: 'video/mp4' }]])),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const videoId = upload.json().evidence.id as string;
    const round = await play(student, 1, GOLD_ROUND, { holes: [{}, {}, { videoId }] });
    expect(round.statusCode, round.body).toBe(201);
    const url = `/api/break-par-challenge/evidence/${videoId}`;
    expect(round.json().attempt.hole_scores[2].video_playback).toMatchObject({ status: 'queued', url });

    await t.app.videoConverter.drain();
    const attempts = await student.call({
      method: 'GET',
      url: `/api/break-par-challenge/attempts/${student.id}`,
    });
    expect(attempts.statusCode, attempts.body).toBe(200);
    const holes = attempts.json().attempts[0].hole_scores;
    expect(holes[0].video_playback).toBeUndefined();
    expect(holes[2].video_playback).toMatchObject({
      status: 'ready',
      url,
      fps: 60,
      frameCount: 60,
      posterUrl: `${url}?variant=poster`,
    });
  });

  it("presents a message's video with how it plays, to the student and in the coach's inbox", async () => {
    const w = await setUp(t);
    const bytes = await readFile(await clips.mp4(30, 1));
    const sent = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { subject: 'My swing' }), {
      video: { bytes, name: 'swing.mp4', type: 'video/mp4' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const url = sent.json().message.video_url as string;
    await t.app.videoConverter.drain();

    const mine = await w.asAdult({ method: 'GET', url: `/api/students/${w.adult.id}/messages` });
    expect(mine.statusCode, mine.body).toBe(200);
    const message = mine.json().messages.find((m: { subject: string }) => m.subject === 'My swing');
    expect(message.video_playback).toMatchObject({ status: 'ready', url, fps: 30, frameCount: 30 });
    expect(message.coach_video_playback).toBeUndefined();

    const inbox = await w.asCoach({ method: 'GET', url: `/api/coaches/${w.coach.id}/messages` });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const line = inbox.json().messages.find((m: { subject: string }) => m.subject === 'My swing');
    expect(line.videoPlayback).toMatchObject({ status: 'ready', url, phoneUrl: `${url}?variant=phone` });
  });
});
