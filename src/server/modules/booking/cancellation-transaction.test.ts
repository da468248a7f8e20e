import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingPlaces, bookings } from '../../db/schema/index';
import { createDiaryCoach } from '../../db/seed/diary-factories';
import { createStaff } from '../../db/seed/factories';
import { participantFor } from '../../test/booking-participants';
import { type Caller, signIn } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

/**
 * A booking and its places are cancelled together or not at all: when the second write fails, the
 * booking is not left cancelled with its places still holding the diary (and refusing a retry).
 */
describe(`cancelling a booking is one change (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: number;
  let admin: Caller;
  let day = 0;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '50' });
    coachId = (await createDiaryCoach(t.database.db, { serviceIds: [3] })).coach.id;
    admin = await signIn(t, 'staff', await createStaff(t.database.db, { role: 'admin' }));
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.database.db.execute(sql`drop trigger if exists refuse_place_cancel on booking_places`);
  });

  /** Makes the update of the places fail, as a lost connection or a constraint would. */
  async function breakPlaceCancellation() {
    await t.database.db.execute(sql`
      create or replace function refuse_place_cancel() returns trigger language plpgsql as $$
      begin
        if new.status = 'cancelled' then raise exception 'places could not be released'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_place_cancel before update on booking_places
      for each row execute function refuse_place_cancel()`);
  }

  async function book() {
    day += 1;
    const email = `cancel.${day}@example.com`;
    const res = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: {
        serviceId: 3,
        providerId: coachId,
        date: `2026-12-${String(day).padStart(2, '0')}`,
        time: '10:00',
        clientData: { name: 'Hannah Reid', email },
        participant: participantFor(3),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.lastEmailTo(email);
    const token = mail!.text.match(/\/booking\/cancel\?token=([A-Za-z0-9_-]{43})/)![1]!;
    return { id: res.json().data.id as string, token };
  }

  async function statuses(id: string) {
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const places = await t.database.db.select().from(bookingPlaces).where(eq(bookingPlaces.bookingId, id));
    expect(places.length).toBeGreaterThan(0);
    return { booking: booking!.status, places: [...new Set(places.map((p) => p.status))] };
  }

  const cancelByLink = (token: string) =>
    t.request({ method: 'POST', url: '/api/booking/cancellation', payload: { token } });
  const cancelByStaff = (id: string) =>
    admin.call({ method: 'POST', url: `/api/staff/bookings/${id}/cancel` });

  it('through the cancel link: a failed release leaves the booking confirmed, and a retry cancels both', async () => {
    const { id, token } = await book();
    await breakPlaceCancellation();
    const failed = await cancelByLink(token);
    expect(failed.statusCode).toBe(500);
    expect(await statuses(id)).toEqual({ booking: 'confirmed', places: ['confirmed'] });

    await t.database.db.execute(sql`drop trigger refuse_place_cancel on booking_places`);
    const retried = await cancelByLink(token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await statuses(id)).toEqual({ booking: 'cancelled', places: ['cancelled'] });
  });

  it('by staff: a failed release leaves the booking confirmed, and a retry cancels both', async () => {
    const { id } = await book();
    await breakPlaceCancellation();
    const failed = await cancelByStaff(id);
    expect(failed.statusCode).toBe(500);
    expect(await statuses(id)).toEqual({ booking: 'confirmed', places: ['confirmed'] });

    await t.database.db.execute(sql`drop trigger refuse_place_cancel on booking_places`);
    const retried = await cancelByStaff(id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await statuses(id)).toEqual({ booking: 'cancelled', places: ['cancelled'] });
  });
});
