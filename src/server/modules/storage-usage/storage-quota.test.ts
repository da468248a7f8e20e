import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeEvidence } from '../../db/schema/index';
import { createStudent } from '../../db/seed/factories';
import { MiB } from '../../storage/uploads';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { filesUnder, MP4_HEAD, multipartBody, PNG } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const KiB = 1024;
const video = (bytes: number) => ({
  bytes: Buffer.concat([MP4_HEAD, Buffer.alloc(bytes - MP4_HEAD.length, 1)]),
  name: 'swing.mp4',
  type: 'video/mp4',
});
const photo = (bytes = PNG.length) => ({
  bytes: Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 0)]),
  name: 'hole.png',
  type: 'image/png',
});

describe(`a student's upload space (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;

  beforeAll(async () => {
    // A 2 MB space and 1 MB student videos keep the files small; a coach's video may still be 500 MB.
    t = await createTestContext({
      STUDENT_STORAGE_QUOTA_MB: '2',
      STUDENT_VIDEO_MAX_MB: '1',
      RATE_LIMIT_FACTOR: '100',
    });
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie', lastName: 'Coach' });
  });
  afterAll(() => t.close());

  const student = async () =>
    signIn(
      t,
      'student',
      await createStudent(t.database.db, { coachId: coach.id, dateOfBirth: '1990-01-01' }),
    );
  const uploads = () => filesUnder(path.join(t.dataDir, 'uploads'));
  const evidence = async (who: Caller, field: 'photo' | 'video', file: ReturnType<typeof photo>) =>
    who.call({
      method: 'POST',
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([[field, file]])),
    });
  const sendMessage = async (who: Caller, files: [string, ReturnType<typeof photo>][] = []) =>
    who.call({
      method: 'POST',
      url: '/api/messages',
      ...(await multipartBody([
        ['studentId', who.id],
        ['coachId', coach.id],
        ['subject', 'Driver slice'],
        ['message', 'My drives keep curving right.'],
        ['type', 'question'],
        ...files,
      ])),
    });
  const usage = async (who: Caller, id = who.id) => {
    const res = await who.call({ method: 'GET', url: `/api/students/${id}/storage` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('refuses a file that would pass the quota, saying how much is used and what to delete, and keeps nothing', async () => {
    const me = await student();
    expect((await evidence(me, 'video', video(900 * KiB))).statusCode).toBe(201);
    const sent = await sendMessage(me, [['video', video(900 * KiB)]]);
    expect(sent.statusCode, sent.body).toBe(201);
    const used = (await usage(me)).usedBytes;
    expect(used).toBe(1800 * KiB);
    const before = await uploads();

    const over = await evidence(me, 'video', video(900 * KiB));
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json().message).toMatch(/you use 1\.8 MB of 2 MB \(248 KB left\)/);
    expect(over.json().message).toMatch(/My Profile → Upload space lists your largest files/);
    const overByMessage = await sendMessage(me, [['image', photo(300 * KiB)]]);
    expect(overByMessage.statusCode).toBe(413);
    expect(await uploads()).toEqual(before);
    expect((await usage(me)).usedBytes).toBe(used);

    // What still fits is taken.
    expect((await evidence(me, 'photo', photo(200 * KiB))).statusCode).toBe(201);
    expect((await usage(me)).usedBytes).toBe(used + 200 * KiB);
  });

  it('refuses any upload at once when the space is full', async () => {
    const me = await student();
    await t.database.db.insert(challengeEvidence).values({
      studentId: me.id,
      kind: 'video',
      fileKey: `break-par-evidence/${randomUUID()}.mp4`,
      mime: 'video/mp4',
      size: 2 * MiB,
      filename: 'long.mp4',
    });
    const before = await uploads();
    const refused = await evidence(me, 'photo', photo());
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/^Your upload space is full: you use 2 MB of 2 MB\./);
    expect(await uploads()).toEqual(before);
  });

  it("does not count a coach's video for the student, and lets a coach send more than a student may", async () => {
    const me = await student();
    const sent = await sendMessage(me, [['image', photo(100 * KiB)]]);
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = await coach.call({
      method: 'POST',
      url: `/api/messages/${sent.json().message.id}/reply`,
      ...(await multipartBody([
        ['response', 'Watch this.'],
        ['video', video(1536 * KiB)],
      ])),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await usage(me)).usedBytes).toBe(100 * KiB);

    // The same size from the student is over a student's video limit, whatever their space.
    const before = await uploads();
    const clip = await evidence(me, 'video', video(1536 * KiB));
    expect(clip.statusCode).toBe(413);
    expect(clip.json()).toEqual({
      message: 'The video must be at most 1 MB',
      fields: { video: 'File too large' },
    });
    const attached = await sendMessage(me, [['video', video(1536 * KiB)]]);
    expect(attached.statusCode).toBe(413);
    expect(attached.json().message).toBe('The video must be at most 1 MB');
    expect(await uploads()).toEqual(before);
  });

  it('keeps at most 20 photos and videos waiting for a round: the 21st is refused', async () => {
    const me = await student();
    for (let i = 0; i < 20; i++) {
      const res = await evidence(me, 'photo', photo());
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await uploads();
    const refused = await evidence(me, 'photo', photo());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /already have 20 photos and videos waiting for a round to be saved/,
    );
    expect(refused.json().fields).toHaveProperty('file');
    expect(await uploads()).toEqual(before);
    expect((await usage(me)).unattachedEvidence).toBe(20);
    // Someone else's count is their own.
    expect((await evidence(await student(), 'photo', photo())).statusCode).toBe(201);
  });

  it('lets only one of two uploads at the edge of the quota through at the same moment', async () => {
    const me = await student();
    const [a, b] = await Promise.all([
      evidence(me, 'photo', photo(1200 * KiB)),
      evidence(me, 'photo', photo(1200 * KiB)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 413]);
    expect((await usage(me)).usedBytes).toBe(1200 * KiB);
    const evidenceFiles = await filesUnder(path.join(t.dataDir, 'uploads', 'break-par-evidence'));
    const kept = (a.statusCode === 201 ? a : b).json().evidence.id;
    expect(kept).toBeTruthy();
    // The refused one's file is gone: every file left under the folder belongs to a kept row.
    const rows = await t.database.db.select({ key: challengeEvidence.fileKey }).from(challengeEvidence);
    const keys = new Set(rows.map((r) => r.key.replace('break-par-evidence/', '')));
    expect(evidenceFiles.filter((f) => !keys.has(f))).toEqual([]);
  });
});
