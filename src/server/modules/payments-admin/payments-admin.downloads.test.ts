import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/test-app';
import type { Caller } from '../downloads/downloads.test-helpers';
import { fileOf, itemFields, listOf, PDF, upload } from '../downloads/downloads.test-helpers';
import {
  buy,
  confirm,
  deliverAndSettle,
  openPaidDownloads,
  purchaseOf,
  sessionIdOf,
} from '../downloads/downloads-checkout.test-helpers';

type World = Awaited<ReturnType<typeof openPaidDownloads>>;

const refundsSent = (w: World) =>
  w.double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

// A download bought online, refunded from the payments list or in Stripe's dashboard.
describe(`refunding a paid download (${testDbKind})`, () => {
  let w: World;
  beforeAll(async () => {
    w = await openPaidDownloads();
  });
  afterAll(() => w?.close());

  /** The student buys the paid card and pays on Stripe's page; answers the stored purchase. */
  async function bought(student: Caller, itemId = w.items.paid.id) {
    const res = await buy(student, itemId);
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = sessionIdOf(res.json().checkoutUrl);
    w.double.pay(sessionId);
    expect((await confirm(student, sessionId)).json().paid).toBe(true);
    expect((await fileOf(student, itemId)).statusCode).toBe(200);
    return (await purchaseOf(w.t, student.id, itemId))!;
  }

  /** A paid item of its own, so a test buys something nobody has touched. */
  const paidItem = async (title: string) => {
    const res = await upload(w.admin, itemFields({ title, pricePence: '650' }), {
      bytes: PDF,
      name: 'plan.pdf',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().download.id as string;
  };

  const paymentsList = async () => {
    const res = await w.admin.call({ method: 'GET', url: '/api/admin/payments' });
    expect(res.statusCode).toBe(200);
    return res.json().payments as { id: string }[];
  };
  const refund = (caller: Caller, id: string) =>
    caller.call({ method: 'POST', url: `/api/admin/payments/${id}/refund` });

  it('gives the whole price back once, and the student no longer has the download', async () => {
    const purchase = await bought(w.freeStudent);
    const row = (await paymentsList()).find((p) => p.id === purchase.id);
    expect(row).toEqual({
      id: purchase.id,
      kind: 'download',
      what: 'Paid card',
      who: expect.stringMatching(/<.+@.+>$/),
      amountPence: 499,
      paidAt: '2026-11-22T10:00:00.000Z',
      refundedPence: 0,
      refundsSettled: true,
      refundable: true,
    });

    // A coach may not; nothing is sent to Stripe.
    expect((await refund(w.coach, purchase.id)).statusCode).toBe(403);
    expect(refundsSent(w)).toHaveLength(0);

    const refunded = await refund(w.admin, purchase.id);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().payment).toMatchObject({
      refundedPence: 499,
      refundsSettled: true,
      refundable: false,
    });
    expect(refundsSent(w)).toHaveLength(1);
    expect(refundsSent(w)[0]).toMatchObject({
      form: {
        payment_intent: purchase.paymentIntentId,
        amount: '499',
        metadata: { kind: 'download', purchaseId: purchase.id },
      },
      idempotencyKey: `download-refund-${purchase.id}`,
    });
    expect(await purchaseOf(w.t, w.freeStudent.id, w.items.paid.id)).toMatchObject({
      status: 'declined',
      decidedBy: w.admin.id,
      refundStatus: 'succeeded',
      refundedAt: new Date('2026-11-22T10:00:00.000Z'),
    });

    // The download is withdrawn, and cannot be bought online again with the refunded purchase.
    expect((await fileOf(w.freeStudent, w.items.paid.id)).statusCode).toBe(403);
    expect((await listOf(w.freeStudent)).find((d) => d.id === w.items.paid.id)).toMatchObject({
      isPurchased: false,
    });
    expect((await buy(w.freeStudent, w.items.paid.id)).statusCode).toBe(409);

    // Asked again: 409, and Stripe is not asked.
    const again = await refund(w.admin, purchase.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has already been refunded in full');
    expect(refundsSent(w)).toHaveLength(1);

    // The academy may still grant it by hand (a gift), and the refund stays on the list.
    const granted = await w.admin.call({
      method: 'POST',
      url: `/api/staff/download-purchases/${purchase.id}/decision`,
      payload: { decision: 'grant' },
    });
    expect(granted.statusCode).toBe(200);
    expect((await fileOf(w.freeStudent, w.items.paid.id)).statusCode).toBe(200);
    expect((await paymentsList()).find((p) => p.id === purchase.id)).toMatchObject({
      refundedPence: 499,
      refundable: false,
    });
  });

  it('gives the download back when Stripe fails the refund, and the refund button returns', async () => {
    const purchase = await bought(w.otherFreeStudent);
    expect((await refund(w.admin, purchase.id)).statusCode).toBe(200);
    const { refundId } = (await purchaseOf(w.t, w.otherFreeStudent.id, w.items.paid.id))!;
    const failed = { ...w.double.refund(refundId!)!, status: 'failed' };
    await deliverAndSettle(w.t, w.double.signedEvent('refund.failed', failed));
    expect(await purchaseOf(w.t, w.otherFreeStudent.id, w.items.paid.id)).toMatchObject({
      status: 'granted',
      refundedAt: null,
      refundStatus: 'failed',
    });
    expect((await fileOf(w.otherFreeStudent, w.items.paid.id)).statusCode).toBe(200);
    expect((await paymentsList()).find((p) => p.id === purchase.id)).toMatchObject({
      refundedPence: 0,
      refundable: true,
    });
    // A late "succeeded" for the failed refund changes nothing.
    await deliverAndSettle(w.t, w.double.signedEvent('refund.updated', { ...failed, status: 'succeeded' }));
    expect((await purchaseOf(w.t, w.otherFreeStudent.id, w.items.paid.id))!.refundedAt).toBeNull();
  });

  it('withdraws a download refunded in full in Stripe’s dashboard, not one refunded in part', async () => {
    const [wholeItem, partItem] = [await paidItem('Dashboard plan'), await paidItem('Part plan')];
    const whole = await bought(w.eliteStudent, wholeItem);
    const part = await bought(w.eliteStudent, partItem);

    const partial = w.double.refundInDashboard(part.paymentIntentId!, 100);
    await deliverAndSettle(w.t, w.double.signedEvent('refund.created', partial));
    expect((await purchaseOf(w.t, w.eliteStudent.id, partItem))!.refundedAt).toBeNull();
    expect((await fileOf(w.eliteStudent, partItem)).statusCode).toBe(200);

    const full = w.double.refundInDashboard(whole.paymentIntentId!);
    expect(full.metadata).toEqual({});
    await deliverAndSettle(w.t, w.double.signedEvent('refund.created', full));
    expect(await purchaseOf(w.t, w.eliteStudent.id, wholeItem)).toMatchObject({
      status: 'declined',
      decidedBy: null,
      refundId: full.id,
      refundStatus: 'succeeded',
    });
    expect((await fileOf(w.eliteStudent, wholeItem)).statusCode).toBe(403);
    expect((await paymentsList()).find((p) => p.id === whole.id)).toMatchObject({
      refundedPence: 650,
      refundable: false,
    });
    expect((await refund(w.admin, whole.id)).statusCode).toBe(409);
  });

  it('knows no payment in a purchase not paid, nor in an id it has never seen', async () => {
    const itemId = await paidItem('Unpaid plan');
    expect((await buy(w.freeStudent, itemId)).statusCode).toBe(200);
    const unpaid = (await purchaseOf(w.t, w.freeStudent.id, itemId))!;
    expect(unpaid.paidAt).toBeNull();
    expect((await refund(w.admin, unpaid.id)).statusCode).toBe(404);
    expect((await refund(w.admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await refund(w.admin, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id');
  });
});
