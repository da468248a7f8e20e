import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/test-app';
import { fileOf, itemFields, listOf, PDF, upload } from './downloads.test-helpers';
import {
  buy,
  confirm,
  deliver,
  deliverAndSettle,
  MINUTE,
  openPaidDownloads,
  purchaseOf,
  sessionIdOf,
  sessionsCreated,
} from './downloads-checkout.test-helpers';

type World = Awaited<ReturnType<typeof openPaidDownloads>>;

const TITLES = [
  'Short game plan',
  'Bunker plan',
  'Putting drills',
  'Wedge ladder',
  'Driver tempo',
  'Forged plan',
  'Unpaid plan',
  'Late plan',
  'Private plan',
  'Gift plan',
];

// Buying a paid download online: Stripe Checkout, and the item opening the moment the payment arrives.
describe(`downloads bought through Stripe Checkout (${testDbKind})`, () => {
  let w: World;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    w = await openPaidDownloads();
    // Made up front: the tests move the clock on past the staff's sign-in.
    for (const title of TITLES)
      ids[title] = await upload(w.admin, itemFields({ title, pricePence: '650' }), {
        bytes: PDF,
        name: 'plan.pdf',
      }).then((res) => res.json().download.id);
  });
  afterAll(() => w?.close());

  /** A paid item of its own for each test, so each buys something nobody has touched. */
  const paidItem = async (title: string) => ids[title]!;

  /** Buy, answered with the page to pay on. */
  async function checkoutFor(itemId: string, caller = w.freeStudent) {
    const res = await buy(caller, itemId);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().checkoutUrl as string;
    expect(url).toMatch(new RegExp(`^${w.double.url}/c/pay/cs_\\w+$`));
    return { url, sessionId: sessionIdOf(url) };
  }

  // First, while the administrator is still signed in: the other tests move the clock on.
  it('still lets the academy grant by hand (cash, a gift): then there is nothing to pay', async () => {
    const itemId = await paidItem('Gift plan');
    await checkoutFor(itemId, w.eliteStudent);
    const purchase = (await purchaseOf(w.t, w.eliteStudent.id, itemId))!;
    const decided = await w.admin.call({
      method: 'POST',
      url: `/api/staff/download-purchases/${purchase.id}/decision`,
      payload: { decision: 'grant' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await fileOf(w.eliteStudent, itemId)).statusCode).toBe(200);
    expect((await buy(w.eliteStudent, itemId)).json()).toMatchObject({
      checkoutUrl: null,
      download: { isPurchased: true },
    });
  });

  it('says a paid item is paid online, and Buy opens one Checkout session for its price', async () => {
    const itemId = await paidItem('Short game plan');
    const listed = (await listOf(w.freeStudent)).find((d) => d.id === itemId)!;
    expect(listed).toMatchObject({ price: 6.5, paymentRule: 'online_full', isPurchased: false });
    expect((await listOf(w.freeStudent)).find((d) => d.id === w.items.free.id)!.paymentRule).toBe('venue');

    const before = sessionsCreated(w.double).length;
    const { url, sessionId } = await checkoutFor(itemId);
    const purchase = (await purchaseOf(w.t, w.freeStudent.id, itemId))!;
    const [created] = sessionsCreated(w.double).slice(-1);
    expect(created!.form).toMatchObject({
      mode: 'payment',
      client_reference_id: purchase.id,
      customer_email: expect.stringContaining('@'),
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'gbp', unit_amount: '650', product_data: { name: 'Short game plan' } },
        },
      ],
      success_url: 'http://localhost:3000/student-portal?tab=downloads&purchase={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/student-portal?tab=downloads',
      expires_at: String(Math.floor((w.t.clock().getTime() + 45 * MINUTE) / 1000)),
      metadata: { kind: 'download', purchaseId: purchase.id, itemId },
    });
    expect(purchase).toMatchObject({ status: 'requested', checkoutSessionId: sessionId, paidAt: null });

    // Asking again while the session is open answers the same one; nothing is open yet.
    const again = await buy(w.freeStudent, itemId);
    expect(again.json()).toMatchObject({ checkoutUrl: url, download: { isPurchased: false } });
    w.t.clock.advance(20 * MINUTE);
    expect((await buy(w.freeStudent, itemId)).json().checkoutUrl).toBe(url);
    expect(sessionsCreated(w.double).length).toBe(before + 1);
    expect((await fileOf(w.freeStudent, itemId)).statusCode).toBe(403);
  });

  it('two clicks at once end on the same session', async () => {
    const itemId = await paidItem('Bunker plan');
    const before = sessionsCreated(w.double).length;
    const [one, two] = await Promise.all([buy(w.freeStudent, itemId), buy(w.freeStudent, itemId)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().checkoutUrl).toBe(two.json().checkoutUrl);
    expect(
      new Set(
        sessionsCreated(w.double)
          .slice(before)
          .map((r) => r.idempotencyKey),
      ).size,
    ).toBe(1);
  });

  it('opens the item the moment Stripe’s completed event arrives, and records the payment', async () => {
    const itemId = await paidItem('Putting drills');
    const { sessionId } = await checkoutFor(itemId);
    const paid = w.double.pay(sessionId);
    await deliverAndSettle(w.t, w.double.signedEvent('checkout.session.completed', paid));
    expect(await purchaseOf(w.t, w.freeStudent.id, itemId)).toMatchObject({
      status: 'granted',
      checkoutSessionId: sessionId,
      amountPence: 650,
      paymentIntentId: paid.payment_intent,
      paidAt: w.t.clock(),
    });
    expect((await fileOf(w.freeStudent, itemId)).statusCode).toBe(200);
    expect((await listOf(w.freeStudent)).find((d) => d.id === itemId)).toMatchObject({ isPurchased: true });
    // Bought: Buy has nothing left to pay.
    expect((await buy(w.freeStudent, itemId)).json()).toMatchObject({ checkoutUrl: null });
    // The return page says so too.
    expect((await confirm(w.freeStudent, sessionId)).json()).toMatchObject({
      paid: true,
      download: { id: itemId, isPurchased: true },
    });
  });

  it('opens it on the return from Checkout when no event has come: read back from Stripe', async () => {
    const itemId = await paidItem('Wedge ladder');
    const { sessionId } = await checkoutFor(itemId);
    w.double.pay(sessionId);
    const res = await confirm(w.freeStudent, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ paid: true, download: { id: itemId, isPurchased: true } });
    expect((await fileOf(w.freeStudent, itemId)).statusCode).toBe(200);
  });

  it('grants once when the event and the return page confirm the payment at the same moment', async () => {
    const itemId = await paidItem('Driver tempo');
    const { sessionId } = await checkoutFor(itemId);
    const event = w.double.signedEvent('checkout.session.completed', w.double.pay(sessionId));
    const [delivered, returned] = await Promise.all([
      deliverAndSettle(w.t, event),
      confirm(w.freeStudent, sessionId),
    ]);
    expect([delivered.statusCode, returned.statusCode]).toEqual([200, 200]);
    expect(returned.json().paid).toBe(true);
    const first = (await purchaseOf(w.t, w.freeStudent.id, itemId))!;
    expect(first).toMatchObject({ status: 'granted', amountPence: 650, paidAt: w.t.clock() });
    // Later confirmations of the same payment change nothing, not even when it was recorded.
    w.t.clock.advance(MINUTE);
    await deliverAndSettle(w.t, event);
    await deliverAndSettle(
      w.t,
      w.double.signedEvent('checkout.session.async_payment_succeeded', w.double.session(sessionId)),
    );
    await confirm(w.freeStudent, sessionId);
    expect(await purchaseOf(w.t, w.freeStudent.id, itemId)).toEqual(first);
  });

  it('refuses an event signed with another secret: 400, and the item stays locked', async () => {
    const itemId = await paidItem('Forged plan');
    const { sessionId } = await checkoutFor(itemId);
    const event = w.double.signedEvent('checkout.session.completed', w.double.pay(sessionId));
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_attacker0123456789abcdef',
      timestamp: Math.floor(w.t.clock().getTime() / 1000),
    });
    expect((await deliver(w.t, { payload: event.payload, header: forged })).statusCode).toBe(400);
    await w.t.app.services.payments.settled();
    expect((await purchaseOf(w.t, w.freeStudent.id, itemId))!.paidAt).toBeNull();
    expect((await fileOf(w.freeStudent, itemId)).statusCode).toBe(403);
  });

  it('grants nothing for a session not paid, or expired; Buy then opens a fresh one', async () => {
    const itemId = await paidItem('Unpaid plan');
    const { url, sessionId } = await checkoutFor(itemId);
    expect((await confirm(w.freeStudent, sessionId)).json()).toMatchObject({
      paid: false,
      download: { isPurchased: false },
    });
    // An event about the session while it is still unpaid (or out of order) opens nothing.
    await deliverAndSettle(
      w.t,
      w.double.signedEvent('checkout.session.completed', w.double.session(sessionId)),
    );
    w.t.clock.advance(46 * MINUTE);
    expect(w.double.session(sessionId)).toMatchObject({ status: 'expired' });
    await deliverAndSettle(
      w.t,
      w.double.signedEvent('checkout.session.expired', w.double.session(sessionId)),
    );
    expect((await confirm(w.freeStudent, sessionId)).json().paid).toBe(false);
    expect((await fileOf(w.freeStudent, itemId)).statusCode).toBe(403);

    const fresh = await checkoutFor(itemId);
    expect(fresh.url).not.toBe(url);
    w.double.pay(fresh.sessionId);
    expect((await confirm(w.freeStudent, fresh.sessionId)).json().paid).toBe(true);
  });

  it('closes a session about to run out before opening another, so it cannot be paid twice', async () => {
    const itemId = await paidItem('Late plan');
    const { sessionId } = await checkoutFor(itemId);
    w.t.clock.advance(40 * MINUTE);
    const fresh = await checkoutFor(itemId);
    expect(fresh.sessionId).not.toBe(sessionId);
    expect(w.double.session(sessionId)).toMatchObject({ status: 'expired' });
  });

  it('keeps one student’s purchase and session from another', async () => {
    const itemId = await paidItem('Private plan');
    const { sessionId } = await checkoutFor(itemId);
    w.double.pay(sessionId);
    expect((await confirm(w.otherFreeStudent, sessionId)).statusCode).toBe(404);
    // The other student's look changed nothing for either of them.
    expect((await purchaseOf(w.t, w.freeStudent.id, itemId))!.paidAt).toBeNull();
    expect((await confirm(w.freeStudent, sessionId)).json().paid).toBe(true);
    expect((await fileOf(w.otherFreeStudent, itemId)).statusCode).toBe(403);
    expect(
      (await w.t.request({ method: 'GET', url: `/api/downloads/checkout/${sessionId}` })).statusCode,
    ).toBe(401);
    expect(
      (await w.coach.call({ method: 'GET', url: `/api/downloads/checkout/${sessionId}` })).statusCode,
    ).toBe(401);
  });

  it('refuses a malformed session id naming the field, and an unknown one as not found', async () => {
    const bad = await confirm(w.freeStudent, 'not-a-session');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sessionId');
    expect((await confirm(w.freeStudent, 'cs_test_nobodys')).statusCode).toBe(404);
    expect((await buy(w.freeStudent, 'nope')).statusCode).toBe(400);
  });
});
