import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantFor } from '../../test/booking-participants';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';
import {
  addToDiary,
  bookPublicly,
  type Caller,
  openDiary,
  signedInStaff,
} from './booking-admin.test-helpers';

/** The .ics attachment of a raw message, decoded from base64. */
function attachedInvite(original: string): string {
  const part = original.split('filename=booking.ics')[1]!.split('\r\n\r\n')[1]!.split('\r\n--')[0]!;
  return Buffer.from(part.replace(/\r?\n/g, ''), 'base64').toString('utf8');
}

// The test clock: Sunday 22 November 2026, 10:00 GMT.
describe(`moving a booking: staff, the private link and the family page (${testDbKind})`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestContext;
  let admin: Caller;
  let james: Caller;
  let emma: Caller;
  let jamesId: number;
  let emmaId: number;

  const move = (caller: Caller, id: string, payload: object) =>
    caller.call({ method: 'POST', url: `/api/staff/bookings/${id}/move`, payload });
  const diaryOn = async (date: string) =>
    (await admin.call({ method: 'GET', url: `/api/staff/bookings?from=${date}&to=${date}` })).json().bookings;
  async function mailTo(email: string) {
    await t.app.mailer.drain();
    return sink.received.filter((m) => m.to.includes(email));
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url, RATE_LIMIT_FACTOR: '100' });
    admin = await signedInStaff(t, 'admin', 'Alex');
    james = await signedInStaff(t, 'coach', 'James');
    emma = await signedInStaff(t, 'coach', 'Emma');
    jamesId = await addToDiary(admin, james.staffId);
    emmaId = await addToDiary(admin, emma.staffId);
    await openDiary(admin, [jamesId, emmaId]);
    const juniors = await admin.call({
      method: 'PATCH',
      url: '/api/staff/booking/services/2',
      payload: { coachIds: [jamesId] },
    });
    expect(juniors.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('moves a lesson to another time and coach, and updates the same calendar event', async () => {
    const booked = await bookPublicly(t, {
      serviceId: 3,
      providerId: jamesId,
      date: '2026-11-25',
      time: '10:00',
      name: 'Priya Shah',
      email: 'priya@example.test',
    });
    const [confirmation] = await mailTo('priya@example.test');
    const uid = attachedInvite(confirmation!.original).match(/UID:([^\r\n]+)/)?.[1];
    expect(attachedInvite(confirmation!.original)).toContain('SEQUENCE:0');

    const res = await move(admin, booked.id, { date: '2026-11-26', time: '14:00', providerId: emmaId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      date: '2026-11-26',
      time: '14:00',
      providerId: emmaId,
      price: '70.00',
    });
    const mails = await mailTo('priya@example.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.raw).toContain(
      'Subject: Booking moved: Adult 1:1 Coaching, now Thursday 26 November 2026 at 14:00',
    );
    const invite = attachedInvite(mails[1]!.original);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain(`UID:${uid}`);
    expect(invite).toContain('SEQUENCE:1');
    expect(invite).toContain('DTSTART;TZID=Europe/London:20261126T140000');
    // The old time is free again, the new one is in Emma's diary.
    expect(await diaryOn('2026-11-25')).toHaveLength(0);
    expect(await diaryOn('2026-11-26')).toEqual([
      expect.objectContaining({
        id: booked.id,
        time: '14:00',
        coach: expect.objectContaining({ id: emmaId }),
      }),
    ]);

    // A second move raises the sequence again; a cancellation then outranks it.
    expect((await move(admin, booked.id, { date: '2026-11-26', time: '15:00' })).statusCode).toBe(200);
    const cancel = await admin.call({ method: 'POST', url: `/api/staff/bookings/${booked.id}/cancel` });
    expect(cancel.statusCode).toBe(200);
    const all = await mailTo('priya@example.test');
    expect(attachedInvite(all[2]!.original)).toContain('SEQUENCE:2');
    expect(attachedInvite(all[3]!.original)).toContain('SEQUENCE:3');
    expect(attachedInvite(all[3]!.original)).toContain(`UID:${uid}`);
  });

  it('refuses a move onto a taken time or an unoffered one, and one by a coach outside their diary', async () => {
    const first = await bookPublicly(t, {
      serviceId: 3,
      providerId: jamesId,
      date: '2026-11-27',
      time: '10:00',
      name: 'A',
      email: 'a@example.test',
    });
    await bookPublicly(t, {
      serviceId: 3,
      providerId: jamesId,
      date: '2026-11-27',
      time: '12:00',
      name: 'B',
      email: 'b@example.test',
    });
    const taken = await move(admin, first.id, { date: '2026-11-27', time: '12:00' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ time: 'No longer available' });
    // Overlapping its own old time is fine: the place being moved does not clash with itself.
    expect((await move(james, first.id, { date: '2026-11-27', time: '10:30' })).statusCode).toBe(200);
    const sunday = await move(admin, first.id, { date: '2026-11-29', time: '10:00' });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().fields).toEqual({ time: 'Not one of the offered start times' });
    expect((await move(emma, first.id, { date: '2026-11-27', time: '14:00' })).statusCode).toBe(404);
    const bad = await move(admin, first.id, { date: '27/11/2026', time: '14:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('date');
    const same = await move(admin, first.id, { date: '2026-11-27', time: '10:30' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ time: 'Unchanged' });
  });

  it('lets the customer move through the private link until 48 hours before, keeping the coach', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: {
        serviceId: 3,
        providerId: jamesId,
        date: '2026-12-02',
        time: '10:00',
        clientData: { name: 'Liam Carter', email: 'liam@example.test' },
        participant: participantFor(3),
      },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailTo('liam@example.test');
    const token = mail!.raw.match(/\/booking\/cancel\?token=([A-Za-z0-9_-]{43})/)![1]!;
    const moved = await t.request({
      method: 'POST',
      url: '/api/booking/cancellation/move',
      payload: { token, date: '2026-12-03', time: '11:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2026-12-03', time: '11:00', providerId: jamesId });
    expect((await mailTo('liam@example.test'))[1]!.raw).toContain('moved, as you asked');
    // A customer cannot name another coach.
    const coach = await t.request({
      method: 'POST',
      url: '/api/booking/cancellation/move',
      payload: { token, date: '2026-12-03', time: '12:00', providerId: emmaId },
    });
    expect(coach.statusCode).toBe(400);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/booking/cancellation/move',
      payload: { token: 'x'.repeat(43), date: '2026-12-03', time: '12:00' },
    });
    expect(wrong.statusCode).toBe(404);
    // Inside 48 hours, only the academy can move it.
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    const late = await t.request({
      method: 'POST',
      url: '/api/booking/cancellation/move',
      payload: { token, date: '2026-12-04', time: '11:00' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/less than 48 hours/);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });

  it('lets a family move its child’s booking from the Family page, and nobody else', async () => {
    const family = families(t, 'moves');
    const guardian = await family.registerGuardian();
    await family.confirm(guardian.id);
    const childId = await family.addChild(guardian.call, {
      firstName: 'Ella',
      dateOfBirth: '2014-05-01',
      coachId: james.staffId,
    });
    const booked = await admin.call({
      method: 'POST',
      url: '/api/staff/bookings',
      payload: {
        serviceId: 2,
        providerId: jamesId,
        date: '2026-12-07',
        time: '10:00',
        studentId: childId,
        payment: 'venue',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id;
    const url = `/api/family/bookings/${id}/move`;
    const moved = await guardian.call({
      method: 'POST',
      url,
      payload: { date: '2026-12-08', time: '09:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2026-12-08', time: '09:00' });
    const other = await family.registerGuardian();
    expect(
      (await other.call({ method: 'POST', url, payload: { date: '2026-12-08', time: '11:00' } })).statusCode,
    ).toBe(404);
    const bad = await guardian.call({ method: 'POST', url, payload: { date: '2026-12-08' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('time');
    expect(
      (await t.request({ method: 'POST', url, payload: { date: '2026-12-08', time: '11:00' } })).statusCode,
    ).toBe(401);
  });
});
