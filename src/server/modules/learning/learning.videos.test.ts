import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseYoutubeId } from '@/core/contracts/learning';
import { type TestContext, testDbKind } from '../../test/test-app';
import {
  type Caller,
  details,
  learningVideoFiles,
  MP4,
  multipart,
  openLearning,
  stringFields,
} from './learning.test-helpers';

// Adding YouTube videos, and what each tier of student sees and may do with them.
describe(`learning videos (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let free: Caller;
  let freeFriend: Caller;
  let performance: Caller;
  let freeVideoId: string;
  let performanceVideoId: string;

  const filesOnDisk = () => learningVideoFiles(t);

  beforeAll(async () => {
    ({ t, admin, coach, free, freeFriend, performance } = await openLearning());
  });
  afterAll(() => t.close());

  it('reads the video id from any form of YouTube link', () => {
    const id = 'dQw4w9WgXcQ';
    for (const link of [
      id,
      `https://www.youtube.com/watch?v=${id}&t=42s`,
      `youtube.com/watch?feature=share&v=${id}`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}?si=abc`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube.com/live/${id}`,
    ]) {
      expect(parseYoutubeId(link), link).toBe(id);
    }
    for (const bad of [
      'https://vimeo.com/123456',
      'https://www.youtube.com/watch?v=short',
      'not a link',
      '',
    ]) {
      expect(parseYoutubeId(bad), bad).toBeNull();
    }
  });

  it('lets an admin add YouTube videos, naming a bad link or field', async () => {
    const created = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos',
      payload: { ...details({ title: 'Free Basics' }), youtubeUrl: 'https://youtu.be/aaaaaaaaaaa' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().video).toMatchObject({
      title: 'Free Basics',
      youtubeId: 'aaaaaaaaaaa',
      source: 'youtube',
      active: true,
      isDemo: false,
      rating: 4.8,
    });
    freeVideoId = created.json().video.id;

    const locked = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos',
      payload: {
        ...details({
          title: 'Tour Prep',
          requiredTier: 'performance',
          rating: undefined,
          publishedDate: undefined,
        }),
        youtubeUrl: 'https://www.youtube.com/watch?v=bbbbbbbbbbb',
      },
    });
    expect(locked.statusCode).toBe(201);
    expect(locked.json().video).toMatchObject({ rating: null, publishedDate: '2026-11-22' });
    performanceVideoId = locked.json().video.id;

    const badLink = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos',
      payload: { ...details(), youtubeUrl: 'https://vimeo.com/1' },
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().fields).toEqual({ youtubeUrl: 'Paste a YouTube video link' });

    const badFields = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos',
      payload: { ...details({ durationMinutes: 0, role: 'admin' }), youtubeUrl: 'aaaaaaaaaaa' },
    });
    expect(badFields.statusCode).toBe(400);
    expect(badFields.json().fields).toMatchObject({
      durationMinutes: expect.any(String),
      role: 'Unknown field',
    });
  });

  it('needs a student session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/learning/videos' })).statusCode).toBe(401);
    const staffToken = await admin.call({ method: 'GET', url: '/api/learning/videos' });
    expect(staffToken.statusCode).toBe(401);
  });

  it('lists videos with the server’s tier decision, hiding what a locked video plays', async () => {
    const res = await free.call({ method: 'GET', url: '/api/learning/videos' });
    expect(res.statusCode).toBe(200);
    const videos = res.json().videos as Array<Record<string, unknown>>;
    const open = videos.find((v) => v.id === freeVideoId)!;
    const locked = videos.find((v) => v.id === performanceVideoId)!;
    expect(open).toMatchObject({ locked: false, youtubeId: 'aaaaaaaaaaa', progress: 0, isCompleted: false });
    expect(locked).toMatchObject({
      locked: true,
      youtubeId: null,
      streamUrl: null,
      thumbnailUrl: null,
    });
    expect(res.body).not.toContain('bbbbbbbbbbb');
    const mine = (await performance.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(mine.find((v: { id: string }) => v.id === performanceVideoId)).toMatchObject({
      locked: false,
      youtubeId: 'bbbbbbbbbbb',
    });
  });

  it('refuses a video below the student’s tier and serves it at or above', async () => {
    const refused = await free.call({ method: 'GET', url: `/api/learning/videos/${performanceVideoId}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Upgrade Required/);
    const progress = await free.call({
      method: 'PUT',
      url: `/api/learning/videos/${performanceVideoId}/progress`,
      payload: { progress: 10 },
    });
    expect(progress.statusCode).toBe(403);
    const served = await performance.call({
      method: 'GET',
      url: `/api/learning/videos/${performanceVideoId}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.json().video.youtubeId).toBe('bbbbbbbbbbb');
    const missing = await free.call({
      method: 'GET',
      url: '/api/learning/videos/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await free.call({ method: 'GET', url: '/api/learning/videos/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('stores progress per student: forward only, complete at 100, invisible to anyone else', async () => {
    const url = `/api/learning/videos/${freeVideoId}/progress`;
    const first = await free.call({ method: 'PUT', url, payload: { progress: 40 } });
    expect(first.statusCode).toBe(200);
    expect(first.json().video).toMatchObject({ progress: 40, isCompleted: false });
    const back = await free.call({ method: 'PUT', url, payload: { progress: 20 } });
    expect(back.json().video.progress).toBe(40);

    for (const payload of [{ progress: 101 }, { progress: 2.5 }, { progress: '50' }]) {
      const res = await free.call({ method: 'PUT', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toHaveProperty('progress');
    }
    const smuggled = await free.call({
      method: 'PUT',
      url,
      payload: { progress: 50, studentId: freeFriend.id },
    });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().fields).toEqual({ studentId: 'Unknown field' });

    const friend = (await freeFriend.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(friend.find((v: { id: string }) => v.id === freeVideoId)).toMatchObject({
      progress: 0,
      isCompleted: false,
    });

    const done = await free.call({ method: 'POST', url: `/api/learning/videos/${freeVideoId}/complete` });
    expect(done.statusCode).toBe(200);
    expect(done.json().video).toMatchObject({ progress: 100, isCompleted: true });
    const after = await free.call({ method: 'PUT', url, payload: { progress: 10 } });
    expect(after.json().video).toMatchObject({ progress: 100, isCompleted: true });
    const list = (await free.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(list.find((v: { id: string }) => v.id === freeVideoId)).toMatchObject({ isCompleted: true });
  });

  it('lets coaches read but only admins change videos; students never reach staff routes', async () => {
    const list = await coach.call({ method: 'GET', url: '/api/staff/learning/videos' });
    expect(list.statusCode).toBe(200);
    const before = await filesOnDisk();
    const attempts: InjectOptions[] = [
      {
        method: 'POST',
        url: '/api/staff/learning/videos',
        payload: { ...details(), youtubeUrl: 'ccccccccccc' },
      },
      { method: 'PATCH', url: `/api/staff/learning/videos/${freeVideoId}`, payload: { active: false } },
      { method: 'PUT', url: '/api/staff/learning/videos/order', payload: { ids: [freeVideoId] } },
      {
        method: 'POST',
        url: '/api/staff/learning/videos/upload',
        ...(await multipart(stringFields(details()), { name: 'x.mp4', bytes: MP4 })),
      },
    ];
    for (const attempt of attempts) {
      const res = await coach.call(attempt);
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
    expect(await filesOnDisk()).toEqual(before);
    expect((await free.call({ method: 'GET', url: '/api/staff/learning/videos' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/staff/learning/videos' })).statusCode).toBe(401);
  });
});
