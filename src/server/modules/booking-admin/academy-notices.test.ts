import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import {
  addToDiary,
  bookPublicly,
  type Caller,
  openDiary,
  signedInStaff,
} from './booking-admin.test-helpers';
import { walkIn } from './front-desk.test-helpers';

const OFFICE = 'office@academy.test';

// Sunday 22 November 2026, 10:00 GMT.
describe(`the academy's inbox is told of online bookings and customers' cancellations (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let jamesId: number;
  beforeAll(async () => {
    t = await createTestContext({ ACADEMY_NOTIFY_EMAIL: OFFICE, RATE_LIMIT_FACTOR: '100' });
    admin = await signedInStaff(t, 'admin', 'Alex');
    const james = await signedInStaff(t, 'coach', 'James');
    jamesId = await addToDiary(admin, james.staffId);
    await openDiary(admin, [jamesId]);
  });
  afterAll(() => t.close());

  it('sends a notice for a booking made online, with the customer’s contact details', async () => {
    const booked = await bookPublicly(t, {
      serviceId: 3,
      providerId: jamesId,
      date: '2026-11-25',
      time: '10:00',
      name: 'Priya Shah',
      email: 'priya@example.test',
    });
    const mail = await t.lastEmailTo(OFFICE);
    expect(mail?.subject).toBe(
      `New booking: Adult 1:1 Coaching, Wednesday 25 November 2026 at 10:00 (${booked.reference})`,
    );
    expect(mail?.text).toContain('Customer: Priya Shah, for Sam Bennett');
    expect(mail?.text).toContain('E-mail: priya@example.test');
    expect(mail?.text).toContain('Phone: 07700 900123');
    expect(mail?.text).toContain('Their note: Working on my driver, please');
  });

  it('sends none for a booking staff took at the desk, nor when staff cancel', async () => {
    const before = await t.lastEmailTo(OFFICE);
    const res = await admin.call({
      method: 'POST',
      url: '/api/staff/bookings',
      payload: walkIn({ providerId: jamesId, time: '14:00' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const cancel = await admin.call({ method: 'POST', url: `/api/staff/bookings/${res.json().id}/cancel` });
    expect(cancel.statusCode).toBe(200);
    expect(await t.lastEmailTo('dan.morley@example.test')).toBeTruthy();
    expect((await t.lastEmailTo(OFFICE))?.subject).toBe(before?.subject);
  });

  it('sends a notice when the customer cancels through their private link', async () => {
    const booked = await bookPublicly(t, {
      serviceId: 3,
      providerId: jamesId,
      date: '2026-11-26',
      time: '11:00',
      name: 'Liam Carter',
      email: 'liam@example.test',
    });
    const token = /booking\/cancel\?token=([A-Za-z0-9_-]+)/.exec(
      (await t.lastEmailTo('liam@example.test'))!.text,
    )![1]!;
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/booking/cancellation',
      payload: { token },
    });
    expect(cancelled.statusCode).toBe(200);
    const mail = await t.lastEmailTo(OFFICE);
    expect(mail?.subject).toBe(
      `Cancelled by the customer: Adult 1:1 Coaching, Thursday 26 November 2026 at 11:00 (${booked.reference})`,
    );
  });
});
