import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPlaybackSchema } from '@/core/contracts/video-playback';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { videoClips } from '../../test/video-clips';
import { details, multipart, stringFields } from '../learning/learning.test-helpers';

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
});
