import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { createStudent } from '../db/seed/factories';
import { type Caller, staffCaller } from '../test/callers';
import { filesUnder, MP4_HEAD, multipartBody, PNG, VIDEO } from '../test/multipart';
import { startS3Store } from '../test/s3-store';
import { createTestContext, type TestContext, testDbKind } from '../test/test-app';
import type { FileStorage } from './file-storage';
import { s3FileStorage } from './s3-file-storage';
import { storeUpload, UPLOAD_RULES } from './uploads';

const MiB = 1024 * 1024;

/** A source that sends some bytes and then fails, as a dropped connection does. */
function failingAfter(bytes: Buffer, chunk = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes.length) {
        this.destroy(new Error('connection reset'));
        return;
      }
      this.push(bytes.subarray(sent, sent + chunk));
      sent += chunk;
    },
  });
}

describe('S3 file storage', () => {
  let store: Awaited<ReturnType<typeof startS3Store>>;
  let storage: FileStorage;
  beforeAll(async () => {
    store = await startS3Store();
    storage = s3FileStorage(store.options);
  });
  afterAll(async () => {
    storage.close?.();
    await store.close();
  });

  it('stores a file under a server-made key and reads it whole, by range and by size', async () => {
    const bytes = randomBytes(50_000);
    const saved = await storage.put(Readable.from([bytes.subarray(0, 20_000), bytes.subarray(20_000)]), {
      folder: 'coach-videos',
      extension: 'mp4',
    });
    expect(saved.key).toMatch(/^coach-videos\/[0-9a-f-]{36}\.mp4$/);
    expect(saved.size).toBe(bytes.length);
    expect(await store.keys()).toContain(saved.key);

    expect(await buffer(storage.read(saved.key))).toEqual(bytes);
    expect(await buffer(storage.read(saved.key, { start: 100, end: 199 }))).toEqual(bytes.subarray(100, 200));
    expect(await storage.size(saved.key)).toBe(bytes.length);

    await storage.remove(saved.key);
    expect(await storage.size(saved.key)).toBeNull();
    expect(await store.keys()).not.toContain(saved.key);
  });

  it('streams a file larger than one part in several parts', async () => {
    const bytes = randomBytes(6 * MiB + 123);
    const chunks = Array.from({ length: Math.ceil(bytes.length / (256 * 1024)) }, (_, i) =>
      bytes.subarray(i * 256 * 1024, (i + 1) * 256 * 1024),
    );
    const saved = await storage.put(Readable.from(chunks), { folder: 'coach-videos', extension: 'mp4' });
    expect(saved.size).toBe(bytes.length);
    expect(await storage.size(saved.key)).toBe(bytes.length);
    const tail = await buffer(storage.read(saved.key, { start: 6 * MiB, end: bytes.length - 1 }));
    expect(tail).toEqual(bytes.subarray(6 * MiB));
    await storage.remove(saved.key);
  });

  it('answers a missing file as no size, removes it quietly, and fails a read of it', async () => {
    const missing = 'coach-videos/00000000-0000-4000-8000-000000000000.mp4';
    expect(await storage.size(missing)).toBeNull();
    await expect(storage.remove(missing)).resolves.toBeUndefined();
    await expect(buffer(storage.read(missing))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('lists the files it made, with when each was written, for the daily clean-up', async () => {
    const saved = await storage.put(Readable.from([Buffer.from('listed')]), {
      folder: 'listing',
      extension: 'txt',
    });
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const item of storage.list()) listed.push(item);
    const mine = listed.find((item) => item.key === saved.key);
    expect(mine?.modifiedAt).toBeInstanceOf(Date);
    await storage.remove(saved.key);
    const after: string[] = [];
    for await (const item of storage.list()) after.push(item.key);
    expect(after).not.toContain(saved.key);
  });

  it('refuses keys it did not make', async () => {
    expect(() => storage.read('../secrets.txt')).toThrow('Invalid storage key');
    await expect(storage.remove('coach-videos/../../x.mp4')).rejects.toThrow('Invalid storage key');
    expect(await storage.size('not a key')).toBeNull();
  });

  it('leaves nothing behind when the source fails, with the source’s own error', async () => {
    const before = await store.keys();
    await expect(
      storage.put(failingAfter(randomBytes(300_000)), { folder: 'evidence', extension: 'jpg' }),
    ).rejects.toThrow('connection reset');
    // Past the first part, so a multipart upload had begun.
    await expect(
      storage.put(failingAfter(randomBytes(6 * MiB), 512 * 1024), { folder: 'evidence', extension: 'mp4' }),
    ).rejects.toThrow('connection reset');
    expect(await store.keys()).toEqual(before);
  });

  it('keeps the upload rules: a file over the limit is refused with 413 and nothing is kept', async () => {
    const before = await store.keys();
    const rule = {
      ...UPLOAD_RULES.video,
      maxBytes: 1 * MiB,
      field: 'video',
      folder: 'coach-videos',
      label: 'The video',
    };
    const err = await storeUpload(
      storage,
      {
        stream: Readable.from([MP4_HEAD, ...Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024))]),
        filename: 'big.mp4',
      },
      rule,
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 413, fields: { video: 'File too large' } });
    expect(await store.keys()).toEqual(before);
  });
});

describe(`a coaching video kept in S3 (${testDbKind})`, () => {
  let store: Awaited<ReturnType<typeof startS3Store>>;
  let t: TestContext;
  let coach: Caller;
  let studentId: string;
  beforeAll(async () => {
    store = await startS3Store();
    // Configured as in production, so the app builds and closes its own S3 storage.
    t = await createTestContext(store.env);
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie' });
    studentId = (await createStudent(t.database.db, { coachId: coach.id })).id;
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  it('lands in the bucket and plays back whole, by range, and refuses a range past the end', async () => {
    const assigned = await coach.call({
      method: 'POST',
      url: '/api/module-assignments',
      payload: { moduleId: 7, studentIds: [studentId], coachId: coach.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const module = assigned.json().assignments[0];
    const exerciseId = curriculumLesson(7)!.exercises[0]!.id;
    const url = `/api/module-assignments/${module.id}/exercises/${exerciseId}/with-video`;

    const wrong = await coach.call({
      method: 'PUT',
      url,
      ...(await multipartBody([
        ['completed', 'true'],
        ['video', { bytes: PNG, name: 'swing.mp4', type: 'video/mp4' }],
      ])),
    });
    expect(wrong.statusCode).toBe(400);
    expect(await store.keys()).toEqual([]);

    const ok = await coach.call({
      method: 'PUT',
      url,
      ...(await multipartBody([
        ['completed', 'true'],
        ['video', { bytes: VIDEO, name: 'lead-wrist.mp4', type: 'video/mp4' }],
      ])),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().progress).toMatchObject({ video_filename: 'lead-wrist.mp4', video_size: VIDEO.length });
    const keys = await store.keys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^exercise-videos\/[0-9a-f-]{36}\.mp4$/);
    expect(await filesUnder(path.join(t.dataDir, 'uploads'))).toEqual([]);

    const video = ok.json().progress.video_url as string;
    const whole = await coach.call({ method: 'GET', url: video });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload).toEqual(VIDEO);
    const part = await coach.call({ method: 'GET', url: video, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${VIDEO.length}`);
    expect(part.rawPayload).toEqual(VIDEO.subarray(10, 20));
    const beyond = await coach.call({ method: 'GET', url: video, headers: { range: 'bytes=99999-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });
});
