import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { multipartBody, VIDEO } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

/** A real one-second H.264 clip at 60 fps, so the frame timing read from its header can be checked. */
function sixtyFpsClip(): Buffer {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'model-swing-')), 'swing.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=60'],
    ...['-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-r', '60', out],
  ]);
  return readFileSync(out);
}

const fields = { title: 'Tour pro driver', club: 'Driver', view: 'down_the_line', handedness: 'right' };

async function upload(caller: Caller, bytes: Buffer, overrides: Record<string, string | undefined> = {}) {
  const values = { ...fields, ...overrides };
  const body = await multipartBody([
    ...Object.entries(values).map(([k, v]) => [k, v] as [string, string | undefined]),
    ['video', { bytes, name: 'driver swing.mp4', type: 'video/mp4' }],
  ]);
  return caller.call({ method: 'POST', url: '/api/admin/model-swings', ...body });
}

describe(`the model swing library (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let student: Caller;
  let clip: Buffer;

  const storedFiles = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'uploads', 'model-swings'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    t = await createTestContext();
    admin = await staffCaller(t, { role: 'admin', firstName: 'Alex' });
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie' });
    student = await studentCaller(t);
    clip = sixtyFpsClip();
  });
  afterAll(() => t.close());

  it('lets an admin upload a swing, reading its frame rate and length from the file', async () => {
    const res = await upload(admin, clip);
    expect(res.statusCode, res.body).toBe(201);
    const { swing } = res.json();
    expect(swing).toMatchObject({
      title: 'Tour pro driver',
      club: 'Driver',
      view: 'down_the_line',
      handedness: 'right',
      filename: 'driver swing.mp4',
      size: clip.length,
      moments: {},
      createdBy: 'Alex Tester',
      playback: {
        // Queued for conversion, and its frames already known from the original's own header.
        status: 'queued',
        url: `/api/staff/model-swings/${swing.id}/file`,
        fps: 60,
        frameCount: 60,
        durationSeconds: 1,
        width: 320,
        height: 240,
        storyboard: null,
      },
    });
  });

  it('claims no frames for a file whose rate it cannot read', async () => {
    const res = await upload(admin, VIDEO, { title: 'Unknown rate' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().swing.playback).toMatchObject({ status: 'queued', fps: null, frameCount: null });
  });

  it('plays the conversion once it is ready: a constant-rate MP4 with phone version, poster and storyboard', async () => {
    const { swing } = (await upload(admin, clip, { title: 'Converted' })).json();
    await t.app.videoConverter.drain();
    const res = await coach.call({ method: 'GET', url: `/api/staff/model-swings/${swing.id}` });
    const url = `/api/staff/model-swings/${swing.id}/file`;
    expect(res.json().swing.playback).toMatchObject({
      status: 'ready',
      url,
      phoneUrl: `${url}?variant=phone`,
      posterUrl: `${url}?variant=poster`,
      fps: 60,
      frameCount: 60,
      storyboard: { url: `${url}?variant=storyboard` },
    });
    const poster = await coach.call({ method: 'GET', url: `${url}?variant=poster` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const badVariant = await coach.call({ method: 'GET', url: `${url}?variant=gif` });
    expect(badVariant.statusCode).toBe(400);
    expect(Object.keys(badVariant.json().fields)).toEqual(['variant']);
  });

  it('refuses bad details naming the field, and leaves no file behind', async () => {
    const before = storedFiles().length;
    const cases: [Record<string, string | undefined>, string][] = [
      [{ title: '' }, 'title'],
      [{ view: 'from_above' }, 'view'],
      [{ handedness: 'both' }, 'handedness'],
      [{ club: undefined }, 'club'],
      [{ price: '0' }, 'price'],
    ];
    expect(cases).toHaveLength(5);
    for (const [overrides, field] of cases) {
      const res = await upload(admin, clip, overrides);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
    const notVideo = await upload(admin, Buffer.from('%PDF-1.4 not a video'.padEnd(5000, ' ')));
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().fields).toEqual({ video: 'File type not allowed' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a coach’s upload, edit and deletion; a student and a stranger get nothing', async () => {
    const { swing } = (await upload(admin, clip)).json();
    expect((await upload(coach, clip)).statusCode).toBe(403);
    const patch = await coach.call({
      method: 'PATCH',
      url: `/api/admin/model-swings/${swing.id}`,
      payload: { club: '3 wood' },
    });
    expect(patch.statusCode).toBe(403);
    const del = await coach.call({ method: 'DELETE', url: `/api/admin/model-swings/${swing.id}` });
    expect(del.statusCode).toBe(403);
    const asStudent = await student.call({ method: 'GET', url: '/api/staff/model-swings' });
    expect(asStudent.statusCode).toBe(401);
    const anonymous = await t.request({ method: 'GET', url: `/api/staff/model-swings/${swing.id}/file` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a coach list, open and stream a swing, with Range', async () => {
    const { swing } = (await upload(admin, clip, { title: 'Seven iron' })).json();
    const list = await coach.call({ method: 'GET', url: '/api/staff/model-swings' });
    expect(list.statusCode).toBe(200);
    expect(list.json().swings.map((s: { id: string }) => s.id)).toContain(swing.id);
    const one = await coach.call({ method: 'GET', url: `/api/staff/model-swings/${swing.id}` });
    expect(one.json().swing.title).toBe('Seven iron');
    const part = await coach.call({
      method: 'GET',
      url: `/api/staff/model-swings/${swing.id}/file`,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 0-99/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(0, 100))).toBe(true);
    const missing = await coach.call({
      method: 'GET',
      url: '/api/staff/model-swings/6f1c1f0e-1111-4111-8111-111111111111',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets any member of staff mark moments, each a frame of the video', async () => {
    const { swing } = (await upload(admin, clip)).json();
    const url = `/api/staff/model-swings/${swing.id}/moments`;
    const marked = await coach.call({ method: 'PUT', url, payload: { address: 0, top: 31, impact: 45 } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().swing.moments).toEqual({ address: 0, top: 31, impact: 45 });

    const past = await coach.call({ method: 'PUT', url, payload: { impact: 60 } });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ impact: 'Must be a frame from 0 to 59' });
    const negative = await coach.call({ method: 'PUT', url, payload: { top: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().fields)).toEqual(['top']);
    const unknown = await coach.call({ method: 'PUT', url, payload: { finish: 50 } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toContain('finish');

    // Replacing: a moment left out is unmarked.
    const replaced = await admin.call({ method: 'PUT', url, payload: { impact: 44 } });
    expect(replaced.json().swing.moments).toEqual({ impact: 44 });
    const asStudent = await student.call({ method: 'PUT', url, payload: { impact: 4 } });
    expect(asStudent.statusCode).toBe(401);
  });

  it('lets an admin edit and delete a swing, removing its file', async () => {
    const { swing } = (await upload(admin, clip)).json();
    const edited = await admin.call({
      method: 'PATCH',
      url: `/api/admin/model-swings/${swing.id}`,
      payload: { club: '3 wood', view: 'face_on' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().swing).toMatchObject({ club: '3 wood', view: 'face_on', title: 'Tour pro driver' });
    const empty = await admin.call({
      method: 'PATCH',
      url: `/api/admin/model-swings/${swing.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const badView = await admin.call({
      method: 'PATCH',
      url: `/api/admin/model-swings/${swing.id}`,
      payload: { view: 'sideways' },
    });
    expect(badView.statusCode).toBe(400);
    expect(Object.keys(badView.json().fields)).toEqual(['view']);

    const before = storedFiles().length;
    const del = await admin.call({ method: 'DELETE', url: `/api/admin/model-swings/${swing.id}` });
    expect(del.statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(before - 1);
    const gone = await admin.call({ method: 'GET', url: `/api/staff/model-swings/${swing.id}` });
    expect(gone.statusCode).toBe(404);
    const again = await admin.call({ method: 'DELETE', url: `/api/admin/model-swings/${swing.id}` });
    expect(again.statusCode).toBe(404);
  });
});
