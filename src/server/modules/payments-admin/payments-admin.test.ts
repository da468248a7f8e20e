import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCaller } from '../../test/callers';
import { testDbKind } from '../../test/test-app';
import {
  bookHeld,
  campBooking,
  campDay,
  openPaymentDiary,
  type PaymentDiary,
  payByWebhook,
  settle,
  stored,
} from '../booking/booking-payment.test-helpers';

describe(`the payments list and its refund button (${testDbKind})`, () => {
  let d: PaymentDiary;
  beforeAll(async () => {
    d = await openPaymentDiary();
  });
  afterAll(() => d.close());

  it('lists a paid camp day with who paid, and refunds what is left once, leaving the booking standing', async () => {
    const { t } = d;
    await campDay(t, '2026-12-15', d.coachId);
    const { data, sessionId } = await bookHeld(t, campBooking('pa1', '2026-12-15'));
    await payByWebhook(t, d.double, sessionId);
    const admin = await staffCaller(t, { role: 'admin' });

    const list = await admin.call({ method: 'GET', url: '/api/admin/payments' });
    expect(list.statusCode).toBe(200);
    const rows = list.json().payments as { id: string; what: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'booking',
      what: expect.stringMatching(/^Half-Term Golf Camp .*\(SGA-\w+\)$/),
      who: 'Parent pa1 <parent.pa1@example.com>',
      amountPence: 5500,
      refundedPence: 0,
      refundable: true,
    });

    const refunded = await admin.call({ method: 'POST', url: `/api/admin/payments/${rows[0]!.id}/refund` });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().payment).toMatchObject({ refundedPence: 5500, refundable: false });
    await settle(t);
    const row = await stored(t, data.id);
    expect(row.booking.status).toBe('confirmed');
    expect(row.refunds).toMatchObject([{ amountPence: 5500, reason: 'staff_refund', status: 'succeeded' }]);

    // Asked again: nothing more goes back.
    const again = await admin.call({ method: 'POST', url: `/api/admin/payments/${rows[0]!.id}/refund` });
    expect(again.statusCode).toBe(409);
    const after = await admin.call({ method: 'GET', url: '/api/admin/payments' });
    expect(after.json().payments[0]).toMatchObject({ refundedPence: 5500, refundsSettled: true });
  });

  it('is for administrators only, and names nothing it does not know', async () => {
    const { t } = d;
    const coach = await staffCaller(t, { role: 'coach' });
    expect((await coach.call({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(403);
    const admin = await staffCaller(t, { role: 'admin' });
    const unknown = await admin.call({
      method: 'POST',
      url: '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await admin.call({ method: 'POST', url: '/api/admin/payments/not-an-id/refund' });
    expect(bad.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(401);
  });
});
