import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseYoutubeId } from '@/core/contracts/learning';
import type { MembershipTier } from '@/core/rules/membership-tiers';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

// The real limit is 500 MB; a small one lets the test cross it without writing half a gigabyte.
vi.mock('../../storage/uploads', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../storage/uploads')>();
  return {
    ...original,
    UPLOAD_RULES: {
      ...original.UPLOAD_RULES,
      video: { ...original.UPLOAD_RULES.video, maxBytes: original.MiB },
    },
  };
});

// An MP4 'ftyp' box is enough for the byte sniffer; the rest is padding.
const MP4 = Buffer.concat([
  Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex'),
  Buffer.alloc(4096, 7),
]);

interface Caller {
  id: string;
  call(options: InjectOptions): ReturnType<TestContext['request']>;
}

async function signIn(t: TestContext, url: string, email: string, id: string): Promise<Caller> {
  const res = await t.request({ method: 'POST', url, payload: { email, password: FACTORY_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const authorization = `Bearer ${res.json().token}`;
  return { id, call: (o) => t.request({ ...o, headers: { authorization, ...(o.headers ?? {}) } }) };
}

const details = (overrides: Record<string, unknown> = {}) => ({
  title: 'Driver Distance',
  description: 'Speed training for longer drives.',
  category: 'performance',
  difficulty: 'advanced',
  durationMinutes: 14,
  requiredTier: 'free',
  instructor: 'James Whitfield',
  lessons: 3,
  rating: 4.8,
  publishedDate: '2026-09-01',
  ...overrides,
});

/** A multipart body as a browser's FormData would send it. */
async function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; field?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field ?? 'video', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const stringFields = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

describe(`learning videos (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let free: Caller;
  let freeFriend: Caller;
  let performance: Caller;
  let freeVideoId: string;
  let performanceVideoId: string;
  let uploadedId: string;

  const filesOnDisk = async () => {
    try {
      return await readdir(path.join(t.dataDir, 'uploads', 'learning-videos'));
    } catch {
      return [];
    }
  };

  async function student(tier: MembershipTier) {
    const row = await createStudent(t.database.db, { membershipTier: tier });
    return signIn(t, '/api/portal/login', row.email, row.id);
  }

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    const adminRow = await createStaff(t.database.db, { role: 'admin' });
    const coachRow = await createStaff(t.database.db, { role: 'coach' });
    admin = await signIn(t, '/api/staff-portal/login', adminRow.email, adminRow.id);
    coach = await signIn(t, '/api/staff-portal/login', coachRow.email, coachRow.id);
    free = await student('free');
    freeFriend = await student('free');
    performance = await student('performance');
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

  it('lets an admin upload a video file, streamed with Range to students whose tier allows it', async () => {
    const body = await multipart(
      stringFields(details({ title: 'Uploaded Lesson', requiredTier: 'performance' })),
      {
        name: 'lesson.mp4',
        bytes: MP4,
      },
    );
    const res = await admin.call({ method: 'POST', url: '/api/staff/learning/videos/upload', ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().video).toMatchObject({
      source: 'upload',
      youtubeId: null,
      file: { mime: 'video/mp4', size: MP4.length, filename: 'lesson.mp4' },
    });
    uploadedId = res.json().video.id;
    expect(await filesOnDisk()).toHaveLength(1);

    const listed = (await performance.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(listed.find((v: { id: string }) => v.id === uploadedId)).toMatchObject({
      streamUrl: `/api/learning/videos/${uploadedId}/stream`,
    });
    const stream = `/api/learning/videos/${uploadedId}/stream`;
    expect((await free.call({ method: 'GET', url: stream })).statusCode).toBe(403);
    const lockedList = (await free.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(lockedList.find((v: { id: string }) => v.id === uploadedId)).toMatchObject({ streamUrl: null });

    const partial = await performance.call({ method: 'GET', url: stream, headers: { range: 'bytes=0-9' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-9/${MP4.length}`);
    expect(partial.headers['content-type']).toBe('video/mp4');
    expect(partial.headers['x-content-type-options']).toBe('nosniff');
    expect(partial.rawPayload).toEqual(MP4.subarray(0, 10));
    const whole = await performance.call({ method: 'GET', url: stream });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(MP4.length);
    const outside = await performance.call({
      method: 'GET',
      url: stream,
      headers: { range: `bytes=${MP4.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    // A YouTube video has nothing to stream.
    expect(
      (await free.call({ method: 'GET', url: `/api/learning/videos/${freeVideoId}/stream` })).statusCode,
    ).toBe(404);
    const preview = await coach.call({
      method: 'GET',
      url: `/api/staff/learning/videos/${uploadedId}/stream`,
    });
    expect(preview.statusCode).toBe(200);
  });

  it('refuses a wrong type, an oversized file or bad details, leaving nothing on disk', async () => {
    const before = await filesOnDisk();
    const fields = stringFields(details());

    const wrongType = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart(fields, {
        name: 'lesson.mp4',
        bytes: Buffer.from('<html>not a video</html>'.repeat(400)),
      })),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toEqual({ video: 'File type not allowed' });

    const oversized = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart(fields, {
        name: 'big.mp4',
        bytes: Buffer.concat([MP4, Buffer.alloc(1024 * 1024)]),
      })),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().fields).toEqual({ video: 'File too large' });

    const { title: _title, ...untitled } = fields;
    const badDetails = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart({ ...untitled, rating: 'high' }, { name: 'lesson.mp4', bytes: MP4 })),
    });
    expect(badDetails.statusCode).toBe(400);
    expect(badDetails.json().fields).toMatchObject({
      title: 'Title is required',
      rating: expect.any(String),
    });

    const noFile = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart(fields)),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual({ video: 'A video file is required' });

    expect(await filesOnDisk()).toEqual(before);
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

  it('lets an admin edit, retire, restore and reorder videos', async () => {
    const edited = await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${freeVideoId}`,
      payload: { title: 'Free Basics, Revised', youtubeUrl: 'https://youtu.be/ddddddddddd' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().video).toMatchObject({ title: 'Free Basics, Revised', youtubeId: 'ddddddddddd' });
    const uploadLink = await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${uploadedId}`,
      payload: { youtubeUrl: 'ddddddddddd' },
    });
    expect(uploadLink.statusCode).toBe(400);
    expect(uploadLink.json().fields).toHaveProperty('youtubeUrl');
    const empty = await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${freeVideoId}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);

    const retired = await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${freeVideoId}`,
      payload: { active: false },
    });
    expect(retired.json().video.active).toBe(false);
    const studentList = (await free.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(studentList.map((v: { id: string }) => v.id)).not.toContain(freeVideoId);
    expect((await free.call({ method: 'GET', url: `/api/learning/videos/${freeVideoId}` })).statusCode).toBe(
      404,
    );
    const adminIds = (await admin.call({ method: 'GET', url: '/api/staff/learning/videos' })).json().videos;
    expect(adminIds.find((v: { id: string }) => v.id === freeVideoId)).toMatchObject({ active: false });
    const coachIds = (await coach.call({ method: 'GET', url: '/api/staff/learning/videos' })).json().videos;
    expect(coachIds.map((v: { id: string }) => v.id)).not.toContain(freeVideoId);
    await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${freeVideoId}`,
      payload: { active: true },
    });

    const ids = adminIds.map((v: { id: string }) => v.id).reverse();
    const reordered = await admin.call({
      method: 'PUT',
      url: '/api/staff/learning/videos/order',
      payload: { ids },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().videos.map((v: { id: string }) => v.id)).toEqual(ids);
    const seen = (await performance.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(seen.map((v: { id: string }) => v.id)).toEqual(ids);

    const partial = await admin.call({
      method: 'PUT',
      url: '/api/staff/learning/videos/order',
      payload: { ids: ids.slice(1) },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toHaveProperty('ids');
  });
});
