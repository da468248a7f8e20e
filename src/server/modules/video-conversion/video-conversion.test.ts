import { readFile } from 'node:fs/promises';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeEvidence, videoRenditions } from '../../db/schema/index';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { multipartBody } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { topLevelBoxes, videoClips } from '../../test/video-clips';
import type { ConvertedVideo } from './convert-video';
import { createVideoConverter, MAX_ATTEMPTS } from './video-converter';
import { videoRenditionsRepository } from './video-renditions.repository';

const TOOLS = { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' };
const MINUTE = 60_000;

describe(`the video conversion queue (${testDbKind})`, () => {
  let t: TestContext;
  let clips: Awaited<ReturnType<typeof videoClips>>;
  let coach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    clips = await videoClips();
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Alex' });
  });
  afterAll(async () => {
    await t.close();
    await clips.dispose();
  });

  const renditions = () => videoRenditionsRepository(t.database.db);

  async function uploadEvidence(student: Caller, file: string, name: string) {
    const res = await student.call({
      method: 'POST',
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([['video', { bytes: await readFile(file), name, type: 'video/quicktime' }]])),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().evidence.id as string;
    const [evidence] = await t.database.db
      .select()
      .from(challengeEvidence)
      .where(eq(challengeEvidence.id, id));
    if (!evidence) throw new Error('The evidence row was not kept');
    return { id, key: evidence.fileKey, url: `/api/break-par-challenge/evidence/${id}` };
  }

  /** A converter on this test's database with a stand-in for ffmpeg, to watch the queue alone. */
  function queueWith(convert: (key: string) => Promise<ConvertedVideo>, concurrency = 1) {
    return createVideoConverter({
      db: t.database.db,
      storage: t.app.storage,
      logger: t.app.log,
      tools: TOOLS,
      clock: t.clock,
      concurrency,
      convert,
    });
  }
  const fakeResult = (key: string): ConvertedVideo => ({
    fullKey: key,
    phoneKey: key,
    posterKey: key,
    storyboardKey: key,
    fps: 30,
    frameCount: 30,
    durationSeconds: 1,
    width: 320,
    height: 240,
    bytes: 1,
    storyboardLayout: { columns: 10, rows: 1, count: 1, width: 160, height: 120, intervalSeconds: 1 },
  });
  async function queued(count: number) {
    const keys = Array.from({ length: count }, () => `test-videos/${crypto.randomUUID()}.mp4`);
    for (const key of keys) await renditions().enqueue(key, t.clock());
    return keys;
  }
  /** Every row this test did not make is finished, so a queue drained here works on this test's rows alone. */
  async function settleOthers() {
    await t.database.db
      .update(videoRenditions)
      .set({ status: 'failed', claimedUntil: null })
      .where(ne(videoRenditions.status, 'ready'));
  }

  it('serves the original until converted, then the checked MP4 with Range, and trashes the original', async () => {
    const student = await studentCaller(t, { coachId: coach.id });
    const evidence = await uploadEvidence(student, await clips.hevcMov(30, 1), 'swing.mov');
    expect((await renditions().findByKey(evidence.key))?.status).toBe('queued');

    const before = await student.call({ method: 'GET', url: evidence.url });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('video/quicktime');
    expect((await coach.call({ method: 'GET', url: `${evidence.url}?variant=poster` })).statusCode).toBe(404);
    const bad = await student.call({ method: 'GET', url: `${evidence.url}?variant=huge` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('variant');

    await t.app.videoConverter.drain();
    const row = await renditions().findByKey(evidence.key);
    expect(row).toMatchObject({
      status: 'ready',
      fps: 30,
      frameCount: 30,
      width: 320,
      height: 240,
      attempts: 1,
    });
    expect(row?.sourceRemovedAt).not.toBeNull();
    expect(await t.app.storage.size(evidence.key)).toBeNull();

    const after = await student.call({ method: 'GET', url: evidence.url });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('video/mp4');
    expect(after.headers['content-disposition']).toContain('swing.mp4');
    expect(topLevelBoxes(after.rawPayload).slice(0, 2)).toEqual(['ftyp', 'moov']);
    const part = await coach.call({ method: 'GET', url: evidence.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${after.rawPayload.length}`);
    expect(part.rawPayload.equals(after.rawPayload.subarray(0, 100))).toBe(true);
    // The same URL now answers another file, and says so: a player holding the original's bytes that asks
    // for more of them (If-Range with the original's tag) gets the whole converted file, not a slice of it.
    expect(after.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await coach.call({
      method: 'GET',
      url: evidence.url,
      headers: { range: 'bytes=100-199', 'if-range': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(after.rawPayload)).toBe(true);
    const current = await coach.call({
      method: 'GET',
      url: evidence.url,
      headers: { range: 'bytes=100-199', 'if-range': String(after.headers.etag) },
    });
    expect(current.statusCode).toBe(206);
    const phone = await coach.call({ method: 'GET', url: `${evidence.url}?variant=phone` });
    expect(phone.headers['content-type']).toBe('video/mp4');
    const poster = await coach.call({ method: 'GET', url: `${evidence.url}?variant=poster` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    // The converted file is as private as the original.
    const classmate = await studentCaller(t, { coachId: coach.id });
    expect((await classmate.call({ method: 'GET', url: evidence.url })).statusCode).toBe(404);
  });

  it('fails a corrupt file for good with its reason, and keeps playing the original', async () => {
    const student = await studentCaller(t, { coachId: coach.id });
    const evidence = await uploadEvidence(student, await clips.corrupt(), 'broken.mov');
    await t.app.videoConverter.drain();
    const row = await renditions().findByKey(evidence.key);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.error).toMatch(/^Not a readable video: ffprobe failed/);
    expect(await t.app.storage.size(evidence.key)).toBeGreaterThan(0);
    const served = await student.call({ method: 'GET', url: evidence.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/quicktime');
  });

  it('back-fills stored videos that have no rendition, once', async () => {
    const student = await studentCaller(t, { coachId: coach.id });
    const key = `challenge-evidence/${crypto.randomUUID()}.mp4`;
    await t.database.db.insert(challengeEvidence).values({
      studentId: student.id,
      kind: 'video',
      fileKey: key,
      mime: 'video/mp4',
      size: 10,
      filename: 'old.mp4',
    });
    expect(await renditions().findByKey(key)).toBeUndefined();
    expect(await t.app.videoConverter.backfill()).toBeGreaterThanOrEqual(1);
    expect(await renditions().findByKey(key)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await t.app.videoConverter.backfill()).toBe(0);
  });

  it('takes up again a job whose worker died, once its lease has run out', async () => {
    await settleOthers();
    const [key] = await queued(1);
    // A worker that claimed the job and was killed: the row says converting, claimed for a while yet.
    const dead = await renditions().claimNext(t.clock(), new Date(t.clock().getTime() + 35 * MINUTE));
    expect(dead?.sourceKey).toBe(key);
    const converted: string[] = [];
    const restarted = queueWith(async (k) => {
      converted.push(k);
      return fakeResult(k);
    });
    await restarted.drain();
    expect(converted).toEqual([]);
    t.clock.advance(36 * MINUTE);
    await restarted.drain();
    expect(converted).toEqual([key]);
    expect(await renditions().findByKey(key!)).toMatchObject({ status: 'ready', attempts: 2 });
    await restarted.close();
  });

  it('gives back a job stopped by shutdown, so the next start takes it at once', async () => {
    await settleOthers();
    const [key] = await queued(1);
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const converter = queueWith(async () => {
      started();
      // What ffmpeg does when the shutdown's signal kills it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('ffmpeg was stopped: the server is shutting down');
    });
    converter.wake();
    await running;
    expect((await renditions().findByKey(key!))?.status).toBe('converting');
    await converter.close();
    expect(await renditions().findByKey(key!)).toMatchObject({
      status: 'queued',
      attempts: 0,
      claimedUntil: null,
    });
  });

  it('converts one video at a time by default, and two when asked', async () => {
    for (const concurrency of [1, 2]) {
      await settleOthers();
      const keys = await queued(4);
      let active = 0;
      let most = 0;
      const converter = queueWith(async (key) => {
        active++;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 30));
        active--;
        return fakeResult(key);
      }, concurrency);
      await converter.drain();
      await converter.close();
      expect(most).toBe(concurrency);
      for (const key of keys) expect((await renditions().findByKey(key))?.status).toBe('ready');
    }
  });

  it('never lets two workers convert the same video', async () => {
    await settleOthers();
    const keys = await queued(12);
    const seen: string[] = [];
    const convert = async (key: string) => {
      seen.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fakeResult(key);
    };
    const one = queueWith(convert, 2);
    const two = queueWith(convert, 2);
    await Promise.all([one.drain(), two.drain()]);
    await one.close();
    await two.close();
    expect(seen).toHaveLength(keys.length);
    expect([...seen].sort()).toEqual([...keys].sort());
  });

  it('retries a temporary failure later, then fails with the reason', async () => {
    await settleOthers();
    const [key] = await queued(1);
    let calls = 0;
    const converter = queueWith(async () => {
      calls++;
      throw new Error('storage read timed out');
    });
    await converter.drain();
    expect(await renditions().findByKey(key!)).toMatchObject({ status: 'queued', attempts: 1 });
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await converter.drain();
      expect(calls).toBe(i);
      t.clock.advance(60 * MINUTE);
      await converter.drain();
    }
    await converter.close();
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(await renditions().findByKey(key!)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      error: 'storage read timed out',
    });
  });

  it('leaves videos queued where ffmpeg is not installed', async () => {
    await settleOthers();
    const [key] = await queued(1);
    const converter = createVideoConverter({
      db: t.database.db,
      storage: t.app.storage,
      logger: t.app.log,
      tools: { ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: '/nonexistent/ffprobe' },
      clock: t.clock,
    });
    await converter.drain();
    await converter.close();
    expect(await converter.installed()).toBe(false);
    expect(await renditions().findByKey(key!)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  describe('GET /api/admin/video-conversions', () => {
    // Signed in afresh: the clock moved past the staff sessions' idle limit above.
    beforeAll(async () => {
      coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie' });
      admin = await staffCaller(t, { role: 'admin', firstName: 'Alex' });
    });

    it('shows an admin the counts, the latest failures with their reason, and that ffmpeg is installed', async () => {
      const res = await admin.call({ method: 'GET', url: '/api/admin/video-conversions' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.converterInstalled).toBe(true);
      expect(Object.keys(body.counts).sort()).toEqual(['converting', 'failed', 'queued', 'ready']);
      const rows = await t.database.db.select().from(videoRenditions);
      for (const status of ['queued', 'converting', 'ready', 'failed'] as const) {
        expect(body.counts[status]).toBe(rows.filter((r) => r.status === status).length);
      }
      expect(body.counts.ready).toBeGreaterThan(0);
      expect(body.failures.length).toBeGreaterThan(0);
      expect(body.failures.some((f: { error: string }) => f.error === 'storage read timed out')).toBe(true);
    });

    it('refuses a coach and a visitor', async () => {
      expect((await coach.call({ method: 'GET', url: '/api/admin/video-conversions' })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/admin/video-conversions' })).statusCode).toBe(401);
    });
  });
});
