import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict } from '../../errors';
import type { CheckoutSession, StripeGateway } from '../payments/stripe-gateway';
import { type DownloadPurchaseRow, downloadPurchasesRepository } from './download-purchases.repository';

const MINUTE = 60_000;
/** How long a session takes payment: Stripe needs at least 30 minutes from its own clock. */
const SESSION_MINUTES = 45;
/** An open session with less left than this is closed and a fresh one opened, so the student has time to pay. */
const REUSE_MINUTES = 10;
/**
 * A purchase stamped this recently without a session is an attempt under way (another click, or one whose
 * answer was lost): it is continued with the same idempotency key rather than started again.
 */
const ATTEMPT_FRESH_MS = 2 * MINUTE;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DownloadCheckoutDeps {
  db: Db;
  clock: Clock;
  appUrl: string;
  /** Absent while the academy takes no payments online. */
  gateway?: StripeGateway;
  log?: { error(obj: object, msg: string): void };
}

/** What Buy opens a session for. */
export interface CheckoutItem {
  id: string;
  title: string;
  pricePence: number;
}

const PAYMENT_PENDING =
  'Your payment is still being processed. The download opens as soon as it arrives; there is no need to pay again.';

const isPaid = (session: CheckoutSession) =>
  session.status === 'complete' && session.paymentStatus === 'paid';

const unavailable = () =>
  new AppError(
    502,
    'payment_unavailable',
    'We could not start the secure payment, and no money was taken. Please try again in a minute.',
  );

/**
 * Buying a download with Stripe Checkout: one session per attempt at paying (asking again while it is open
 * answers the same one), and the grant the moment Stripe says it is paid, by webhook or on the student's
 * way back, whichever comes first; the other finds it done.
 */
export function downloadCheckout(deps: DownloadCheckoutDeps) {
  const gateway = () => {
    if (!deps.gateway) throw new Error('Online payments are off');
    return deps.gateway;
  };

  /** Stripe says a session is complete and paid: its purchase is granted and the payment recorded, once. */
  async function settlePaid(tx: DbOrTx, session: CheckoutSession): Promise<boolean> {
    if (session.mode !== 'payment' || !isPaid(session)) return false;
    const purchaseId = session.reference;
    if (!purchaseId || !UUID.test(purchaseId) || session.metadata.purchaseId !== purchaseId) {
      deps.log?.error({ sessionId: session.id }, 'a paid download session names no purchase');
      return false;
    }
    const repo = downloadPurchasesRepository(tx);
    const purchase = await repo.byId(purchaseId, true);
    if (!purchase || purchase.itemId !== session.metadata.itemId) {
      deps.log?.error({ sessionId: session.id }, 'a paid download session matches no purchase');
      return false;
    }
    if (purchase.paidAt) return false;
    return repo.markPaid(purchase, {
      sessionId: session.id,
      amountPence: session.amountTotal,
      paymentIntentId: session.paymentIntent,
      now: deps.clock(),
    });
  }

  async function settle(session: CheckoutSession): Promise<void> {
    await deps.db.transaction((tx) => settlePaid(tx, session));
  }

  /** Closes a session that is about to run out; one Stripe already closed is read back as it is. */
  async function close(sessionId: string): Promise<CheckoutSession> {
    try {
      return await gateway().expireCheckoutSession(sessionId);
    } catch {
      return gateway().retrieveCheckoutSession(sessionId);
    }
  }

  return {
    paymentsOn: deps.gateway !== undefined,
    settlePaid,

    /**
     * Where the student pays for `purchase`: the open session of this attempt, or a new one. Null when
     * Stripe says it is paid already (it is then granted here). Throws 502 when Stripe cannot be reached.
     */
    async open(
      purchaseId: string,
      item: CheckoutItem,
      student: { id: string; email: string; forChild: boolean },
    ): Promise<string | null> {
      const repo = downloadPurchasesRepository(deps.db);
      const tab = `${deps.appUrl}/student-portal?tab=downloads${student.forChild ? `&child=${student.id}` : ''}`;

      async function create(purchase: DownloadPurchaseRow, attemptAt: Date): Promise<string> {
        const session = await gateway().createCheckoutSession({
          reference: purchase.id,
          lineItems: [{ name: item.title, amountPence: item.pricePence, quantity: 1 }],
          customerEmail: student.email,
          successUrl: `${tab}&purchase={CHECKOUT_SESSION_ID}`,
          cancelUrl: tab,
          expiresAt: new Date(attemptAt.getTime() + SESSION_MINUTES * MINUTE),
          idempotencyKey: `download-${purchase.id}-${attemptAt.getTime()}`,
          metadata: { kind: 'download', purchaseId: purchase.id, itemId: item.id },
        });
        await repo.attachSession(purchase.id, attemptAt, session.id);
        if (!session.url) throw new Error('Stripe answered a session without a page to pay on');
        return session.url;
      }

      try {
        // Another click can start an attempt between the read and the stamp: then read again.
        for (let round = 0; round < 3; round++) {
          const now = deps.clock();
          const seen = await repo.byId(purchaseId);
          if (!seen || seen.paidAt) return null;
          if (seen.checkoutSessionId) {
            let session = await gateway().retrieveCheckoutSession(seen.checkoutSessionId);
            const left = session.expiresAt.getTime() - now.getTime();
            if (session.status === 'open' && session.url && left > REUSE_MINUTES * MINUTE) return session.url;
            // Never two sessions open for one purchase: the old one stops taking payment first.
            if (session.status === 'open') session = await close(session.id);
            if (isPaid(session)) {
              await settle(session);
              return null;
            }
            // Complete but not yet paid: a bank payment on its way. A second session could charge twice.
            if (session.status === 'complete') throw conflict(PAYMENT_PENDING);
          } else if (now.getTime() - seen.requestedAt.getTime() < ATTEMPT_FRESH_MS) {
            return await create(seen, seen.requestedAt);
          }
          if (await repo.startAttempt(seen, now)) return await create(seen, now);
        }
        throw new Error('the purchase kept changing while a session was opened');
      } catch (err) {
        if (err instanceof AppError) throw err;
        deps.log?.error({ err, purchaseId }, 'a download Checkout session could not be opened');
        throw unavailable();
      }
    },

    /**
     * The student's purchase paid by `sessionId`, read back from Stripe when not yet known to be paid and
     * granted if Stripe says it is. Undefined when the session is not one of this student's purchases.
     */
    async verify(studentId: string, sessionId: string): Promise<DownloadPurchaseRow | undefined> {
      const repo = downloadPurchasesRepository(deps.db);
      const purchase = await repo.bySessionForStudent(sessionId, studentId);
      if (!purchase || purchase.paidAt || !deps.gateway) return purchase;
      let session: CheckoutSession;
      try {
        session = await deps.gateway.retrieveCheckoutSession(sessionId);
      } catch (err) {
        deps.log?.error({ err, sessionId }, 'a download Checkout session could not be read');
        throw new AppError(
          502,
          'payment_unavailable',
          'We could not check your payment with Stripe just now. Please refresh in a minute.',
        );
      }
      if (isPaid(session)) await settle(session);
      return repo.byId(purchase.id);
    },
  };
}
export type DownloadCheckout = ReturnType<typeof downloadCheckout>;
