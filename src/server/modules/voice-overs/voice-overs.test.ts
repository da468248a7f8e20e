import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { coachMessages, videoRenditions, voiceOvers } from '../../db/schema/index';
import type { Caller } from '../../test/callers';
import { type TestContext, testDbKind } from '../../test/test-app';
import { childWithoutLogin, guardianOf, setConsent } from '../consents/consents.test-helpers';
import { unzip } from '../data-rights/data-rights.test-helpers';
import { studentDataRepository } from '../data-rights/student-data.repository';
import { adultStudentOf, coachingVideoWorld } from '../swings/swings.test-helpers';
import { recordedVoiceOver, targetsOf } from './voice-overs.test-helpers';

const CHUNK = 8192;
const exerciseId = curriculumLesson(1)!.exercises[0]!.id;

describe(`voice-overs on drills, exercises and message replies (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    ({ t, coach, otherCoach, admin } = await coachingVideoWorld(CHUNK));
  });
  afterAll(() => t.close());

  const adult = () => adultStudentOf(t, coach);
  const recorded = (who: Caller, studentId: string) => recordedVoiceOver(who, studentId, CHUNK);
  const urls = (ids: Awaited<ReturnType<typeof targetsOf>>) => ({
    drill: `/api/staff/drill-assignments/${ids.drillId}/voice-overs`,
    exercise: `/api/staff/module-assignments/${ids.moduleId}/exercises/${exerciseId}/voice-overs`,
    message: `/api/staff/messages/${ids.messageId}/voice-overs`,
  });
  const send = (who: Caller, url: string, payload: Record<string, unknown>) =>
    who.call({ method: 'POST', url, payload });

  it('a message reply carries several voice-overs: the message answered, the student told and able to play them', async () => {
    const me = await adult();
    const ids = await targetsOf(t, me.id, coach.id);
    const url = urls(ids).message;
    const first = await send(coach, url, { uploadId: await recorded(coach, me.id) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().voiceOvers).toHaveLength(1);
    const second = await send(coach, url, { uploadId: await recorded(coach, me.id) });
    expect(second.json().voiceOvers).toHaveLength(2);
    expect(second.json().voiceOvers[0]).toMatchObject({ coachName: 'James Whitfield' });

    // Sending one answers an unanswered message; the written reply may follow (or not).
    const [message] = await t.database.db
      .select()
      .from(coachMessages)
      .where(eq(coachMessages.id, ids.messageId));
    expect(message).toMatchObject({ status: 'answered', readByStudent: false, coachResponse: null });
    const [kept] = await t.database.db
      .select()
      .from(voiceOvers)
      .where(eq(voiceOvers.messageId, ids.messageId));
    expect(kept).toMatchObject({ studentId: me.id, swingId: null, drillAssignmentId: null });
    const queued = await t.database.db
      .select()
      .from(videoRenditions)
      .where(eq(videoRenditions.sourceKey, kept!.fileKey));
    expect(queued).toHaveLength(1);

    const listed = await me.call({ method: 'GET', url: `/api/students/${me.id}/messages` });
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = listed.json().messages.find((m: { id: string }) => m.id === ids.messageId);
    expect(shown.status).toBe('answered');
    expect(shown.voiceOvers).toHaveLength(2);
    const inbox = await coach.call({ method: 'GET', url: '/api/staff/messages' });
    const line = inbox.json().messages.find((m: { id: string }) => m.id === ids.messageId);
    expect(line.voiceOvers).toHaveLength(2);

    const mail = await t.lastEmailTo(me.email);
    expect(mail?.subject).toBe('Coach James sent a voice-over: Driver slice');
    const notes = (await me.call({ method: 'GET', url: `/api/students/${me.id}/notifications` })).json();
    expect(notes.items[0]).toMatchObject({
      kind: 'voice_over_sent',
      title: 'James Whitfield sent a voice-over on your message',
      tab: 'coaching',
    });
    // Answered by voice-overs alone: not also told of as a written reply.
    expect(notes.items.map((n: { kind: string }) => n.kind)).not.toContain('coach_replied');

    const play = shown.voiceOvers[0].playback.url as string;
    const video = await me.call({ method: 'GET', url: play, headers: { range: 'bytes=0-9' } });
    expect(video.statusCode).toBe(206);
    expect((await (await adult()).call({ method: 'GET', url: play })).statusCode).toBe(404);
    expect((await otherCoach.call({ method: 'GET', url: play })).statusCode).toBe(404);
    expect((await admin.call({ method: 'GET', url: play })).statusCode).toBe(200);
  });

  it('a voice-over on a drill and on an exercise shows where the family reads them', async () => {
    const me = await adult();
    const ids = await targetsOf(t, me.id, coach.id);
    const drill = await send(coach, urls(ids).drill, { uploadId: await recorded(coach, me.id) });
    expect(drill.statusCode, drill.body).toBe(201);
    const exercise = await send(coach, urls(ids).exercise, { uploadId: await recorded(coach, me.id) });
    expect(exercise.statusCode, exercise.body).toBe(201);

    const assignments = (await me.call({ method: 'GET', url: `/api/students/${me.id}/assignments` })).json();
    const listedDrill = assignments.find((a: { id: string }) => a.id === ids.drillId);
    expect(listedDrill.voiceOvers).toHaveLength(1);
    // The drill keeps its own review: a voice-over adds to it and does not mark it reviewed.
    expect(listedDrill.status).toBe('completed');
    const coaching = (await me.call({ method: 'GET', url: `/api/students/${me.id}/coaching` })).json();
    const listedExercise = coaching.modules[0].exercises.find((e: { id: string }) => e.id === exerciseId);
    expect(listedExercise.voiceOvers).toHaveLength(1);
    const progress = (
      await coach.call({ method: 'GET', url: `/api/module-assignments/${ids.moduleId}/progress` })
    ).json();
    expect(
      progress.progress.find((p: { exercise_id: string }) => p.exercise_id === exerciseId).voiceOvers,
    ).toHaveLength(1);

    const notes = (await me.call({ method: 'GET', url: `/api/students/${me.id}/notifications` })).json();
    const titles = notes.items.map((n: { title: string }) => n.title);
    expect(titles).toContain('James Whitfield sent a voice-over on your drill');
    expect(titles).toContain('James Whitfield sent a voice-over on your exercise');
    for (const url of [listedDrill.voiceOvers[0].playback.url, listedExercise.voiceOvers[0].playback.url]) {
      expect((await me.call({ method: 'GET', url })).statusCode).toBe(200);
      expect((await (await adult()).call({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses bad input naming the field, another coach, a student, and an exercise not in the lesson', async () => {
    const me = await adult();
    const ids = await targetsOf(t, me.id, coach.id);
    const uploadId = await recorded(coach, me.id);
    for (const url of Object.values(urls(ids))) {
      const bad = await send(coach, url, { uploadId: 'not-an-id' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(['uploadId']);
      const missing = await send(coach, url, {});
      expect(Object.keys(missing.json().fields)).toEqual(['uploadId']);
      expect((await send(otherCoach, url, { uploadId })).statusCode).toBe(404);
      expect((await send(me, url, { uploadId })).statusCode).toBe(401);
      // An admin sends with their own upload only.
      expect((await send(admin, url, { uploadId })).statusCode).toBe(404);
    }
    const badExercise = await send(
      coach,
      `/api/staff/module-assignments/${ids.moduleId}/exercises/first/voice-overs`,
      { uploadId },
    );
    expect(badExercise.statusCode).toBe(400);
    expect(Object.keys(badExercise.json().fields)).toEqual(['exerciseId']);
    const notInLesson = await send(
      coach,
      `/api/staff/module-assignments/${ids.moduleId}/exercises/9-1/voice-overs`,
      { uploadId },
    );
    expect(notInLesson.statusCode).toBe(404);
    // An upload made for another student does not go on this student's drill.
    const other = await adult();
    const forOther = await recorded(coach, other.id);
    expect((await send(coach, urls(ids).drill, { uploadId: forOther })).statusCode).toBe(404);
    const adminSent = await send(admin, urls(ids).drill, { uploadId: await recorded(admin, me.id) });
    expect(adminSent.statusCode, adminSent.body).toBe(201);
    expect(adminSent.json().voiceOvers[0].coachName).toBe('Rachel Tester');
  });

  it("a junior's guardian is told once per voice-over, plays them, and another family cannot", async () => {
    const child = await childWithoutLogin(t, coach.id, 'Oliver');
    const parent = await guardianOf(t, [child.id], 'Hannah');
    const ids = await targetsOf(t, child.id, coach.id);
    // A junior's coaching videos need consent, read at the act.
    const refused = await send(coach, urls(ids).drill, { uploadId: await recorded(coach, child.id) });
    expect(refused.statusCode).toBe(409);
    expect((await setConsent(parent, child.id, 'coaching_video', true)).statusCode).toBe(200);
    for (const url of Object.values(urls(ids))) {
      const sent = await send(coach, url, { uploadId: await recorded(coach, child.id) });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await t.app.mailer.drain();
    const mails = (await t.database.db.query.outboxEmails.findMany()).filter(
      (m) => m.toAddress === parent.email && m.subject.includes('voice-over'),
    );
    // The drill's and the exercise's as news; the message's as the safeguarding copy of the reply.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Coach James sent a voice-over on Warm-Up and Five-Ball Contact Check',
      'Coach James sent a voice-over on an exercise',
    ]);
    const copies = (await t.database.db.query.outboxEmails.findMany()).filter(
      (m) => m.toAddress === parent.email && m.subject.includes('Re: Driver slice'),
    );
    expect(copies).toHaveLength(1);

    const rows = await t.database.db.select().from(voiceOvers).where(eq(voiceOvers.studentId, child.id));
    expect(rows).toHaveLength(3);
    const stranger = await guardianOf(t, []);
    for (const row of rows) {
      const url = `/api/voice-overs/${row.id}/video`;
      expect((await parent.call({ method: 'GET', url })).statusCode).toBe(200);
      expect((await stranger.call({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('puts every voice-over in the data export and deletes them, files too, with the account', async () => {
    const me = await adult();
    const ids = await targetsOf(t, me.id, coach.id);
    for (const url of Object.values(urls(ids))) {
      expect((await send(coach, url, { uploadId: await recorded(coach, me.id) })).statusCode).toBe(201);
    }
    const rows = await t.database.db.select().from(voiceOvers).where(eq(voiceOvers.studentId, me.id));
    const exported = await me.call({ method: 'GET', url: `/api/students/${me.id}/data-export` });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const files = await unzip(exported.rawPayload);
    expect(JSON.parse(files.get('data.json')!.toString()).tables.voice_overs).toHaveLength(3);
    for (const row of rows) expect(files.has(`files/${row.fileKey}`)).toBe(true);
    const keys = await t.database.db.transaction((tx) => studentDataRepository(tx).erase(me.id));
    for (const row of rows) expect(keys).toContain(row.fileKey);
    expect(await t.database.db.select().from(voiceOvers).where(eq(voiceOvers.studentId, me.id))).toEqual([]);
  });
});
