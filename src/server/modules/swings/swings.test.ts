import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import { resumableUploads, swingVideos, videoRenditions } from '../../db/schema/index';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn } from '../../test/callers';
import { type TestContext, testDbKind } from '../../test/test-app';
import { childWithoutLogin, guardianOf, setConsent, teenWithLogin } from '../consents/consents.test-helpers';
import { unzip } from '../data-rights/data-rights.test-helpers';
import { studentDataRepository } from '../data-rights/student-data.repository';
import {
  sendChunk,
  startUpload,
  uploadWhole,
  videoBytes,
} from '../resumable-uploads/resumable-uploads.test-helpers';
import { adultStudentOf, coachingVideoWorld } from './swings.test-helpers';

const CHUNK = 8192;
const DRILL = drillCatalogue[2]!;
const HOUR = 3600_000;

describe(`swings sent for review (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    ({ t, coach, otherCoach, admin } = await coachingVideoWorld(CHUNK));
  });
  afterAll(() => t.close());

  const adult = () => adultStudentOf(t, coach);
  const assignDrill = async (studentId: string) => {
    const res = await coach.call({
      method: 'POST',
      url: '/api/drill-assignments',
      payload: { drillId: DRILL.id, studentIds: [studentId], coachId: coach.id, dueDate: null },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const send = async (who: Caller, payload: Record<string, unknown>, query = '') =>
    who.call({ method: 'POST', url: `/api/swings${query}`, payload });
  const queue = async (who: Caller) => {
    const res = await who.call({ method: 'GET', url: '/api/staff/swings' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().swings as { id: string; studentName: string; forLabel: string; note: string | null }[];
  };

  it('a student sends a swing for a drill; the coach sees it in the queue, reviews it, and the student is told', async () => {
    const me = await adult();
    await assignDrill(me.id);
    const targets = await me.call({ method: 'GET', url: '/api/swings/targets' });
    expect(targets.statusCode, targets.body).toBe(200);
    expect(targets.json().drill).toHaveLength(1);
    const drill = targets.json().drill[0] as { id: string; label: string };
    expect(drill.label).toBe(DRILL.title);

    const uploadId = await uploadWhole(me, videoBytes(3 * CHUNK), CHUNK);
    const created = await send(me, {
      uploadId,
      purpose: 'drill',
      targetId: drill.id,
      note: 'Weight on the left?',
    });
    expect(created.statusCode, created.body).toBe(201);
    const swing = created.json().swing;
    expect(swing).toMatchObject({
      purpose: 'drill',
      forLabel: `Drill: ${DRILL.title}`,
      note: 'Weight on the left?',
      reviewedAt: null,
      mime: 'video/mp4',
      size: 3 * CHUNK,
    });
    // Queued for conversion with the row that names the file; until converted, the original plays.
    const [kept] = await t.database.db.select().from(swingVideos).where(eq(swingVideos.id, swing.id));
    const queued = await t.database.db
      .select()
      .from(videoRenditions)
      .where(eq(videoRenditions.sourceKey, kept!.fileKey));
    expect(queued).toHaveLength(1);
    expect(swing.playback).toMatchObject({ url: swing.videoUrl, fps: null });
    // The upload is now the swing's: its row went, and the bytes count once.
    expect(
      await t.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, uploadId)),
    ).toEqual([]);
    const usage = await me.call({ method: 'GET', url: `/api/students/${me.id}/storage` });
    expect(usage.json().usedBytes).toBe(3 * CHUNK);
    // An upload is used once.
    expect((await send(me, { uploadId, purpose: 'coach' })).statusCode).toBe(404);

    const video = await coach.call({ method: 'GET', url: swing.videoUrl, headers: { range: 'bytes=0-9' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');

    const waiting = await queue(coach);
    expect(waiting.map((s) => s.id)).toContain(swing.id);
    expect((await queue(otherCoach)).map((s) => s.id)).not.toContain(swing.id);
    expect((await queue(admin)).map((s) => s.id)).toContain(swing.id);

    const refused = await otherCoach.call({
      method: 'POST',
      url: `/api/staff/swings/${swing.id}/review`,
      payload: { comment: 'Not mine' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await otherCoach.call({ method: 'GET', url: swing.videoUrl })).statusCode).toBe(404);

    const blank = await coach.call({
      method: 'POST',
      url: `/api/staff/swings/${swing.id}/review`,
      payload: { comment: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fields)).toEqual(['comment']);

    const reviewed = await coach.call({
      method: 'POST',
      url: `/api/staff/swings/${swing.id}/review`,
      payload: {
        comment: 'Lovely tempo. Keep the head still through impact.',
        moments: { address: 0, impact: 42 },
      },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().swing).toMatchObject({
      reviewComment: 'Lovely tempo. Keep the head still through impact.',
      reviewedBy: 'James Whitfield',
      moments: { address: 0, impact: 42 },
    });
    expect((await queue(coach)).map((s) => s.id)).not.toContain(swing.id);
    const again = await coach.call({
      method: 'POST',
      url: `/api/staff/swings/${swing.id}/review`,
      payload: { comment: 'Twice' },
    });
    expect(again.statusCode).toBe(409);

    const mine = await me.call({ method: 'GET', url: '/api/swings' });
    expect(mine.json().swings[0]).toMatchObject({
      id: swing.id,
      reviewComment: expect.stringContaining('Lovely'),
    });
    const mail = await t.lastEmailTo(me.email);
    expect(mail?.subject).toBe('Coach James reviewed a swing');
    expect(mail?.text).toContain(`Drill: ${DRILL.title}`);
    const notes = await me.call({ method: 'GET', url: `/api/students/${me.id}/notifications` });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().items[0]).toMatchObject({ kind: 'swing_reviewed', tab: 'coaching' });
  });

  it('refuses a target that is not the student’s own, an unfinished upload, and bad input, naming the field', async () => {
    const me = await adult();
    const other = await adult();
    await assignDrill(other.id);
    const othersDrill = (await other.call({ method: 'GET', url: '/api/swings/targets' })).json().drill[0].id;
    const uploadId = await uploadWhole(me, videoBytes(2 * CHUNK), CHUNK);
    const notMine = await send(me, { uploadId, purpose: 'drill', targetId: othersDrill });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().fields).toEqual({ targetId: 'Not one of yours' });
    const noTarget = await send(me, { uploadId, purpose: 'drill' });
    expect(noTarget.statusCode).toBe(400);
    expect(Object.keys(noTarget.json().fields)).toEqual(['targetId']);
    const long = await send(me, { uploadId, purpose: 'coach', note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['note']);

    const half = (await startUpload(me, 2 * CHUNK)).json().id as string;
    expect((await sendChunk(me, half, 0, videoBytes(CHUNK))).statusCode).toBe(200);
    const unfinished = await send(me, { uploadId: half, purpose: 'coach' });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().fields).toEqual({ uploadId: 'Upload not complete' });
    // Someone else's upload is not found.
    expect((await send(other, { uploadId, purpose: 'coach' })).statusCode).toBe(404);
  });

  it('refuses a junior without consent for coaching videos, saying who gives it', async () => {
    const teen = await signIn(t, 'student', await teenWithLogin(t, coach.id));
    const refused = await startUpload(teen, CHUNK);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('parent or guardian'),
      fields: { consent: 'coaching_video' },
    });
  });

  it('a guardian sends a swing for their child; the guardian is told once of the review', async () => {
    const child = await childWithoutLogin(t, coach.id, 'Oliver');
    const parent = await guardianOf(t, [child.id], 'Hannah');
    expect((await setConsent(parent, child.id, 'coaching_video', true)).statusCode).toBe(200);
    const query = `?studentId=${child.id}`;
    const uploadId = await uploadWhole(parent, videoBytes(2 * CHUNK), CHUNK, query);
    const created = await send(parent, { uploadId, purpose: 'coach', note: 'From the range today' }, query);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().swing).toMatchObject({ forLabel: 'For my coach', sentBy: 'Hannah Parker' });
    const listed = await parent.call({ method: 'GET', url: `/api/swings${query}` });
    expect(listed.json().swings).toHaveLength(1);
    expect((await parent.call({ method: 'GET', url: created.json().swing.videoUrl })).statusCode).toBe(200);
    const stranger = await guardianOf(t, []);
    expect((await stranger.call({ method: 'GET', url: created.json().swing.videoUrl })).statusCode).toBe(404);

    const reviewed = await coach.call({
      method: 'POST',
      url: `/api/staff/swings/${created.json().swing.id}/review`,
      payload: { comment: 'Great balance, Oliver.' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    await t.app.mailer.drain();
    const mails = await t.database.db.query.outboxEmails.findMany();
    expect(
      mails.filter((m) => m.toAddress === parent.email && m.subject.includes('reviewed a swing')),
    ).toHaveLength(1);
  });

  it('keeps the chunks of an upload in progress and removes an abandoned one with its row after a day', async () => {
    const account = await createStudent(t.database.db, { coachId: coach.id, dateOfBirth: '1990-01-01' });
    let me = await signIn(t, 'student', account);
    const abandoned = (await startUpload(me, 3 * CHUNK)).json().id as string;
    expect((await sendChunk(me, abandoned, 0, videoBytes(CHUNK))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(resumableUploads)
      .where(eq(resumableUploads.id, abandoned));
    const part = row!.partKeys[0]!;
    t.clock.advance(2 * HOUR);
    // Signed in again: the session of two hours ago has timed out.
    me = await signIn(t, 'student', account);
    const fresh = (await startUpload(me, 3 * CHUNK)).json().id as string;
    expect((await sendChunk(me, fresh, 0, videoBytes(CHUNK))).statusCode).toBe(200);
    const [freshRow] = await t.database.db
      .select()
      .from(resumableUploads)
      .where(eq(resumableUploads.id, fresh));

    t.clock.advance(23 * HOUR);
    const report = await t.app.services.cleanUp.run();
    // Earlier cases' unused uploads are past their day too: at least this one's chunk went.
    expect(report.ran).toBe(true);
    expect(report.abandonedUploads).toBeGreaterThanOrEqual(1);
    expect(await t.app.storage.size(part)).toBeNull();
    expect(
      await t.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, abandoned)),
    ).toEqual([]);
    // The one still within its day keeps its chunk, and the file clean-up leaves it alone too.
    expect(await t.app.storage.size(freshRow!.partKeys[0]!)).not.toBeNull();
    me = await signIn(t, 'student', account);
    expect((await me.call({ method: 'GET', url: `/api/uploads/${fresh}` })).json().offset).toBe(CHUNK);
  });

  it('lists a swing among the largest files, where the student can delete it to make room', async () => {
    const me = await adult();
    const uploadId = await uploadWhole(me, videoBytes(2 * CHUNK), CHUNK);
    const swing = (await send(me, { uploadId, purpose: 'coach' })).json().swing;
    const usage = await me.call({ method: 'GET', url: `/api/students/${me.id}/storage` });
    expect(usage.json().largest).toEqual([
      expect.objectContaining({
        id: swing.id,
        kind: 'swing',
        where: 'Coach Messaging, My swings: For my coach',
      }),
    ]);
    const [kept] = await t.database.db.select().from(swingVideos).where(eq(swingVideos.id, swing.id));
    const gone = await me.call({ method: 'DELETE', url: `/api/students/${me.id}/storage/swing/${swing.id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ usedBytes: 0, largest: [] });
    expect(await t.app.storage.size(kept!.fileKey)).toBeNull();
  });

  it('puts swings in the data export and deletes them with the account', async () => {
    const me = await adult();
    const uploadId = await uploadWhole(me, videoBytes(2 * CHUNK), CHUNK);
    const swing = (await send(me, { uploadId, purpose: 'coach' })).json().swing;
    const exported = await me.call({ method: 'GET', url: `/api/students/${me.id}/data-export` });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const files = await unzip(exported.rawPayload);
    const data = JSON.parse(files.get('data.json')!.toString());
    expect(data.tables.swing_videos).toHaveLength(1);
    const [kept] = await t.database.db.select().from(swingVideos).where(eq(swingVideos.id, swing.id));
    expect(files.has(`files/${kept!.fileKey}`)).toBe(true);

    const keys = await t.database.db.transaction((tx) => studentDataRepository(tx).erase(me.id));
    expect(keys).toContain(kept!.fileKey);
    expect(await t.database.db.select().from(swingVideos).where(eq(swingVideos.id, swing.id))).toEqual([]);
  });
});
