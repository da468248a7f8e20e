import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiaryCoach } from '../../db/seed/diary-factories';
import { participantFor } from '../../test/booking-participants';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { SERVICE } from '../booking/booking.test-helpers';
import { book, campBooking, campDay } from '../booking/booking-payment.test-helpers';

const DAY = '2026-11-30';
const HOUR = 3_600_000;
const { dateOfBirth, medicalNotes, emergencyContactName, emergencyContactPhone } = participantFor(
  SERVICE.camp,
);

/** A full camp day's waiting list: joining, the offer of a freed place, its hold, taking it up or losing it. */
describe(`camp day waiting list (${testDbKind})`, () => {
  let t: TestContext;
  let sessionId: number;

  const join = (who: string, extra: object = {}, id = sessionId) =>
    t.request({
      method: 'POST',
      url: `/api/camp-days/${id}/waiting-list`,
      payload: {
        name: `Parent ${who}`,
        email: `${who}@example.com`,
        participantName: `Child ${who}`,
        ...extra,
      },
    });
  const linkIn = async (email: string, path: string) => {
    const mail = await t.lastEmailTo(email);
    const token = mail?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`))?.[1];
    if (!token) throw new Error(`no ${path} link in the last e-mail to ${email}: ${mail?.subject}`);
    return { token, mail: mail! };
  };
  const view = async (token: string) => {
    const res = await t.request({ method: 'GET', url: `/api/waiting-list/place?token=${token}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const claim = (token: string, extra: object = {}) =>
    t.request({
      method: 'POST',
      url: '/api/waiting-list/place/claim',
      payload: {
        token,
        participantDateOfBirth: dateOfBirth,
        medicalNotes,
        emergencyContactName,
        emergencyContactPhone,
        ...extra,
      },
    });
  const placesWord = async () => {
    const days = (await t.request({ method: 'GET', url: '/api/camp-days' })).json().days;
    return days.find((d: { id: number }) => d.id === sessionId).places;
  };
  const cancelBookingOf = async (who: string) => {
    const { token } = await linkIn(`parent.${who}@example.com`, '/booking/cancel');
    const res = await t.request({ method: 'POST', url: '/api/booking/cancellation', payload: { token } });
    expect(res.statusCode).toBe(200);
  };
  const sweep = () => t.app.services.sessionWaitingList.sweep();

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    const coachId = (await createDiaryCoach(t.database.db, { serviceIds: [SERVICE.camp] })).coach.id;
    sessionId = (await campDay(t, DAY, coachId)).id;
  });
  afterAll(() => t.close());

  it('is refused while the day has places anyone may book', async () => {
    const res = await join('early');
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ sessionId: 'Places left' });
  });

  it('takes a full day’s waiting list in order, once per address, naming a bad field', async () => {
    for (let i = 0; i < 6; i++) expect((await book(t, campBooking(`full${i}`, DAY))).statusCode).toBe(201);
    expect(await placesWord()).toBe('full');

    const first = await join('amy', { phone: '07700 900111' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      position: 1,
      message: "You're number 1 on the waiting list. We've e-mailed you a link to your place on it.",
    });
    expect((await join('ben')).json().position).toBe(2);
    const again = await join('amy');
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ email: 'Already waiting' });

    const { token, mail } = await linkIn('amy@example.com', '/waiting-list');
    expect(mail.subject).toBe(
      "You're on the waiting list: Half-Term Golf Camp (per day), Monday 30 November 2026",
    );
    expect(mail.text).toContain('Child amy is number 1 on the waiting list');
    expect(await view(token)).toMatchObject({
      status: 'waiting',
      position: 1,
      offerExpiresAt: null,
      date: DAY,
    });

    const bad = await join('cat', { participantName: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('participantName');
    expect((await join('dan', {}, 999_999)).statusCode).toBe(404);
    const badLink = await t.request({ method: 'GET', url: '/api/waiting-list/place?token=nope' });
    expect(badLink.statusCode).toBe(400);
    const unknown = await t.request({
      method: 'GET',
      url: `/api/waiting-list/place?token=${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('offers a freed place to the first in line and holds it against everyone else', async () => {
    expect(await sweep()).toEqual({ lapsed: 0, offered: 0 });
    await cancelBookingOf('full0');
    expect(await sweep()).toEqual({ lapsed: 0, offered: 1 });

    const { token, mail } = await linkIn('amy@example.com', '/waiting-list');
    expect(mail.subject).toBe('A place has come up: Half-Term Golf Camp (per day), Monday 30 November 2026');
    expect(mail.text).toContain('We are holding it for you until 22:00 on Sunday 22 November.');
    expect(await view(token)).toMatchObject({
      status: 'offered',
      offerExpiresAt: new Date(t.clock().getTime() + 12 * HOUR).toISOString(),
      asksWelfare: true,
    });
    // The held place counts: the page still says full, and nobody else can book it.
    expect(await placesWord()).toBe('full');
    const stranger = await book(t, campBooking('stranger', DAY));
    expect(stranger.statusCode).toBe(409);
    // The second in line is not offered it too.
    expect(await sweep()).toEqual({ lapsed: 0, offered: 0 });
  });

  it('books the held place for the one offered it, and closes the offer', async () => {
    const { token } = await linkIn('amy@example.com', '/waiting-list');
    const badDate = await claim(token, { participantDateOfBirth: '31/02/2015' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toHaveProperty('participantDateOfBirth');

    const res = await claim(token);
    expect(res.statusCode).toBe(201);
    expect(res.json().booking).toMatchObject({
      status: 'confirmed',
      date: DAY,
      time: '10:00',
      clientEmail: 'amy@example.com',
      participantName: 'Child amy',
    });
    expect(await view(token)).toMatchObject({ status: 'booked', offerExpiresAt: null });
    expect((await claim(token)).statusCode).toBe(409);
    expect(await placesWord()).toBe('full');
  });

  it('passes a place not taken up in time to the next, then to anyone', async () => {
    await cancelBookingOf('full1');
    expect(await sweep()).toEqual({ lapsed: 0, offered: 1 });
    const { token } = await linkIn('ben@example.com', '/waiting-list');
    expect((await view(token)).status).toBe('offered');

    t.clock.advance(12 * HOUR);
    expect((await view(token)).status).toBe('lapsed');
    const late = await claim(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/has run out/);
    // Nobody left waiting: the place is anyone's.
    expect(await sweep()).toEqual({ lapsed: 1, offered: 0 });
    expect(await placesWord()).toBe('few');
    expect((await book(t, campBooking('walkin', DAY))).statusCode).toBe(201);
    expect(await placesWord()).toBe('full');
  });

  it('lets a customer leave the list from their link', async () => {
    expect((await join('eve')).statusCode).toBe(201);
    const { token } = await linkIn('eve@example.com', '/waiting-list');
    const left = await t.request({
      method: 'POST',
      url: '/api/waiting-list/place/leave',
      payload: { token },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: 'left', position: null });
    // Leaving frees the address to join again.
    expect((await join('eve')).json().position).toBe(1);
  });

  it('offers a freed place once when sweeps run at once, and the holder wins it against a rush', async () => {
    const RACE_DAY = '2026-12-01';
    const coachId = (await createDiaryCoach(t.database.db, { serviceIds: [SERVICE.camp] })).coach.id;
    sessionId = (await campDay(t, RACE_DAY, coachId)).id;
    for (let i = 0; i < 6; i++)
      expect((await book(t, campBooking(`race${i}`, RACE_DAY))).statusCode).toBe(201);
    for (const who of ['fay', 'gus']) expect((await join(who)).statusCode).toBe(201);
    await cancelBookingOf('race0');

    const sweeps = await Promise.all([sweep(), sweep(), sweep()]);
    expect(sweeps.reduce((n, s) => n + s.offered, 0)).toBe(1);
    const { token } = await linkIn('fay@example.com', '/waiting-list');
    expect((await view(token)).status).toBe('offered');

    const rush = [0, 1, 2, 3].map((i) => book(t, campBooking(`rush${i}`, RACE_DAY)));
    const [claimed, ...others] = await Promise.all([claim(token), ...rush]);
    expect(claimed!.statusCode).toBe(201);
    expect(others.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(await placesWord()).toBe('full');
  });
});
