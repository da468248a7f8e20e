import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachMessages, outboxEmails } from '../../db/schema/index';
import { createStaff, createStudent } from '../../db/seed/factories';
import { filesUnder, PNG, VIDEO } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { fieldsFor, multipart, send, setUp, token, type World } from './messages.test-helpers';
import { juniorOn } from './safeguarding';

// A student writing to a coach, and the staff lists that show what was written. The lists stay with the
// writing: they expect both the adult's and the junior's messages sent above them.
describe(`coach messages (${testDbKind})`, () => {
  let t: TestContext;
  let w: World;
  const uploads = () => filesUnder(path.join(t.dataDir, 'uploads'));

  beforeAll(async () => {
    t = await createTestContext();
    w = await setUp(t);
  });
  afterAll(() => t.close());

  it('knows who is under 18 on a London calendar day, and treats an unknown age as a junior', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(juniorOn('2014-05-12', now)).toBe(true);
    expect(juniorOn('2008-11-23', now)).toBe(true);
    expect(juniorOn('2008-11-22', now)).toBe(false);
    expect(juniorOn(null, now)).toBe(true);
  });

  it('sends a message with an image to an adult’s coach, copies nothing, and lists it newest first', async () => {
    const first = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { subject: 'First' }));
    expect(first.statusCode).toBe(201);
    t.clock.advance(60_000);
    const res = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { type: 'feedback' }), {
      image: { bytes: PNG, name: 'grip.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    const { success, message } = res.json();
    expect(success).toBe(true);
    expect(message).toMatchObject({
      studentId: w.adult.id,
      coachId: w.coach.id,
      subject: 'Driver slice',
      type: 'feedback',
      status: 'pending',
      read_by_student: false,
      video_url: null,
      image_url: `/api/messages/${message.id}/attachments/image`,
      coach: { id: w.coach.id, first_name: 'James', last_name: 'Whitfield' },
    });
    expect(await t.lastEmailTo(w.adult.guardianEmail!)).toBeUndefined();

    const list = await w.asAdult({ method: 'GET', url: `/api/students/${w.adult.id}/messages` });
    expect(list.statusCode).toBe(200);
    expect(list.json().guardianCopy).toBe(false);
    expect(list.json().messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Driver slice',
      'First',
    ]);
    expect(list.json().messages[0].coach.first_name).toBe('James');
  });

  it('copies a junior’s message to the guardian, saying who wrote to whom, without the files', async () => {
    const res = await send(
      w.asJunior,
      fieldsFor(w.junior.id, w.coach.id, { subject: 'Putting', message: 'How long should I practise?' }),
      { image: { bytes: PNG, name: 'green.png', type: 'image/png' } },
    );
    expect(res.statusCode).toBe(201);
    const mail = await t.lastEmailTo(w.junior.guardianEmail!);
    expect(mail?.subject).toBe('Copy of a message from Oliver Bennett to coach James Whitfield: Putting');
    expect(mail?.text).toContain('Oliver Bennett wrote to coach James Whitfield');
    expect(mail?.text).toContain('How long should I practise?');
    expect(mail?.text).toContain('Attachments: an image. Attachments are not sent by e-mail');
    expect(mail?.text).toContain('/student-portal?tab=coaching');
    const list = await w.asJunior({ method: 'GET', url: `/api/students/${w.junior.id}/messages` });
    expect(list.json().guardianCopy).toBe(true);
  });

  it('a resend with the same Idempotency-Key answers the first message: one row, one guardian copy, no extra file', async () => {
    const key = `resend-${Math.random().toString(36).slice(2)}`;
    const fields = fieldsFor(w.junior.id, w.coach.id, { subject: 'Bunker', message: 'Open or square face?' });
    const image = { bytes: PNG, name: 'sand.png', type: 'image/png' };
    const sendWithKey = async (f: Record<string, string>, idempotencyKey: string) => {
      const body = await multipart(f, { image });
      return w.asJunior({
        method: 'POST',
        url: '/api/messages',
        headers: { ...body.headers, 'idempotency-key': idempotencyKey },
        payload: body.payload,
      });
    };
    const copies = async () =>
      (await t.database.db.select().from(outboxEmails)).filter(
        (m) => m.toAddress === w.junior.guardianEmail && m.subject.endsWith(': Bunker'),
      ).length;

    const first = await sendWithKey(fields, key);
    expect(first.statusCode).toBe(201);
    const filesAfterFirst = await uploads();
    const again = await sendWithKey(fields, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toEqual(first.json().message);
    expect(await uploads()).toEqual(filesAfterFirst);
    const rows = await t.database.db
      .select()
      .from(coachMessages)
      .where(eq(coachMessages.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await copies()).toBe(1);

    // The same key with other words is a mistake, not a resend.
    const changed = await sendWithKey({ ...fields, message: 'Actually, a different question' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different message');
    expect(await uploads()).toEqual(filesAfterFirst);

    // Keys belong to one student: another student's same key is their own message.
    const body = await multipart(fieldsFor(w.adult.id, w.coach.id, { subject: 'Bunker' }));
    const other = await w.asAdult({
      method: 'POST',
      url: '/api/messages',
      headers: { ...body.headers, 'idempotency-key': key },
      payload: body.payload,
    });
    expect(other.statusCode).toBe(201);

    const short = await sendWithKey(fields, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ 'idempotency-key': 'Idempotency-Key must be 8 to 200 characters' });
  });

  it('two sends with one Idempotency-Key at the same moment store one message', async () => {
    const key = `race-${Math.random().toString(36).slice(2)}`;
    const fields = fieldsFor(w.adult.id, w.coach.id, { subject: 'Race' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const body = await multipart(fields);
        return w.asAdult({
          method: 'POST',
          url: '/api/messages',
          headers: { ...body.headers, 'idempotency-key': key },
          payload: body.payload,
        });
      }),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().message.id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(coachMessages)
      .where(eq(coachMessages.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('refuses a junior’s message when there is no guardian to copy it to', async () => {
    const lone = await createStudent(t.database.db, { dateOfBirth: '2013-01-01', coachId: w.coach.id });
    const authorization = await token(t, '/api/portal/login', lone.email);
    const body = await multipart(fieldsFor(lone.id, w.coach.id));
    const again = await t.request({
      method: 'POST',
      url: '/api/messages',
      headers: { authorization, ...body.headers },
      payload: body.payload,
    });
    expect(again.statusCode).toBe(409);
    const rows = await t.database.db.select().from(coachMessages).where(eq(coachMessages.studentId, lone.id));
    expect(rows).toHaveLength(0);
  });

  it('does not find another student’s id (404), leaving no message and no file', async () => {
    const before = await uploads();
    const res = await send(w.asStranger, fieldsFor(w.adult.id, w.coach.id), {
      image: { bytes: PNG, name: 'x.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(404);
    expect(await uploads()).toEqual(before);
    const list = await w.asStranger({ method: 'GET', url: `/api/students/${w.adult.id}/messages` });
    expect(list.statusCode).toBe(404);
    const own = await w.asAdult({ method: 'GET', url: `/api/students/${w.adult.id}/messages` });
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 naming coachId for anyone who is not an active coach', async () => {
    const retired = await createStaff(t.database.db, { active: false });
    for (const coachId of [w.admin.id, retired.id, '6f1c1f6e-9a55-4c53-9f43-5b0e8d0f4d11']) {
      const res = await send(w.asAdult, fieldsFor(w.adult.id, coachId));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ coachId: 'Choose one of the academy coaches' });
    }
    const badId = await send(w.asAdult, fieldsFor(w.adult.id, 'not-a-uuid'));
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().fields)).toEqual(['coachId']);
  });

  it('answers 400 naming the field for a blank subject, an unknown field or a JSON body', async () => {
    const blank = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { subject: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ subject: 'Subject is required' });
    const extra = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { status: 'answered' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ status: 'Unknown field' });
    const json = await w.asAdult({
      method: 'POST',
      url: '/api/messages',
      payload: fieldsFor(w.adult.id, w.coach.id),
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a file of the wrong type or over the limit, keeping nothing on disk', async () => {
    const before = await uploads();
    const count = async () =>
      (await t.database.db.select().from(coachMessages).where(eq(coachMessages.studentId, w.adult.id)))
        .length;
    const rowsBefore = await count();
    const script = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id), {
      image: {
        bytes: Buffer.from('<script>alert(1)</script>'.repeat(300)),
        name: 'photo.png',
        type: 'image/png',
      },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().fields).toEqual({ image: 'File type not allowed' });
    const pngAsVideo = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id), {
      video: { bytes: PNG, name: 'swing.mp4', type: 'video/mp4' },
    });
    expect(pngAsVideo.statusCode).toBe(400);
    expect(pngAsVideo.json().fields).toEqual({ video: 'File type not allowed' });
    // A good video stored first is removed again when the image after it is too large.
    const big = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id), {
      video: { bytes: VIDEO, name: 'swing.mp4', type: 'video/mp4' },
      image: {
        bytes: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
        name: 'big.png',
        type: 'image/png',
      },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().fields).toEqual({ image: 'File too large' });
    const other = await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id), {
      other: { bytes: PNG, name: 'x.png', type: 'image/png' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ other: 'Unknown field' });
    expect(await uploads()).toEqual(before);
    expect(await count()).toBe(rowsBefore);
  });

  it('shows a coach their students’ messages, an admin everyone’s, and no one without a session', async () => {
    await send(w.asStranger, fieldsFor(w.stranger.id, w.otherCoach.id, { subject: 'Stranger question' }));
    const coach = await w.asCoach({ method: 'GET', url: '/api/staff/messages' });
    expect(coach.statusCode).toBe(200);
    const coachStudents = new Set(
      coach.json().messages.map((m: { student: { id: string } }) => m.student.id),
    );
    expect(coachStudents).toEqual(new Set([w.adult.id, w.junior.id]));
    const first = coach.json().messages[0];
    expect(first).toMatchObject({ unread: true, student: { firstName: expect.any(String) } });
    expect(first.student).not.toHaveProperty('guardianEmail');
    const dates = coach.json().messages.map((m: { createdAt: string }) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const admin = await w.asAdmin({ method: 'GET', url: '/api/staff/messages' });
    const adminStudents = new Set(
      admin.json().messages.map((m: { student: { id: string } }) => m.student.id),
    );
    expect(adminStudents).toEqual(new Set([w.adult.id, w.junior.id, w.stranger.id]));

    expect((await t.request({ method: 'GET', url: '/api/staff/messages' })).statusCode).toBe(401);
    expect((await w.asAdult({ method: 'GET', url: '/api/staff/messages' })).statusCode).toBe(401);
    // Coaches cannot delete messages: there is no such route.
    const del = await w.asCoach({ method: 'DELETE', url: `/api/messages/${first.id}` });
    expect(del.statusCode).toBe(404);
  });

  it('lists a coach’s inbox with its stat cards, and refuses another coach’s', async () => {
    const res = await w.asCoach({ method: 'GET', url: `/api/coaches/${w.coach.id}/messages` });
    expect(res.statusCode, res.body).toBe(200);
    const { messages, stats } = res.json();
    expect(stats.total).toBe(messages.length);
    expect(stats.pending + stats.inProgress + stats.resolved).toBe(stats.total);
    expect(messages[0]).toMatchObject({ status: 'pending', progress: 25, coachResponse: null });
    expect(
      (await w.asCoach({ method: 'GET', url: `/api/coaches/${w.otherCoach.id}/messages` })).statusCode,
    ).toBe(403);
    const everyone = await w.asAdmin({ method: 'GET', url: `/api/coaches/${w.admin.id}/messages` });
    expect(everyone.json().stats.total).toBeGreaterThanOrEqual(stats.total);
    expect((await w.asAdult({ method: 'GET', url: `/api/coaches/${w.coach.id}/messages` })).statusCode).toBe(
      401,
    );
  });
});
