import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoachProfile } from '@/core/contracts/coach-profiles';
import { createStaff } from '../../db/seed/factories';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

/** A multipart body as the browser's FormData sends it, with one `photo`. */
async function photoForm(bytes: Buffer, name = 'portrait.jpg') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

/** A real picture: a 900 × 700 JPEG. */
const portrait = () =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 30, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

describe(`coach profiles in the Content area (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let coachId: string;
  const patch = (caller: Caller, id: string, payload: object) =>
    caller.call({ method: 'PATCH', url: `/api/staff/content/coaches/${id}`, payload });
  const uploadPhoto = async (caller: Caller, id: string, bytes: Buffer, name?: string) =>
    caller.call({
      method: 'POST',
      url: `/api/staff/content/coaches/${id}/photo`,
      ...(await photoForm(bytes, name)),
    });
  const publicCoaches = async () => (await t.request({ method: 'GET', url: '/api/coaches' })).json();

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await staffCaller(t, { role: 'admin' });
    coach = await staffCaller(t, { role: 'coach', firstName: 'Robin', displayOrder: 5 });
    coachId = coach.id;
    await createStaff(t.database.db, { role: 'coach', firstName: 'Alex', displayOrder: 1 });
  });
  afterAll(() => t.close());

  it('lets an admin edit a profile, and the public listing shows exactly what is shown, in order', async () => {
    const res = await patch(admin, coachId, {
      title: 'Short Game Coach',
      bio: 'Robin coaches chipping and putting.',
      qualifications: ['PGA Professional', 'Enhanced DBS check'],
      phone: '07700 900456',
      displayOrder: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile: AdminCoachProfile = res.json().profile;
    expect(profile).toMatchObject({ title: 'Short Game Coach', displayOrder: 0, shown: true, photo: null });

    const listed = await publicCoaches();
    expect(listed[0]).toMatchObject({
      id: coachId,
      role: 'Short Game Coach',
      bio: 'Robin coaches chipping and putting.',
      other_certifications: ['PGA Professional', 'Enhanced DBS check'],
      phone: '07700 900456',
    });
    expect(listed.map((c: { first_name: string }) => c.first_name)).toEqual(['Robin', 'Alex']);

    expect((await patch(admin, coachId, { shown: false })).statusCode).toBe(200);
    expect((await publicCoaches()).map((c: { id: string }) => c.id)).not.toContain(coachId);
    const all = await admin.call({ method: 'GET', url: '/api/staff/content/coaches' });
    expect(all.json().profiles.find((p: AdminCoachProfile) => p.id === coachId).shown).toBe(false);
    await patch(admin, coachId, { shown: true });
  });

  it('resizes an uploaded photo to AVIF and WebP at each width, served publicly', async () => {
    const res = await uploadPhoto(admin, coachId, await portrait());
    expect(res.statusCode, res.body).toBe(200);
    const sources = res.json().profile.photo.sources;
    expect(sources.map((s: { format: string; width: number }) => `${s.format}@${s.width}`).sort()).toEqual(
      ['avif@160', 'avif@320', 'avif@640', 'webp@160', 'webp@320', 'webp@640'].sort(),
    );
    const webp = sources.find(
      (s: { format: string; width: number }) => s.format === 'webp' && s.width === 640,
    );
    const file = await t.request({ method: 'GET', url: webp.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 640,
    });
    expect((await publicCoaches()).find((c: { id: string }) => c.id === coachId).profile_image_url).toBe(
      webp.url,
    );

    // A new photo replaces the old: the old files are no longer served.
    const again = await uploadPhoto(admin, coachId, await portrait());
    expect(again.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: webp.url })).statusCode).toBe(404);
  });

  it('refuses an upload that is not an image by its content, whatever its name', async () => {
    const res = await uploadPhoto(admin, coachId, Buffer.from('not a picture at all, just words'), 'me.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('photo');
  });

  it('refuses a photo over 8 MB', async () => {
    const big = Buffer.concat([await portrait(), Buffer.alloc(9 * 1024 * 1024, 1)]);
    const res = await uploadPhoto(admin, coachId, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().fields).toHaveProperty('photo');
  });

  it('answers bad input with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ displayOrder: 'first' }, 'displayOrder'],
      [{ shown: 'yes' }, 'shown'],
      [{ phone: 'call me' }, 'phone'],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
      [{ title: 'Head\u0000Coach' }, 'title'],
      [{ qualifications: [''] }, 'qualifications.0'],
    ] as const) {
      const res = await patch(admin, coachId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(',')).toContain(field);
    }
    const notMultipart = await admin.call({
      method: 'POST',
      url: `/api/staff/content/coaches/${coachId}/photo`,
      payload: { photo: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses coaches, students and strangers; an unknown coach is 404', async () => {
    const student = await studentCaller(t);
    expect((await patch(coach, coachId, { bio: 'Mine' })).statusCode).toBe(403);
    expect((await patch(student, coachId, { bio: 'Mine' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/staff/content/coaches' })).statusCode).toBe(401);
    expect((await coach.call({ method: 'GET', url: '/api/staff/content/coaches' })).statusCode).toBe(403);
    expect((await uploadPhoto(coach, coachId, await portrait())).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await patch(admin, unknown, { bio: 'Nobody' })).statusCode).toBe(404);
    expect((await patch(admin, admin.id, { bio: 'An admin has no profile' })).statusCode).toBe(404);
  });
});
