import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATIONS_CONFLICT, type Drawing } from '@/core/contracts/annotations';
import { modelSwings, swingVideos, videoAnnotations, videoRenditions } from '../../db/schema/index';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { unzip } from '../data-rights/data-rights.test-helpers';

const line: Drawing = {
  id: 'line-1',
  tool: 'line',
  points: [
    { x: 0.2, y: 0.3 },
    { x: 0.6, y: 0.7 },
  ],
  colour: '#ef4444',
  width: 0.008,
  fromFrame: 10,
  toFrame: 59,
};
const angle: Drawing = {
  id: 'angle-1',
  tool: 'angle',
  points: [
    { x: 0.4, y: 0.2 },
    { x: 0.5, y: 0.6 },
    { x: 0.7, y: 0.6 },
  ],
  colour: '#facc15',
  width: 0.004,
  fromFrame: 0,
  toFrame: 9,
};

describe(`drawings over a student's swing (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await staffCaller(t, { role: 'coach', firstName: 'James', lastName: 'Whitfield' });
    otherCoach = await staffCaller(t, { role: 'coach', firstName: 'Robin' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Rachel', lastName: 'Moore' });
  });
  afterAll(() => t.close());

  /** A student of the coach with one swing sent for review. */
  async function studentWithSwing() {
    const row = await createStudent(t.database.db, { coachId: coach.id, dateOfBirth: '1990-01-01' });
    const file = await t.app.storage.put(Readable.from([Buffer.from(`swing of ${row.id}`)]), {
      folder: 'swing-videos',
      extension: 'mp4',
    });
    const [swing] = await t.database.db
      .insert(swingVideos)
      .values({
        studentId: row.id,
        purpose: 'coach',
        forLabel: 'For my coach',
        fileKey: file.key,
        mime: 'video/mp4',
        size: file.size,
        filename: 'swing.mp4',
        createdAt: t.clock(),
      })
      .returning({ id: swingVideos.id });
    return { row, me: await signIn(t, 'student', row), swingId: swing!.id, fileKey: file.key };
  }

  const save = (who: Caller, id: string, payload: unknown) =>
    who.call({ method: 'PUT', url: `/api/staff/swings/${id}/annotations`, payload: payload as object });
  const read = (who: Caller, url: string) => who.call({ method: 'GET', url });

  it('saves versions, refuses a stale base with the latest (409), and lets an admin save too', async () => {
    const { swingId } = await studentWithSwing();
    const empty = await read(coach, `/api/staff/swings/${swingId}/annotations`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ annotations: { version: 0, drawings: [], savedBy: null, savedAt: null } });

    const first = await save(coach, swingId, { baseVersion: 0, drawings: [line, angle] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().annotations).toEqual({
      version: 1,
      drawings: [line, angle],
      savedBy: 'James Whitfield',
      savedAt: '2026-11-22T10:00:00.000Z',
    });

    // Someone saving on top of version 0 again has not seen version 1: refused, and shown it.
    const stale = await save(admin, swingId, { baseVersion: 0, drawings: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: ANNOTATIONS_CONFLICT, latest: first.json().annotations });

    // A version that does not exist yet is no base either.
    const ahead = await save(admin, swingId, { baseVersion: 7, drawings: [] });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().latest.version).toBe(1);

    const second = await save(admin, swingId, { baseVersion: 1, drawings: [line] });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().annotations).toMatchObject({
      version: 2,
      drawings: [line],
      savedBy: 'Rachel Moore',
    });
    expect((await read(coach, `/api/staff/swings/${swingId}/annotations`)).json().annotations.version).toBe(
      2,
    );
    // Every version is kept.
    const versions = await t.database.db
      .select({ version: videoAnnotations.version })
      .from(videoAnnotations)
      .where(eq(videoAnnotations.swingId, swingId));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
  });

  it('lets exactly one of several simultaneous saves on the same version land', async () => {
    const { swingId } = await studentWithSwing();
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(i % 2 ? admin : coach, swingId, { baseVersion: 0, drawings: [{ ...line, id: `race-${i}` }] }),
      ),
    );
    expect(saves).toHaveLength(6);
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = saves.find((r) => r.statusCode === 200)!.json().annotations;
    for (const lost of saves.filter((r) => r.statusCode === 409)) expect(lost.json().latest).toEqual(winner);
  });

  it('answers 400 naming the field at fault', async () => {
    const { swingId } = await studentWithSwing();
    const cases: [unknown, string][] = [
      [{ baseVersion: 0, drawings: [{ ...line, points: [{ x: 0.1, y: 0.1 }] }] }, 'drawings.0.points'],
      [{ baseVersion: 0, drawings: [{ ...line, colour: '#abcdef' }] }, 'drawings.0.colour'],
      [{ baseVersion: 0, drawings: [{ ...line, fromFrame: 9, toFrame: 3 }] }, 'drawings.0.toFrame'],
      [
        { baseVersion: 0, drawings: [{ ...line, tool: 'text', points: [{ x: 0, y: 0 }] }] },
        'drawings.0.text',
      ],
      [{ baseVersion: -1, drawings: [] }, 'baseVersion'],
      [
        { baseVersion: 0, drawings: Array.from({ length: 101 }, (_, i) => ({ ...line, id: `l${i}` })) },
        'drawings',
      ],
    ];
    expect(cases).toHaveLength(6);
    for (const [payload, field] of cases) {
      const res = await save(coach, swingId, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
  });

  it("refuses a drawing past the end of the swing's video once its frames are known (400 naming it)", async () => {
    const { swingId, fileKey } = await studentWithSwing();
    // Before the conversion has counted the frames, no end is claimed.
    const early = await save(coach, swingId, { baseVersion: 0, drawings: [{ ...line, toFrame: 500 }] });
    expect(early.statusCode, early.body).toBe(200);
    await t.database.db
      .insert(videoRenditions)
      .values({ sourceKey: fileKey, status: 'ready', fps: 30, frameCount: 60, durationSeconds: 2 });
    const past = await save(coach, swingId, { baseVersion: 1, drawings: [angle, { ...line, toFrame: 60 }] });
    expect(past.statusCode, past.body).toBe(400);
    expect(Object.keys(past.json().fields)).toEqual(['drawings.1.toFrame']);
    expect(past.json().fields['drawings.1.toFrame']).toBe('Must be a frame from 0 to 59');
    const last = await save(coach, swingId, { baseVersion: 1, drawings: [{ ...line, toFrame: 59 }] });
    expect(last.statusCode, last.body).toBe(200);
  });

  it('refuses a drawing past the end of a model swing, and lets any member of staff draw on one', async () => {
    const [model] = await t.database.db
      .insert(modelSwings)
      .values({
        title: 'Tour pro seven iron',
        club: '7 iron',
        view: 'face_on',
        handedness: 'right',
        fileKey: 'model-swings/none.mp4',
        fileMime: 'video/mp4',
        fileSize: 10,
        fileFilename: 'seven.mp4',
        timing: { fps: 30, frameCount: 40, durationSeconds: 1.33, width: 1280, height: 720 },
      })
      .returning({ id: modelSwings.id });
    const url = `/api/staff/model-swings/${model!.id}/annotations`;
    const put = (who: Caller, payload: object) => who.call({ method: 'PUT', url, payload });
    const past = await put(otherCoach, {
      baseVersion: 0,
      drawings: [{ ...angle, fromFrame: 39, toFrame: 40 }],
    });
    expect(past.statusCode, past.body).toBe(400);
    expect(Object.keys(past.json().fields)).toEqual(['drawings.0.toFrame']);
    const back = await put(otherCoach, {
      baseVersion: 0,
      drawings: [{ ...angle, fromFrame: 40, toFrame: 39 }],
    });
    expect(back.statusCode).toBe(400);
    expect(Object.keys(back.json().fields)).toContain('drawings.0.toFrame');
    const saved = await put(otherCoach, { baseVersion: 0, drawings: [{ ...angle, toFrame: 39 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(coach, url)).json().annotations).toMatchObject({
      version: 1,
      savedBy: 'Robin Tester',
    });
  });

  it('refuses another coach (404) and shows the family nothing until the swing is reviewed', async () => {
    const { me, swingId } = await studentWithSwing();
    expect((await read(otherCoach, `/api/staff/swings/${swingId}/annotations`)).statusCode).toBe(404);
    expect((await save(otherCoach, swingId, { baseVersion: 0, drawings: [line] })).statusCode).toBe(404);
    expect((await save(coach, swingId, { baseVersion: 0, drawings: [line] })).statusCode).toBe(200);

    const before = await read(me, `/api/swings/${swingId}/annotations`);
    expect(before.statusCode).toBe(200);
    expect(before.json().annotations).toEqual({ version: 0, drawings: [], savedBy: null, savedAt: null });
    const { me: someoneElse } = await studentWithSwing();
    expect((await read(someoneElse, `/api/swings/${swingId}/annotations`)).statusCode).toBe(404);
    // A student may not save drawings: the staff route needs a staff session.
    expect((await save(me, swingId, { baseVersion: 1, drawings: [] })).statusCode).toBe(401);

    const reviewed = await coach.call({
      method: 'POST',
      url: `/api/staff/swings/${swingId}/review`,
      payload: { comment: 'Look at the line: keep the hands on it.' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const after = await read(me, `/api/swings/${swingId}/annotations`);
    expect(after.json().annotations).toMatchObject({ version: 1, drawings: [line] });
  });

  it("exports every version in the student's data, and goes with the swing", async () => {
    const { row, me, swingId } = await studentWithSwing();
    await save(coach, swingId, { baseVersion: 0, drawings: [angle] });
    await save(coach, swingId, { baseVersion: 1, drawings: [angle, line] });
    const res = await me.call({ method: 'GET', url: `/api/students/${row.id}/data-export` });
    expect(res.statusCode, res.body).toBe(200);
    const data = JSON.parse((await unzip(res.rawPayload)).get('data.json')!.toString('utf8'));
    const exported = data.tables.video_annotations as {
      swingId: string;
      version: number;
      drawings: Drawing[];
    }[];
    expect(exported).toHaveLength(2);
    const latest = exported.find((v) => v.version === 2)!;
    expect(latest.swingId).toBe(swingId);
    // Round trip: the exported drawings read back through the contract exactly as saved.
    expect(latest.drawings).toEqual([angle, line]);

    await t.database.db.delete(swingVideos).where(eq(swingVideos.id, swingId));
    const left = await t.database.db
      .select()
      .from(videoAnnotations)
      .where(eq(videoAnnotations.swingId, swingId));
    expect(left).toEqual([]);
  });
});
