import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../db/seed/demo-downloads';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { filesUnder, MP4_HEAD, multipartBody, PNG } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const clip = (bytes: number) => ({
  bytes: Buffer.concat([MP4_HEAD, Buffer.alloc(bytes - MP4_HEAD.length, 1)]),
  name: 'swing.mp4',
  type: 'video/mp4',
});
const png = { bytes: PNG, name: 'hole.png', type: 'image/png' };
const PDF = textPdf('Practice plan', ['Ten balls to each flag.']);

describe(`what a student's uploads take up (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestContext();
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie' });
    otherCoach = await staffCaller(t, { role: 'coach', firstName: 'Robin' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Alex' });
  });
  afterAll(() => t.close());

  const student = async () =>
    signIn(
      t,
      'student',
      await createStudent(t.database.db, { coachId: coach.id, dateOfBirth: '1990-01-01' }),
    );
  const storageOf = (who: Caller, id: string) =>
    who.call({ method: 'GET', url: `/api/students/${id}/storage` });

  it('shows the student, their coach and admins the space used and the largest files, biggest first', async () => {
    const me = await student();
    const empty = await storageOf(me, me.id);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      usedBytes: 0,
      quotaBytes: 2048 * 1024 * 1024,
      unattachedEvidence: 0,
      unattachedEvidenceLimit: 20,
      largest: [],
    });

    const uploadedAt = t.clock().toISOString();
    const upload = await me.call({
      method: 'POST',
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([['video', clip(50_000)]])),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    t.clock.advance(60_000);
    const sentAt = t.clock().toISOString();
    const sent = await me.call({
      method: 'POST',
      url: '/api/messages',
      ...(await multipartBody([
        ['studentId', me.id],
        ['coachId', coach.id],
        ['subject', 'Grip check'],
        ['message', 'Is my grip too strong?'],
        ['type', 'question'],
        ['image', png],
      ])),
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const res = await storageOf(me, me.id);
    expect(res.json()).toMatchObject({ usedBytes: 50_000 + PNG.length, unattachedEvidence: 1 });
    expect(res.json().largest).toEqual([
      {
        id: upload.json().evidence.id,
        kind: 'evidence_video',
        name: 'swing.mp4',
        size: 50_000,
        createdAt: uploadedAt,
        where: 'Break Par: uploaded during a round not yet saved',
      },
      {
        id: sent.json().message.id,
        kind: 'message_image',
        name: 'hole.png',
        size: PNG.length,
        createdAt: sentAt,
        where: 'Coach Messaging: “Grip check”',
      },
    ]);

    for (const staff of [coach, admin]) {
      const seen = await storageOf(staff, me.id);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().usedBytes).toBe(50_000 + PNG.length);
    }
  });

  it('lets the student delete their own files to make room: the message keeps its words, the evidence goes', async () => {
    const me = await student();
    const uploaded = await me.call({
      method: 'POST',
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([['video', clip(20_000)]])),
    });
    const sent = await me.call({
      method: 'POST',
      url: '/api/messages',
      ...(await multipartBody([
        ['studentId', me.id],
        ['coachId', coach.id],
        ['subject', 'Stance'],
        ['message', 'Too wide?'],
        ['type', 'question'],
        ['image', png],
      ])),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const evidenceId = uploaded.json().evidence.id;
    const messageId = sent.json().message.id;
    const files = () => filesUnder(path.join(t.dataDir, 'uploads'));
    const before = await files();
    const remove = (who: Caller, kind: string, id: string, studentId = me.id) =>
      who.call({ method: 'DELETE', url: `/api/students/${studentId}/storage/${kind}/${id}` });

    // No one else may, nor through the wrong kind.
    const classmate = await student();
    expect((await remove(classmate, 'evidence_video', evidenceId)).statusCode).toBe(404);
    expect((await remove(classmate, 'evidence_video', evidenceId, classmate.id)).statusCode).toBe(404);
    expect((await remove(coach, 'evidence_video', evidenceId)).statusCode).toBe(401);
    expect((await remove(me, 'evidence_photo', evidenceId)).statusCode).toBe(404);
    const badKind = await remove(me, 'lesson_video', evidenceId);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().fields).toHaveProperty('kind');

    const gone = await remove(me, 'evidence_video', evidenceId);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ usedBytes: PNG.length, unattachedEvidence: 0 });
    const dropped = await remove(me, 'message_image', messageId);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toMatchObject({ usedBytes: 0, largest: [] });
    expect((await files()).length).toBe(before.length - 2);
    expect((await remove(me, 'message_image', messageId)).statusCode).toBe(404);

    const messages = await me.call({ method: 'GET', url: `/api/students/${me.id}/messages` });
    const kept = messages.json().messages.find((m: { id: string }) => m.id === messageId);
    expect(kept).toMatchObject({ subject: 'Stance', message: 'Too wide?' });
    expect(kept.image_url).toBeNull();
  });

  it('is 404 for another student and a coach who is not theirs, 401 without a sign-in, 400 for a bad id', async () => {
    const me = await student();
    const classmate = await student();
    expect((await storageOf(classmate, me.id)).statusCode).toBe(404);
    expect((await storageOf(otherCoach, me.id)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/students/${me.id}/storage` })).statusCode).toBe(401);
    const bad = await storageOf(me, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe(`the free space the database keeps (${testDbKind})`, () => {
  const attempt = async (env: Record<string, string>) => {
    const t = await createTestContext(env);
    try {
      const coach = await staffCaller(t, { role: 'coach' });
      const me = await signIn(t, 'student', await createStudent(t.database.db, { coachId: coach.id }));
      const evidence = await me.call({
        method: 'POST',
        url: '/api/break-par-challenge/evidence',
        ...(await multipartBody([['photo', png]])),
      });
      const download = await (await staffCaller(t, { role: 'admin' })).call({
        method: 'POST',
        url: '/api/staff/downloads',
        ...(await multipartBody([
          ['type', 'pdf'],
          ['title', 'Practice plan'],
          ['description', 'A week of range sessions'],
          ['category', 'Practice plans'],
          ['requiredTier', 'free'],
          ['pricePence', '0'],
          ['author', 'James Whitfield'],
          ['pages', '1'],
          ['file', { bytes: PDF, name: 'plan.pdf', type: 'application/pdf' }],
        ])),
      });
      return { evidence, download, files: await filesUnder(path.join(t.dataDir, 'uploads')) };
    } finally {
      await t.close();
    }
  };

  it('refuses every upload with 507 while the volume has less than UPLOAD_MIN_FREE_MB free', async () => {
    const { evidence, download, files } = await attempt({ UPLOAD_MIN_FREE_MB: String(1024 ** 3) });
    expect(evidence.statusCode).toBe(507);
    expect(evidence.json().message).toBe(
      'The academy’s storage is nearly full, so uploads are paused for now. Please try again later.',
    );
    expect(download.statusCode).toBe(507);
    expect(files).toEqual([]);
  });

  it('takes uploads while the volume has room above the floor', async () => {
    const { evidence, download, files } = await attempt({ UPLOAD_MIN_FREE_MB: '1' });
    expect(evidence.statusCode, evidence.body).toBe(201);
    expect(download.statusCode, download.body).toBe(201);
    expect(files).toHaveLength(2);
  });
});
