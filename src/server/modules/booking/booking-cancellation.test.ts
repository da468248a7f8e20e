import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiaryCoach } from '../../db/seed/diary-factories';
import { participantFor } from '../../test/booking-participants';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const HOUR = 3_600_000;

/** The .ics attachment of a raw message, decoded from base64. */
function attachedInvite(original: string): string {
  const part = original.split('filename=booking.ics')[1]!.split('\r\n\r\n')[1]!.split('\r\n--')[0]!;
  return Buffer.from(part.replace(/\r?\n/g, ''), 'base64').toString('utf8');
}

describe(`confirmation, cancel link and reminders over real SMTP (${testDbKind})`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestContext;
  let coachId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url, RATE_LIMIT_FACTOR: '50' });
    coachId = (await createDiaryCoach(t.database.db, { serviceIds: [3], firstName: 'Robin' })).coach.id;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  async function book(email: string, date: string, time: string) {
    const res = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: {
        serviceId: 3,
        providerId: coachId,
        date,
        time,
        clientData: { name: 'Hannah Reid', email },
        participant: participantFor(3),
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.drain();
    const mail = sink.received.findLast((m) => m.to.includes(email))!;
    const token = mail.raw.match(/\/booking\/cancel\?token=([A-Za-z0-9_-]{43})/)?.[1];
    return { booking: res.json().data, mail, token: token! };
  }

  it('sends the confirmation with an iCalendar invitation in London time and a stable UID', async () => {
    const { mail, booking } = await book('hannah@example.com', '2026-12-10', '14:30');
    expect(mail.raw).toContain(
      'Subject: Booking confirmed: Adult 1:1 Coaching, Thursday 10 December 2026 at 14:30',
    );
    expect(mail.raw).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    expect(mail.raw).toContain('Payment is taken at the venue');
    const ics = attachedInvite(mail.original);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261210T143000');
    expect(ics).toContain('DTEND;TZID=Europe/London:20261210T153000');
    expect(ics).toMatch(/UID:[0-9a-f-]{36}@solentgolf\.academy/);
    expect(ics).toContain(`Booking ${booking.reference}`);
    // RFC 5545: no line longer than 75 octets.
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('cancels through the private link until 48 hours before, with a CANCEL for the same event', async () => {
    const { token, mail } = await book('liam@example.com', '2026-12-11', '10:00');
    const uid = attachedInvite(mail.original).match(/UID:([^\r\n]+)/)?.[1];
    expect(uid).toBeTruthy();
    const view = await t.app.inject({ method: 'GET', url: `/api/booking/cancellation?token=${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.json()).toMatchObject({
      cancellable: true,
      phone: '07700 900461',
      booking: { status: 'confirmed', date: '2026-12-11', time: '10:00', serviceName: 'Adult 1:1 Coaching' },
    });

    const done = await t.request({ method: 'POST', url: '/api/booking/cancellation', payload: { token } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      cancellable: false,
      booking: { status: 'cancelled', cancelUntil: null },
    });
    await t.app.mailer.drain();
    const cancelMail = sink.received.findLast((m) => m.to.includes('liam@example.com'))!;
    expect(cancelMail.raw).toContain('Subject: Booking cancelled: Adult 1:1 Coaching');
    const cancelInvite = attachedInvite(cancelMail.original);
    expect(cancelInvite).toContain('METHOD:CANCEL');
    expect(cancelInvite).toContain(`UID:${uid}`);
    expect(cancelInvite).toContain('STATUS:CANCELLED');
    expect(cancelInvite).toContain('SEQUENCE:1');

    const again = await t.request({ method: 'POST', url: '/api/booking/cancellation', payload: { token } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This booking is already cancelled.');
    // The time is free again.
    const times = (
      await t.app.inject({
        method: 'GET',
        url: `/api/booking/timeslots?serviceId=3&date=2026-12-11&providerId=${coachId}`,
      })
    ).json().data['2026-12-11'];
    expect(times).toContain('10:00');
  });

  it('inside 48 hours the link explains the policy and gives the phone number instead', async () => {
    const { token } = await book('mia@example.com', '2026-12-12', '11:00');
    t.clock.set(new Date('2026-12-10T11:00:01Z'));
    try {
      const view = await t.app.inject({ method: 'GET', url: `/api/booking/cancellation?token=${token}` });
      expect(view.json()).toMatchObject({ cancellable: false, booking: { status: 'confirmed' } });
      expect(view.json().policy).toContain('Inside 48 hours, please call us on 07700 900461');
      const refused = await t.request({
        method: 'POST',
        url: '/api/booking/cancellation',
        payload: { token },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'It is less than 48 hours to the start, so this booking can no longer be cancelled online. Please call us on 07700 900461.',
      );
    } finally {
      t.clock.set(new Date('2026-11-22T10:00:00Z'));
    }
  });

  it('refuses a malformed link with 400 and an unknown one with 404', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/booking/cancellation?token=short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ token: 'This cancellation link is not valid' });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/booking/cancellation',
      payload: { token: 'A'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
    const extra = await t.request({
      method: 'POST',
      url: '/api/booking/cancellation',
      payload: { token: 'A'.repeat(43), reason: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ reason: 'Unknown field' });
  });

  it('refuses a cross-site cancellation post', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/cancellation',
      headers: { origin: 'https://evil.example' },
      payload: { token: 'A'.repeat(43) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('sends the reminder 24 hours before, once, and none for a late booking', async () => {
    const { booking } = await book('noah@example.com', '2026-12-15', '16:00');
    expect(await t.app.services.bookings.sendDueReminders()).toBe(0);
    // 16:00 GMT on 15 December, less 24 hours.
    t.clock.set(new Date('2026-12-14T15:59:00Z'));
    try {
      expect(await t.app.services.bookings.sendDueReminders()).toBe(0);
      t.clock.advance(2 * 60_000);
      expect(await t.app.services.bookings.sendDueReminders()).toBe(1);
      expect(await t.app.services.bookings.sendDueReminders()).toBe(0);
      await t.app.mailer.drain();
      const reminder = sink.received.findLast((m) => m.to.includes('noah@example.com'))!;
      expect(reminder.raw).toContain('Subject: Reminder: Adult 1:1 Coaching tomorrow at 16:00');
      expect(reminder.raw).toContain(`Reference: ${booking.reference}`);

      // Booked 20 hours ahead: the confirmation is the reminder.
      await book('late@example.com', '2026-12-15', '11:00');
      t.clock.advance(12 * HOUR);
      expect(await t.app.services.bookings.sendDueReminders()).toBe(0);
    } finally {
      t.clock.set(new Date('2026-11-22T10:00:00Z'));
    }
  });
});
