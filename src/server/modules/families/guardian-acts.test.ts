import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachMessages, drillAssignments, students } from '../../db/schema/index';
import { createStaff } from '../../db/seed/factories';
import { multipartBody } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { fieldsFor, multipart, token } from '../messages/messages.test-helpers';
import { GUARDIAN_REQUIRED } from '../messages/safeguarding';
import { type Call, callerWith, families, PASSWORD, tokenIn } from './families.test-helpers';

// The test clock reads 22 November 2026.
const OLIVER_9 = '2017-03-14';

/** A guardian acts in the Student Portal as their child would, and is recorded as the author. */
describe(`a guardian acting for their child (${testDbKind})`, () => {
  let t: TestContext;
  let coach: { id: string; email: string };
  let f: ReturnType<typeof families>;
  let parent: { id: string; email: string; call: Call };
  let oliver: string;
  let otherParent: { id: string; email: string; call: Call };
  let otherChild: string;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await createStaff(t.database.db, { firstName: 'James', lastName: 'Whitfield' });
    f = families(t, 'acts');
    parent = await f.registerGuardian();
    await f.confirm(parent.id);
    oliver = await f.addChild(parent.call, { firstName: 'Oliver', dateOfBirth: OLIVER_9, coachId: coach.id });
    otherParent = await f.registerGuardian({ firstName: 'Tom', lastName: 'Other' });
    await f.confirm(otherParent.id);
    otherChild = await f.addChild(otherParent.call, {
      firstName: 'Ella',
      dateOfBirth: OLIVER_9,
      coachId: coach.id,
    });
  });
  afterAll(() => t.close());

  const sendFor = async (call: Call, query: string, studentId: string, extra: Record<string, string> = {}) =>
    call({
      method: 'POST',
      url: `/api/messages${query}`,
      ...(await multipart(fieldsFor(studentId, coach.id, extra))),
    });

  it('sends a message for their child: the guardian is its author and every guardian gets the copy', async () => {
    const res = await sendFor(parent.call, `?studentId=${oliver}`, oliver, { subject: 'Lessons' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(coachMessages)
      .where(eq(coachMessages.id, res.json().message.id));
    expect(row).toMatchObject({ studentId: oliver, sentByGuardianId: parent.id });
    const copy = await t.lastEmailTo(parent.email);
    expect(copy?.subject).toBe(
      'Copy of a message from Hannah Parker (for Oliver Parker) to coach James Whitfield: Lessons',
    );

    const unnamed = await sendFor(parent.call, '', oliver);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual({ studentId: 'Choose which child this is for' });
    // Another family's child is not found, however they are named.
    expect((await sendFor(parent.call, `?studentId=${otherChild}`, otherChild)).statusCode).toBe(404);
    expect((await sendFor(otherParent.call, `?studentId=${otherChild}`, oliver)).statusCode).toBe(404);
  });

  it('reads the coach’s reply for their child, which is copied to them too', async () => {
    const sent = await sendFor(parent.call, `?studentId=${oliver}`, oliver, { subject: 'Grip' });
    const id = sent.json().message.id as string;
    const asCoach = await token(t, '/api/staff-portal/login', coach.email);
    const body = await multipartBody([['response', 'Hold it more gently.']]);
    const reply = await t.request({
      method: 'POST',
      url: `/api/messages/${id}/reply`,
      headers: { ...body.headers, authorization: asCoach },
      payload: body.payload,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const copy = await t.lastEmailTo(parent.email);
    expect(copy?.subject).toBe('Copy of a message from coach James Whitfield to Oliver Parker: Re: Grip');

    const read = (call: Call, studentId: string) =>
      call({
        method: 'PATCH',
        url: `/api/messages/${id}/read?studentId=${studentId}`,
        payload: { readBy: 'student' },
      });
    expect((await read(otherParent.call, otherChild)).statusCode).toBe(404);
    expect((await read(parent.call, oliver)).statusCode).toBe(200);
    const list = await parent.call({ method: 'GET', url: `/api/students/${oliver}/messages` });
    expect(list.json().messages.find((m: { id: string }) => m.id === id).read_by_student).toBe(true);
  });

  it('starts and completes a drill for their child, recorded as done by the guardian', async () => {
    const [assignment] = await t.database.db
      .insert(drillAssignments)
      .values({ studentId: oliver, drillId: '1-1', coachId: coach.id })
      .returning();
    const url = `/api/drill-assignments/${assignment!.id}`;
    const other = await otherParent.call({
      method: 'PUT',
      url: `${url}?studentId=${otherChild}`,
      payload: { status: 'in_progress' },
    });
    expect(other.statusCode).toBe(404);
    const start = await parent.call({
      method: 'PUT',
      url: `${url}?studentId=${oliver}`,
      payload: { status: 'in_progress' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const done = await parent.call({
      method: 'PUT',
      url: `${url}?studentId=${oliver}`,
      payload: { status: 'completed', student_score: '8/10' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(drillAssignments)
      .where(eq(drillAssignments.id, assignment!.id));
    expect(row).toMatchObject({ status: 'completed', completedByGuardianId: parent.id });
  });

  it('opens the child’s learning videos and downloads by naming the child', async () => {
    for (const url of ['/api/learning/videos', '/api/downloads']) {
      expect((await parent.call({ method: 'GET', url: `${url}?studentId=${oliver}` })).statusCode).toBe(200);
      expect((await parent.call({ method: 'GET', url: `${url}?studentId=${otherChild}` })).statusCode).toBe(
        404,
      );
    }
  });

  it('refuses a junior who registered alone until their guardian accepts, then copies the guardian', async () => {
    const guardianEmail = 'acts.mum@example.com';
    const registered = await t.request({
      method: 'POST',
      url: '/api/portal/register',
      remoteAddress: '10.8.0.1',
      payload: {
        firstName: 'Jo',
        lastName: 'Young',
        email: 'acts.jo@example.com',
        username: `acts_jo_${testDbKind}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        coachId: coach.id,
        dateOfBirth: '2011-01-10',
        guardianEmail,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const jo = registered.json().user.id as string;
    await t.database.db.update(students).set({ emailConfirmedAt: t.clock() }).where(eq(students.id, jo));
    const asJo = callerWith(t, registered.json().token);

    // The portal says so before anything is written, with the same words as the refusal.
    const listed = async () => (await asJo({ method: 'GET', url: `/api/students/${jo}/messages` })).json();
    expect((await listed()).sendRefusal).toBe(GUARDIAN_REQUIRED);
    const refused = await sendFor(asJo, '', jo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GUARDIAN_REQUIRED);
    const [row] = await t.database.db.select().from(students).where(eq(students.id, jo));
    // The address Jo named is invited, never trusted as a guardian until its owner accepts.
    expect(row!.guardianEmail).toBeNull();

    const invitation = await t.lastEmailTo(guardianEmail);
    const joined = await f.registerGuardian({
      email: guardianEmail,
      invitationToken: tokenIn(invitation!.text),
    });
    // Next, consent: a 15-year-old with her own login writes to a coach once she and her guardian both agree.
    expect((await listed()).sendRefusal).toMatch(/^There is no consent for messaging with the coach for Jo/);
    for (const who of [joined.call, asJo]) {
      const agreed = await who({
        method: 'PUT',
        url: `/api/students/${jo}/consents/coach_messaging`,
        payload: { agreed: true },
      });
      expect(agreed.statusCode, agreed.body).toBe(200);
    }
    expect((await listed()).sendRefusal).toBeNull();
    const sent = await sendFor(asJo, '', jo, { subject: 'Chipping' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await t.lastEmailTo(guardianEmail))?.subject).toBe(
      'Copy of a message from Jo Young to coach James Whitfield: Chipping',
    );
  });
});
