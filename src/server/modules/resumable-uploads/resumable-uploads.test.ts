import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableUploads } from '../../db/schema/index';
import { createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { filesUnder, PNG } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { childWithoutLogin, guardianOf } from '../consents/consents.test-helpers';
import { unzip } from '../data-rights/data-rights.test-helpers';
import { sendChunk, startUpload, uploadWhole, videoBytes } from './resumable-uploads.test-helpers';

const CHUNK = 8192;
const KiB = 1024;

describe(`resumable uploads (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;

  beforeAll(async () => {
    // A 1 MB upload space and small chunks keep the files small and the chunks many.
    t = await createTestContext({
      STUDENT_STORAGE_QUOTA_MB: '1',
      STUDENT_VIDEO_MAX_MB: '1',
      UPLOAD_CHUNK_BYTES: String(CHUNK),
      RATE_LIMIT_FACTOR: '100',
    });
    coach = await staffCaller(t, { role: 'coach' });
  });
  afterAll(() => t.close());

  const adult = async () =>
    signIn(
      t,
      'student',
      await createStudent(t.database.db, { coachId: coach.id, dateOfBirth: '1990-01-01' }),
    );
  const stored = () => filesUnder(path.join(t.dataDir, 'uploads'));
  const row = async (id: string) =>
    (await t.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, id)))[0];

  it('takes a file in chunks and joins them into one stored file with the bytes in order', async () => {
    const me = await adult();
    const file = videoBytes(3 * CHUNK + 100);
    const started = await startUpload(me, file.length);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({
      offset: 0,
      size: file.length,
      chunkBytes: CHUNK,
      complete: false,
    });
    const id = started.json().id as string;
    for (let offset = 0; offset < file.length; offset += CHUNK) {
      const res = await sendChunk(me, id, offset, file.subarray(offset, offset + CHUNK));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['upload-offset']).toBe(String(Math.min(offset + CHUNK, file.length)));
    }
    const state = await me.call({ method: 'GET', url: `/api/uploads/${id}` });
    expect(state.json()).toMatchObject({ offset: file.length, complete: true });
    const head = await me.call({ method: 'HEAD', url: `/api/uploads/${id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(file.length));
    const done = await row(id);
    expect(done?.partKeys).toEqual([]);
    expect(done?.mime).toBe('video/mp4');
    const joined = t.app.storage.read(done!.completedKey!);
    const chunks: Buffer[] = [];
    for await (const c of joined) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
    // Only the joined file is left: the parts went.
    expect((await stored()).filter((f) => f.startsWith('upload-parts/'))).toEqual([]);
  });

  it('answers a chunk for the wrong offset with 409 and the offset it has', async () => {
    const me = await adult();
    const file = videoBytes(2 * CHUNK);
    const id = (await startUpload(me, file.length)).json().id as string;
    expect((await sendChunk(me, id, 0, file.subarray(0, CHUNK))).statusCode).toBe(200);
    const wrong = await sendChunk(me, id, 0, file.subarray(0, CHUNK));
    expect(wrong.statusCode, wrong.body).toBe(409);
    expect(wrong.headers['upload-offset']).toBe(String(CHUNK));
    expect(wrong.json().fields).toEqual({ offset: String(CHUNK) });
    expect((await row(id))?.receivedBytes).toBe(CHUNK);
  });

  it('refuses a chunk larger than the chunk size, and a first chunk that is not a video (400 naming file)', async () => {
    const me = await adult();
    const id = (await startUpload(me, 3 * CHUNK)).json().id as string;
    const big = await sendChunk(me, id, 0, videoBytes(CHUNK + 1));
    expect(big.statusCode, big.body).toBe(413);
    const png = Buffer.concat([PNG, Buffer.alloc(CHUNK - PNG.length, 0)]);
    const refused = await sendChunk(me, id, 0, png);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual({ file: 'File type not allowed' });
    expect((await row(id))?.receivedBytes).toBe(0);
    expect((await stored()).filter((f) => f.startsWith('upload-parts/') && f.includes(id))).toEqual([]);
  });

  it('resumes after a connection cut mid-chunk: the offset stays where the last whole chunk ended', async () => {
    const me = await adult();
    const file = videoBytes(2 * CHUNK);
    const id = (await startUpload(me, file.length)).json().id as string;
    expect((await sendChunk(me, id, 0, file.subarray(0, CHUNK))).statusCode).toBe(200);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const token = (await signInToken(me)) as string;
    // Half of the second chunk is sent, then the socket is torn down.
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: `/api/uploads/${id}`,
        headers: {
          authorization: token,
          origin: new URL(t.config.appUrl).origin,
          'content-type': 'application/offset+octet-stream',
          'content-length': String(CHUNK),
          'upload-offset': String(CHUNK),
        },
      });
      req.on('error', () => resolve());
      req.write(file.subarray(CHUNK, CHUNK + CHUNK / 2), () => setTimeout(() => req.destroy(), 100));
      req.on('close', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 200));
    const head = await me.call({ method: 'HEAD', url: `/api/uploads/${id}` });
    expect(head.headers['upload-offset']).toBe(String(CHUNK));
    const rest = await sendChunk(me, id, CHUNK, file.subarray(CHUNK));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ offset: file.length, complete: true });
  });

  it('refuses a declared size over the space left (413 naming size), and counts the chunks received', async () => {
    const me = await adult();
    const over = await startUpload(me, 1024 * KiB + 1);
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json().fields).toEqual({ size: 'File too large' });
    // 600 KiB started and half received: the space left is 1 MiB less what arrived, and a second upload of
    // 600 KiB still fits the declared check only while the first has not sent more.
    const id = (await startUpload(me, 600 * KiB)).json().id as string;
    const file = videoBytes(600 * KiB);
    for (let offset = 0; offset < 560 * KiB; offset += CHUNK) {
      expect((await sendChunk(me, id, offset, file.subarray(offset, offset + CHUNK))).statusCode).toBe(200);
    }
    const usage = await me.call({ method: 'GET', url: `/api/students/${me.id}/storage` });
    expect(usage.json().usedBytes).toBe(560 * KiB);
    const second = await startUpload(me, 500 * KiB);
    expect(second.statusCode, second.body).toBe(413);
    expect(second.json().fields).toEqual({ size: 'Upload space full' });
  });

  it("puts an unfinished upload's chunks in the student's data export, byte for byte", async () => {
    const me = await adult();
    const file = videoBytes(3 * CHUNK);
    const id = (await startUpload(me, file.length)).json().id as string;
    for (const offset of [0, CHUNK]) {
      expect((await sendChunk(me, id, offset, file.subarray(offset, offset + CHUNK))).statusCode).toBe(200);
    }
    const parts = (await row(id))!.partKeys;
    expect(parts).toHaveLength(2);
    const res = await me.call({ method: 'GET', url: `/api/students/${me.id}/data-export` });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await unzip(res.rawPayload);
    const exported = parts.map((key) => entries.get(`files/${key}`));
    expect(Buffer.concat(exported.map((b) => b ?? Buffer.alloc(0))).equals(file.subarray(0, 2 * CHUNK))).toBe(
      true,
    );
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.files.filter((f: { column: string }) => f.column === 'partKeys')).toHaveLength(2);
  });

  it("refuses someone else's upload with 404, a guardian's to the child, and a coach's too", async () => {
    const me = await adult();
    const other = await adult();
    const id = (await startUpload(me, 2 * CHUNK)).json().id as string;
    expect((await other.call({ method: 'GET', url: `/api/uploads/${id}` })).statusCode).toBe(404);
    expect((await sendChunk(other, id, 0, videoBytes(CHUNK))).statusCode).toBe(404);
    // Staff continue only their own uploads (a voice-over): a student's is not found for them.
    expect((await coach.call({ method: 'GET', url: `/api/uploads/${id}` })).statusCode).toBe(404);
    expect((await sendChunk(coach, id, 0, videoBytes(CHUNK))).statusCode).toBe(404);
    expect((await row(id))?.receivedBytes).toBe(0);
  });

  it('lets a guardian upload for their child (with consent), and refuses without it, saying who gives it', async () => {
    const child = await childWithoutLogin(t, coach.id);
    const parent = await guardianOf(t, [child.id]);
    const refused = await startUpload(parent, CHUNK, `?studentId=${child.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('a parent or guardian gives it'),
      fields: { consent: 'coaching_video' },
    });
    const agreed = await parent.call({
      method: 'PUT',
      url: `/api/students/${child.id}/consents/coaching_video`,
      payload: { agreed: true },
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const id = await uploadWhole(parent, videoBytes(2 * CHUNK), CHUNK, `?studentId=${child.id}`);
    expect((await row(id))?.studentId).toBe(child.id);
    const stranger = await guardianOf(t, []);
    expect((await stranger.call({ method: 'GET', url: `/api/uploads/${id}` })).statusCode).toBe(404);
  });

  it('answers bad input with 400 naming the field', async () => {
    const me = await adult();
    const bad = await me.call({
      method: 'POST',
      url: '/api/uploads',
      payload: { purpose: 'swing', filename: 'x.mp4', size: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['size']);
    const id = (await startUpload(me, CHUNK)).json().id as string;
    const noOffset = await me.call({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: { 'content-type': 'application/offset+octet-stream' },
      payload: videoBytes(CHUNK),
    });
    expect(noOffset.statusCode).toBe(400);
    expect(Object.keys(noOffset.json().fields)).toEqual(['upload-offset']);
  });

  async function signInToken(who: Caller) {
    const res = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: who.email, password: FACTORY_PASSWORD },
    });
    return `Bearer ${res.json().token}`;
  }
});
