import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableUploads, videoRenditions, voiceOvers } from '../../db/schema/index';
import type { Caller } from '../../test/callers';
import { type TestContext, testDbKind } from '../../test/test-app';
import { childWithoutLogin, guardianOf, setConsent } from '../consents/consents.test-helpers';
import { unzip } from '../data-rights/data-rights.test-helpers';
import { studentDataRepository } from '../data-rights/student-data.repository';
import { sendChunk, uploadWhole, videoBytes } from '../resumable-uploads/resumable-uploads.test-helpers';
import { adultStudentOf, coachingVideoWorld } from './swings.test-helpers';

const CHUNK = 8192;

describe(`voice-overs on swings (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    ({ t, coach, otherCoach, admin } = await coachingVideoWorld(CHUNK));
  });
  afterAll(() => t.close());

  const adult = () => adultStudentOf(t, coach);
  /** A swing the student (or guardian, with `query`) sent: its id. */
  const swingOf = async (who: Caller, query = '') => {
    const uploadId = await uploadWhole(who, videoBytes(2 * CHUNK), CHUNK, query);
    const res = await who.call({
      method: 'POST',
      url: `/api/swings${query}`,
      payload: { uploadId, purpose: 'coach' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().swing.id as string;
  };
  const startStaffUpload = (who: Caller, payload: Record<string, unknown>) =>
    who.call({ method: 'POST', url: '/api/staff/uploads', payload });
  /** A staff member's finished voice-over upload for the student: its id. */
  const recorded = async (who: Caller, studentId: string, bytes = 2 * CHUNK) => {
    const started = await startStaffUpload(who, {
      purpose: 'voiceover',
      studentId,
      filename: 'voice-over.mp4',
      size: bytes,
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id as string;
    const file = videoBytes(bytes);
    for (let offset = 0; offset < bytes; offset += CHUNK) {
      const res = await sendChunk(who, id, offset, file.subarray(offset, offset + CHUNK));
      expect(res.statusCode, res.body).toBe(200);
    }
    return id;
  };
  const sendVoiceOver = (who: Caller, swingId: string, payload: Record<string, unknown>) =>
    who.call({ method: 'POST', url: `/api/staff/swings/${swingId}/voice-overs`, payload });

  it('the coach sends a voice-over: queued for conversion, the swing reviewed, the student told and able to play it', async () => {
    const me = await adult();
    const swingId = await swingOf(me);
    const usedBefore = (await me.call({ method: 'GET', url: `/api/students/${me.id}/storage` })).json()
      .usedBytes;
    const uploadId = await recorded(coach, me.id, 3 * CHUNK);
    // The coach's recording is the academy's: it takes none of the student's space.
    const during = await me.call({ method: 'GET', url: `/api/students/${me.id}/storage` });
    expect(during.json().usedBytes).toBe(usedBefore);
    // Only the coach who started the upload continues or reads it.
    expect((await me.call({ method: 'GET', url: `/api/uploads/${uploadId}` })).statusCode).toBe(404);
    expect((await otherCoach.call({ method: 'GET', url: `/api/uploads/${uploadId}` })).statusCode).toBe(404);

    const sent = await sendVoiceOver(coach, swingId, { uploadId });
    expect(sent.statusCode, sent.body).toBe(201);
    const swing = sent.json().swing;
    expect(swing.reviewedAt).not.toBeNull();
    expect(swing.voiceOvers).toHaveLength(1);
    const voiceOver = swing.voiceOvers[0];
    expect(voiceOver).toMatchObject({ coachName: 'James Whitfield' });
    expect(voiceOver.playback.url).toBe(`/api/voice-overs/${voiceOver.id}/video`);

    const [kept] = await t.database.db.select().from(voiceOvers).where(eq(voiceOvers.id, voiceOver.id));
    expect(kept).toMatchObject({ swingId, mime: 'video/mp4', size: 3 * CHUNK });
    const queued = await t.database.db
      .select()
      .from(videoRenditions)
      .where(eq(videoRenditions.sourceKey, kept!.fileKey));
    expect(queued).toHaveLength(1);
    expect(
      await t.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, uploadId)),
    ).toEqual([]);
    // An upload is used once.
    expect((await sendVoiceOver(coach, swingId, { uploadId })).statusCode).toBe(404);

    const mail = await t.lastEmailTo(me.email);
    expect(mail?.subject).toBe('Coach James sent a voice-over on your swing');
    expect(mail?.text).toContain('For my coach');
    const notes = await me.call({ method: 'GET', url: `/api/students/${me.id}/notifications` });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().items[0]).toMatchObject({
      kind: 'voice_over_sent',
      tab: 'coaching',
      title: 'James Whitfield sent a voice-over on your swing',
    });
    // The voice-over is the review: the list does not also say the swing was reviewed.
    expect(notes.json().items.map((n: { kind: string }) => n.kind)).not.toContain('swing_reviewed');

    const listed = await me.call({ method: 'GET', url: '/api/swings' });
    expect(listed.json().swings[0].voiceOvers).toHaveLength(1);
    const video = await me.call({
      method: 'GET',
      url: voiceOver.playback.url,
      headers: { range: 'bytes=0-9' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    const stranger = await adult();
    expect((await stranger.call({ method: 'GET', url: voiceOver.playback.url })).statusCode).toBe(404);
    expect((await otherCoach.call({ method: 'GET', url: voiceOver.playback.url })).statusCode).toBe(404);
    expect((await admin.call({ method: 'GET', url: voiceOver.playback.url })).statusCode).toBe(200);
  });

  it('refuses bad input naming the field, an unfinished upload, and anyone but the coach or an admin', async () => {
    const me = await adult();
    const swingId = await swingOf(me);
    const wrongPurpose = await startStaffUpload(coach, {
      purpose: 'swing',
      studentId: me.id,
      filename: 'a.webm',
      size: 10,
    });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(Object.keys(wrongPurpose.json().fields)).toEqual(['purpose']);
    const noStudent = await startStaffUpload(coach, { purpose: 'voiceover', filename: 'a.webm', size: 10 });
    expect(noStudent.statusCode).toBe(400);
    expect(Object.keys(noStudent.json().fields)).toEqual(['studentId']);
    const huge = await startStaffUpload(coach, {
      purpose: 'voiceover',
      studentId: me.id,
      filename: 'a.webm',
      size: 600 * 1024 * 1024,
    });
    expect(huge.statusCode).toBe(413);
    expect(Object.keys(huge.json().fields)).toEqual(['size']);
    // Another coach's student is not found; a student has no staff uploads.
    expect(
      (
        await startStaffUpload(otherCoach, {
          purpose: 'voiceover',
          studentId: me.id,
          filename: 'a.webm',
          size: 10,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await startStaffUpload(me, { purpose: 'voiceover', studentId: me.id, filename: 'a.webm', size: 10 }))
        .statusCode,
    ).toBe(401);

    const badId = await sendVoiceOver(coach, swingId, { uploadId: 'not-an-id' });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().fields)).toEqual(['uploadId']);
    const half = (
      await startStaffUpload(coach, {
        purpose: 'voiceover',
        studentId: me.id,
        filename: 'v.mp4',
        size: 2 * CHUNK,
      })
    ).json().id as string;
    expect((await sendChunk(coach, half, 0, videoBytes(CHUNK))).statusCode).toBe(200);
    const unfinished = await sendVoiceOver(coach, swingId, { uploadId: half });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().fields).toEqual({ uploadId: 'Upload not complete' });

    const uploadId = await recorded(coach, me.id);
    // Another coach: the swing is not found. A student cannot send one. Someone else's upload is not found.
    expect((await sendVoiceOver(otherCoach, swingId, { uploadId })).statusCode).toBe(404);
    expect((await sendVoiceOver(me, swingId, { uploadId })).statusCode).toBe(401);
    expect((await sendVoiceOver(admin, swingId, { uploadId })).statusCode).toBe(404);
    // An upload made for another student does not go on this student's swing.
    const other = await adult();
    const forOther = await recorded(coach, other.id);
    expect((await sendVoiceOver(coach, swingId, { uploadId: forOther })).statusCode).toBe(404);
    // An admin sends with their own upload.
    const adminSent = await sendVoiceOver(admin, swingId, { uploadId: await recorded(admin, me.id) });
    expect(adminSent.statusCode, adminSent.body).toBe(201);
    expect(adminSent.json().swing.voiceOvers[0].coachName).toBe('Rachel Tester');
  });

  it("a junior's guardian is told once, lists the voice-over and plays it", async () => {
    const child = await childWithoutLogin(t, coach.id, 'Oliver');
    const parent = await guardianOf(t, [child.id], 'Hannah');
    expect((await setConsent(parent, child.id, 'coaching_video', true)).statusCode).toBe(200);
    const query = `?studentId=${child.id}`;
    const swingId = await swingOf(parent, query);
    const sent = await sendVoiceOver(coach, swingId, { uploadId: await recorded(coach, child.id) });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.mailer.drain();
    const mails = await t.database.db.query.outboxEmails.findMany();
    expect(
      mails.filter((m) => m.toAddress === parent.email && m.subject.includes('voice-over')),
    ).toHaveLength(1);
    const listed = await parent.call({ method: 'GET', url: `/api/swings${query}` });
    const voiceOver = listed.json().swings[0].voiceOvers[0];
    expect((await parent.call({ method: 'GET', url: voiceOver.playback.url })).statusCode).toBe(200);
    const stranger = await guardianOf(t, []);
    expect((await stranger.call({ method: 'GET', url: voiceOver.playback.url })).statusCode).toBe(404);
  });

  it('puts voice-overs in the data export and deletes them with the account', async () => {
    const me = await adult();
    const swingId = await swingOf(me);
    const sent = await sendVoiceOver(coach, swingId, { uploadId: await recorded(coach, me.id) });
    const id = sent.json().swing.voiceOvers[0].id as string;
    const [kept] = await t.database.db.select().from(voiceOvers).where(eq(voiceOvers.id, id));
    const exported = await me.call({ method: 'GET', url: `/api/students/${me.id}/data-export` });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const files = await unzip(exported.rawPayload);
    const data = JSON.parse(files.get('data.json')!.toString());
    expect(data.tables.voice_overs).toHaveLength(1);
    expect(files.has(`files/${kept!.fileKey}`)).toBe(true);

    const keys = await t.database.db.transaction((tx) => studentDataRepository(tx).erase(me.id));
    expect(keys).toContain(kept!.fileKey);
    expect(await t.database.db.select().from(voiceOvers).where(eq(voiceOvers.id, id))).toEqual([]);
  });
});
