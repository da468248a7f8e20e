import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPlaces, bookings } from '../../db/schema/index';
import { createDiaryCoach, createSession } from '../../db/seed/diary-factories';
import { createStaff } from '../../db/seed/factories';
import { participantFor } from '../../test/booking-participants';
import { testDbKind } from '../../test/test-app';
import { SERVICE } from '../booking/booking.test-helpers';
import { families } from '../families/families.test-helpers';
import { DAY, deliverAll, openMemberships, PLAN, startCheckout, subscribe } from './memberships.test-helpers';

const FRIDAYS = [
  '2026-11-27',
  '2026-12-04',
  '2026-12-11',
  '2026-12-18',
  '2026-12-25',
  '2027-01-01',
  '2027-01-08',
];

describe(`the squad's fixed weekly places (${testDbKind})`, () => {
  let m: Awaited<ReturnType<typeof openMemberships>>;
  let fam: ReturnType<typeof families>;
  let coachStaffId: string;
  beforeAll(async () => {
    m = await openMemberships();
    fam = families(m.t, 'squad');
    const jamie = await createDiaryCoach(m.t.database.db, {
      serviceIds: [SERVICE.squad],
      firstName: 'Jamie',
    });
    coachStaffId = (await createStaff(m.t.database.db)).id;
    for (const date of FRIDAYS) {
      for (const [start, end] of [
        ['16:00', '17:00'],
        ['17:00', '18:00'],
      ] as const) {
        await createSession(m.t.database.db, {
          serviceId: SERVICE.squad,
          date,
          start,
          end,
          coachId: jamie.coach.id,
        });
      }
    }
  });
  afterAll(() => m.close());

  async function familyWithChild(name: string) {
    const parent = await fam.registerGuardian();
    const childId = await fam.addChild(parent.call, {
      firstName: name,
      dateOfBirth: '2015-06-01',
      coachId: coachStaffId,
    });
    return { parent, childId, query: `?studentId=${childId}` };
  }

  const placesOf = async (studentId: string) =>
    (
      await m.t.database.db
        .select({
          startsAt: bookingPlaces.startsAt,
          rule: bookings.paymentRule,
          status: bookingPlaces.status,
        })
        .from(bookingPlaces)
        .innerJoin(bookings, eq(bookings.id, bookingPlaces.bookingId))
        .where(eq(bookings.participantStudentId, studentId))
    )
      .map((p) => `${p.startsAt.toISOString().slice(0, 16)} ${p.rule} ${p.status}`)
      .sort();

  it('a paid month books the chosen Friday time in that month, once, paid by the membership', async () => {
    const { t, double } = m;
    const { parent, childId, query } = await familyWithChild('Isla');
    const { subscriptionId, sessionId } = await subscribe(t, double, parent, PLAN.squad, query, {
      squadTime: '16:00',
    });
    const month = ['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18'].map(
      (d) => `${d}T16:00 credit confirmed`,
    );
    expect(await placesOf(childId)).toEqual(month);
    // The same payment told again books nothing more.
    await deliverAll(t, double, double.eventsOfPaid(sessionId));
    expect(await placesOf(childId)).toHaveLength(4);

    // The next month's payment books the next month's Fridays.
    t.clock.advance(30 * DAY);
    await deliverAll(t, double, double.billing.renew(subscriptionId, 'paid'));
    expect(await placesOf(childId)).toEqual([
      ...month,
      ...['2026-12-25', '2027-01-01', '2027-01-08'].map((d) => `${d}T16:00 credit confirmed`),
    ]);
  });

  it('four members fill a time: a fifth is refused at the start, and single sessions sell only what is left', async () => {
    const { t, double } = m;
    // Isla holds one of the four 4 pm places; three more families fill the rest.
    for (const name of ['Ava', 'Ben', 'Cal']) {
      const { parent, query } = await familyWithChild(name);
      await subscribe(t, double, parent, PLAN.squad, query, { squadTime: '16:00' });
    }
    const late = await familyWithChild('Dot');
    const full = await late.parent.call({
      method: 'POST',
      url: `/api/memberships/checkout${late.query}`,
      payload: { planId: PLAN.squad, squadTime: '16:00' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().fields).toHaveProperty('squadTime');
    expect(full.json().message).toMatch(/4–5 pm squad is full/);
    await startCheckout(late.parent, PLAN.squad, late.query, { squadTime: '17:00' });

    // Christmas Day's 4 pm session has no place left to sell singly; 5 pm has all four.
    const single = (time: string) =>
      t.request({
        method: 'POST',
        url: '/api/booking/book',
        payload: {
          serviceId: SERVICE.squad,
          providerId: null,
          date: '2026-12-25',
          time,
          clientData: { name: 'Pat Guest', email: `pat.${time.slice(0, 2)}@example.com` },
          participant: participantFor(SERVICE.squad),
        },
      });
    expect((await single('16:00')).statusCode).toBe(409);
    expect((await single('17:00')).statusCode).toBe(201);
  });
});
