import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/seed/factories';
import { multipartBody, PNG, VIDEO } from '../../test/multipart';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { fieldsFor, multipart, send, setUp, token, type World } from './messages.test-helpers';

// What happens to a message once sent: its files served, read, answered by a coach, copied to a guardian.
describe(`coach messages (${testDbKind})`, () => {
  let t: TestContext;
  let w: World;

  beforeAll(async () => {
    t = await createTestContext();
    w = await setUp(t);
  });
  afterAll(() => t.close());

  it('serves attachments to the student, their coaches and admins only, with Range for video', async () => {
    const res = await send(w.asAdult, fieldsFor(w.adult.id, w.otherCoach.id, { subject: 'Swing video' }), {
      video: { bytes: VIDEO, name: 'my swing.mp4', type: 'video/mp4' },
      image: { bytes: PNG, name: 'grip.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    const { message } = res.json();
    const image = { method: 'GET' as const, url: message.image_url };
    // The student, their assigned coach, the coach written to, and an admin.
    for (const caller of [w.asAdult, w.asCoach, w.asOtherCoach, w.asAdmin]) {
      const file = await caller(image);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload).toEqual(PNG);
    }
    expect((await w.asStranger(image)).statusCode).toBe(404);
    expect((await t.request(image)).statusCode).toBe(401);
    const unrelated = await createStaff(t.database.db, { role: 'instructor' });
    const authorization = await token(t, '/api/staff-portal/login', unrelated.email);
    expect((await t.request({ ...image, headers: { authorization } })).statusCode).toBe(404);

    const range = await w.asCoach({ method: 'GET', url: message.video_url, headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.headers['content-range']).toBe(`bytes 0-9/${VIDEO.length}`);
    expect(range.rawPayload).toEqual(VIDEO.subarray(0, 10));
    const none = await w.asAdult({
      method: 'GET',
      url: `/api/messages/${message.id}/attachments/coach-video`,
    });
    expect(none.statusCode).toBe(404);
  });

  it('lets only the owner mark a message read', async () => {
    const res = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { subject: 'Read me' }));
    const id = res.json().message.id as string;
    const read = {
      method: 'PATCH' as const,
      url: `/api/messages/${id}/read`,
      payload: { readBy: 'student' },
    };
    expect((await w.asStranger(read)).statusCode).toBe(404);
    expect((await t.request(read)).statusCode).toBe(401);
    const bad = await w.asAdult({ ...read, payload: { readBy: 'coach' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['readBy']);
    expect((await w.asAdult(read)).statusCode).toBe(200);
    const list = await w.asAdult({ method: 'GET', url: `/api/students/${w.adult.id}/messages` });
    expect(list.json().messages.find((m: { id: string }) => m.id === id).read_by_student).toBe(true);
  });

  it('moves a message as a coach works and shows the reply to the student', async () => {
    const sent = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { subject: 'Putting yips' }));
    const id = sent.json().message.id;
    const studentView = async () =>
      (await w.asAdult({ method: 'GET', url: `/api/students/${w.adult.id}/messages` }))
        .json()
        .messages.find((m: { id: string }) => m.id === id);

    const picked = await w.asCoach({
      method: 'PATCH',
      url: `/api/messages/${id}/status`,
      payload: { status: 'in_progress' },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().message).toMatchObject({ status: 'in_progress', progress: 50, unread: false });
    // The student portal has no 'in progress': to the student it is still waiting.
    expect((await studentView()).status).toBe('pending');

    const bad = await w.asCoach({
      method: 'PATCH',
      url: `/api/messages/${id}/status`,
      payload: { status: 'answered' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
    expect(
      (
        await w.asOtherCoach({
          method: 'PATCH',
          url: `/api/messages/${id}/status`,
          payload: { status: 'resolved' },
        })
      ).statusCode,
    ).toBe(404);

    const reply = (caller: World['asCoach'], parts: Parameters<typeof multipartBody>[0]) =>
      multipartBody(parts).then((body) =>
        caller({ method: 'POST', url: `/api/messages/${id}/reply`, ...body }),
      );
    const blank = await reply(w.asCoach, [['response', '   ']]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('response');
    const wrongFile = await reply(w.asCoach, [
      ['response', 'Try this'],
      ['video', { bytes: PNG, name: 'x.mp4', type: 'video/mp4' }],
    ]);
    expect(wrongFile.statusCode).toBe(400);
    expect((await reply(w.asOtherCoach, [['response', 'Not mine']])).statusCode).toBe(404);
    expect((await reply(w.asAdult, [['response', 'Me']])).statusCode).toBe(401);

    const answered = await reply(w.asCoach, [
      ['response', 'Try the gate drill: two tees a putter-head apart.'],
      ['video', { bytes: VIDEO, name: 'gate.mp4', type: 'video/mp4' }],
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().message).toMatchObject({ status: 'resolved', progress: 100 });
    const seen = await studentView();
    expect(seen).toMatchObject({
      status: 'answered',
      coach_response: 'Try the gate drill: two tees a putter-head apart.',
      read_by_student: false,
      answered_at: expect.any(String),
    });
    const video = await w.asAdult({ method: 'GET', url: seen.coach_video_url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');

    // Resolving keeps the reply's 'answered'; reopening puts it back in progress.
    await w.asCoach({ method: 'PATCH', url: `/api/messages/${id}/status`, payload: { status: 'resolved' } });
    expect((await studentView()).status).toBe('answered');
    await w.asCoach({
      method: 'PATCH',
      url: `/api/messages/${id}/status`,
      payload: { status: 'in_progress' },
    });
    expect((await studentView()).status).toBe('pending');
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    expect((await t.request({ method: 'GET', url: `/api/students/${w.adult.id}/messages` })).statusCode).toBe(
      401,
    );
    const body = await multipart(fieldsFor(w.adult.id, w.coach.id));
    expect((await t.request({ method: 'POST', url: '/api/messages', ...body })).statusCode).toBe(401);
    const bad = await w.asAdult({ method: 'GET', url: '/api/students/nope/messages' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
  });
});

describe(`guardian copies over SMTP (${testDbKind})`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestContext;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the junior’s message to the guardian and nothing for an adult', async () => {
    const w = await setUp(t);
    const junior = await multipart(fieldsFor(w.junior.id, w.coach.id, { subject: 'Bunker shots' }));
    expect((await w.asJunior({ method: 'POST', url: '/api/messages', ...junior })).statusCode).toBe(201);
    const adult = await multipart(fieldsFor(w.adult.id, w.coach.id));
    expect((await w.asAdult({ method: 'POST', url: '/api/messages', ...adult })).statusCode).toBe(201);
    await t.app.mailer.drain();
    const copy = sink.received.find((m) => m.to.includes(w.junior.guardianEmail!));
    expect(copy).toBeDefined();
    expect(copy!.raw).toContain('Subject: Copy of a message from Oliver Bennett to coach James Whitfield:');
    expect(copy!.raw).toContain('My drives keep curving right. Any drills?');
    expect(sink.received.some((m) => m.to.includes(w.adult.guardianEmail!))).toBe(false);

    // The coach's reply to a junior is copied too.
    const id = (await w.asCoach({ method: 'GET', url: '/api/staff/messages' }))
      .json()
      .messages.find((m: { subject: string }) => m.subject === 'Bunker shots').id;
    const body = await multipartBody([['response', 'Open the face and splash the sand.']]);
    expect((await w.asCoach({ method: 'POST', url: `/api/messages/${id}/reply`, ...body })).statusCode).toBe(
      200,
    );
    await t.app.mailer.drain();
    const replyCopy = sink.received.find((m) => m.raw.includes('Re: Bunker shots'));
    expect(replyCopy?.to).toContain(w.junior.guardianEmail!);
    expect(replyCopy!.raw).toContain(
      'Subject: Copy of a message from coach James Whitfield to Oliver Bennett: Re: Bunker shots',
    );
    expect(replyCopy!.raw).toContain('Open the face and splash the sand.');
  });
});
