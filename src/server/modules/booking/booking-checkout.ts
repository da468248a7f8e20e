import { lessonSlotOpen, sessionOpen } from '@/core/rules/availability';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from '../../security/tokens';
import type { CheckoutSession, StripeGateway } from '../payments/stripe-gateway';
import { academyBookingNotice, confirmationEmail, latePaymentRefundEmail } from './booking-mail';
import { bookingPaymentsRepository } from './booking-payments.repository';
import { bookingRefunds } from './booking-refunds';
import { type BookingDetail, bookingsRepository } from './bookings.repository';
import { diaryRepository } from './diary.repository';

const MINUTE = 60_000;
/**
 * A Checkout session must live at least 30 minutes from Stripe's own clock when it is created; the places
 * are held a minute longer than the hold so the session request, made just after, is never refused.
 */
const HOLD_MARGIN_MINUTES = 1;

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  /** Absent while the academy takes no payments online. */
  gateway?: StripeGateway;
  holdMinutes: number;
  /** The academy's inbox, told when a refund fails. */
  notifyEmail?: string;
  log?: { error(obj: object, msg: string): void; info?(msg: string): void };
}

/** What the booking transaction records for a place held while its price is paid online. */
export interface HeldPayment {
  paymentId: string;
  abandonToken: string;
}

/** What a Checkout session was for, as the success page may show it: only once Stripe says it is paid. */
export interface VerifiedCheckout {
  paid: boolean;
  booking: BookingDetail;
  amountPence: number;
  /** True for the one answer that reports the purchase to the advertising pixel. */
  reportConversion: boolean;
}

const cancelUrl = (appUrl: string, token: string) => `${appUrl}/booking/cancel?token=${token}`;

/**
 * Paying for a booking with Stripe Checkout (decision 0032): the hold taken while the customer pays, the
 * session opened for it, and everything that ends a hold: payment (by webhook or on the way back from
 * Checkout), leaving Checkout, expiry, and a payment that arrives after its hold ended.
 */
export function bookingCheckout(deps: CheckoutDeps) {
  const refunds = bookingRefunds(deps);

  /** Whether every place of a booking whose hold ended is still free for it at `now`. */
  async function stillFree(tx: DbOrTx, booking: BookingDetail, now: Date): Promise<boolean> {
    const diary = diaryRepository(tx);
    const service = await diary.findService(booking.serviceId);
    if (!service) return false;
    if (booking.places.some((p) => p.startsAt <= now)) return false;
    const sessionIds = booking.places.map((p) => p.sessionId).filter((id): id is number => id !== null);
    if (sessionIds.length) {
      await diary.lockSessions(sessionIds);
      for (const place of booking.places) {
        const [session] = await diary.sessions(
          service,
          place.startsAt,
          new Date(place.startsAt.getTime() + 1),
          now,
        );
        if (!session || session.id !== place.sessionId) return false;
        const taken = await diary.placesTaken(session.id, now, { bookingId: booking.id });
        // No notice applies: the customer booked in time and only the payment was late.
        if (!sessionOpen({ ...session, booked: taken }, now, 0)) return false;
      }
      return true;
    }
    const place = booking.places[0]!;
    if (place.coachId === null) return false;
    await diary.lockCoach(place.coachId);
    const [coach] = await diary.listCoaches([place.coachId]);
    if (!coach) return false;
    const [coachDiary] = await diary.diaries(
      [coach],
      new Date(place.startsAt.getTime() - 86_400_000),
      new Date(place.endsAt.getTime() + 86_400_000),
      now,
    );
    const lesson = {
      id: service.id,
      durationMinutes: service.durationMinutes,
      capacity: service.capacity,
      slotStepMinutes: service.slotStepMinutes,
    };
    // The notice is judged from when the booking was made, as it was then.
    return coachDiary !== undefined && lessonSlotOpen(coachDiary, lesson, place.startsAt, booking.createdAt);
  }

  /** Confirms a paid booking and queues its confirmation, with a fresh cancel link, in `tx`. */
  async function confirm(tx: DbOrTx, bookingId: string, now: Date): Promise<void> {
    const token = randomToken();
    await bookingPaymentsRepository(tx).confirmBooking(bookingId, sha256(token));
    const confirmed = (await bookingsRepository(tx).findById(bookingId))!;
    await deps.mailer.send(confirmationEmail(confirmed, cancelUrl(deps.appUrl, token), now), tx);
    if (deps.notifyEmail) {
      await deps.mailer.send(academyBookingNotice(confirmed, 'booked', deps.notifyEmail, deps.appUrl), tx);
    }
  }

  /**
   * Stripe says a session is complete and paid: the booking is confirmed if its hold still stands, or,
   * when the payment came after the hold ended, if its places are still free; otherwise the whole amount
   * goes back and the customer is told. Answers whether anything changed (a second call changes nothing).
   */
  async function settlePaid(tx: DbOrTx, session: CheckoutSession): Promise<boolean> {
    if (session.status !== 'complete' || session.paymentStatus !== 'paid') return false;
    const repo = bookingPaymentsRepository(tx);
    const found = await repo.bySession(session.id);
    // A session we did not open, or one naming another booking than the one it was opened for.
    if (!found || session.reference !== found.bookingId) {
      deps.log?.error({ sessionId: session.id }, 'a paid Checkout session matches no booking payment');
      return false;
    }
    // Locks in one order everywhere: the booking, then its payment, then the diary.
    await bookingsRepository(tx).lockBooking(found.bookingId);
    const payment = (await repo.bySession(session.id, true))!;
    if (payment.status === 'paid') return false;
    const now = deps.clock();
    await repo.markPaid(payment.id, session.paymentIntent, now);
    const booking = (await bookingsRepository(tx).findById(payment.bookingId))!;
    const held =
      booking.status === 'awaiting_payment' && booking.places.every((p) => p.heldUntil && p.heldUntil > now);
    if (held) {
      await confirm(tx, booking.id, now);
      return true;
    }
    if (
      (booking.status === 'awaiting_payment' || booking.status === 'expired') &&
      (await stillFree(tx, booking, now))
    ) {
      await confirm(tx, booking.id, now);
      return true;
    }
    // The places went to someone else (or the booking was cancelled meanwhile): all of it goes back.
    await repo.expireBooking(booking.id);
    await refunds.request(
      tx,
      {
        paymentId: payment.id,
        bookingId: booking.id,
        amountPence: session.amountTotal,
        reason: 'late_payment',
      },
      now,
    );
    await deps.mailer.send(latePaymentRefundEmail(booking, session.amountTotal), tx);
    return true;
  }

  /** Gives a hold's places back and closes its payment, in `tx`; false when it was no longer open. */
  async function release(tx: DbOrTx, paymentId: string, bookingId: string): Promise<boolean> {
    const repo = bookingPaymentsRepository(tx);
    await bookingsRepository(tx).lockBooking(bookingId);
    if (!(await repo.markExpired(paymentId))) return false;
    await repo.expireBooking(bookingId);
    return true;
  }

  /** Asks Stripe to stop a session taking payment; a session Stripe already closed is left as it is. */
  async function expireAtStripe(sessionId: string): Promise<CheckoutSession | undefined> {
    try {
      return await deps.gateway!.expireCheckoutSession(sessionId);
    } catch (err) {
      // Already complete or expired answers an error; the state is read back instead.
      try {
        return await deps.gateway!.retrieveCheckoutSession(sessionId);
      } catch {
        deps.log?.error({ err, sessionId }, 'a Checkout session could not be expired');
        return undefined;
      }
    }
  }

  return {
    paymentsOn: deps.gateway !== undefined,
    refunds,

    /** The moment a hold taken `now` ends. */
    holdUntil(now: Date): Date {
      return new Date(now.getTime() + (deps.holdMinutes + HOLD_MARGIN_MINUTES) * MINUTE);
    },

    /** Inside the booking's transaction: the payment the customer is about to make. */
    async recordHold(
      tx: DbOrTx,
      bookingId: string,
      amountPence: number,
      heldUntil: Date,
      now: Date,
    ): Promise<HeldPayment> {
      const abandonToken = randomToken();
      const row = await bookingPaymentsRepository(tx).insert({
        bookingId,
        abandonTokenHash: sha256(abandonToken),
        amountPence,
        createdAt: now,
        expiresAt: heldUntil,
      });
      return { paymentId: row.id, abandonToken };
    },

    /**
     * Once the held booking is committed: opens its Checkout session and answers where to pay. If Stripe
     * cannot open one, the hold is released at once and the customer told nothing was booked.
     */
    async openCheckout(booking: BookingDetail, hold: HeldPayment): Promise<string> {
      const payment = booking.payments.find((p) => p.id === hold.paymentId)!;
      const places = booking.places.length;
      const unit = Math.round(payment.amountPence / places);
      try {
        const session = await deps.gateway!.createCheckoutSession({
          reference: booking.id,
          lineItems: [
            {
              name:
                booking.paymentRule === 'deposit' ? `Deposit: ${booking.serviceName}` : booking.serviceName,
              amountPence: unit,
              quantity: places,
            },
          ],
          customerEmail: booking.clientEmail,
          successUrl: `${deps.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.appUrl}/booking/checkout-cancelled?hold=${hold.abandonToken}`,
          expiresAt: payment.expiresAt,
          idempotencyKey: `checkout-${hold.paymentId}`,
          metadata: { kind: 'booking', bookingId: booking.id, reference: booking.reference },
        });
        await bookingPaymentsRepository(deps.db).attachSession(hold.paymentId, session.id, session.url);
        if (!session.url) throw new Error('Stripe answered a session without a page to pay on');
        return session.url;
      } catch (err) {
        deps.log?.error({ err, bookingId: booking.id }, 'a Checkout session could not be opened');
        await deps.db.transaction((tx) => release(tx, hold.paymentId, booking.id));
        throw new AppError(
          502,
          'payment_unavailable',
          'We could not start the secure payment, so nothing was booked and no money was taken. Please try again in a minute.',
        );
      }
    },

    /** `checkout.session.completed` (and the return from Checkout): see settlePaid. */
    settlePaid,

    /** `checkout.session.expired`: the hold ends if it had not already. */
    async onSessionExpired(tx: DbOrTx, session: CheckoutSession): Promise<void> {
      if (session.status !== 'expired') return;
      const payment = await bookingPaymentsRepository(tx).bySession(session.id);
      if (payment) await release(tx, payment.id, payment.bookingId);
    },

    /**
     * The customer came back from Checkout without paying: the places are given back at once and the
     * session closed, so it cannot be paid afterwards. If Stripe says it was paid after all, it is settled
     * as paid instead. Answers what became of the booking; undefined for a link that is not one of ours.
     */
    async abandon(token: string): Promise<BookingDetail | undefined> {
      const payment = await bookingPaymentsRepository(deps.db).byAbandonToken(sha256(token));
      if (!payment) return undefined;
      if (payment.status === 'open' && payment.checkoutSessionId && deps.gateway) {
        const session = await expireAtStripe(payment.checkoutSessionId);
        if (session?.status === 'complete') {
          await deps.db.transaction((tx) => settlePaid(tx, session));
          deps.mailer.wake();
        }
      }
      await deps.db.transaction((tx) => release(tx, payment.id, payment.bookingId));
      return bookingsRepository(deps.db).findById(payment.bookingId);
    },

    /**
     * What the success page may show for a session: read back from Stripe (never from the page's address),
     * settled if paid and not yet known here, and reported to the advertising pixel only the first time.
     */
    async verify(sessionId: string): Promise<VerifiedCheckout | undefined> {
      if (!deps.gateway) return undefined;
      const repo = bookingPaymentsRepository(deps.db);
      const payment = await repo.bySession(sessionId);
      if (!payment) return undefined;
      const session = await deps.gateway.retrieveCheckoutSession(sessionId);
      const paid = session.status === 'complete' && session.paymentStatus === 'paid';
      if (paid && payment.status !== 'paid') {
        await deps.db.transaction((tx) => settlePaid(tx, session));
        deps.mailer.wake();
      }
      const booking = (await bookingsRepository(deps.db).findById(payment.bookingId))!;
      const reportConversion =
        paid && booking.status === 'confirmed' && (await repo.claimConversion(payment.id, deps.clock()));
      return { paid, booking, amountPence: payment.amountPence, reportConversion };
    },

    /**
     * Tidies holds that ran out (their places are already free): closes their sessions at Stripe, then
     * releases them here. Runs every minute; safe on every instance at once.
     */
    async expireOverdue(limit = 50): Promise<number> {
      if (!deps.gateway) return 0;
      const overdue = await bookingPaymentsRepository(deps.db).overdue(deps.clock(), limit);
      for (const payment of overdue) {
        const session = payment.checkoutSessionId
          ? await expireAtStripe(payment.checkoutSessionId)
          : undefined;
        if (session?.status === 'complete') await deps.db.transaction((tx) => settlePaid(tx, session));
        else await deps.db.transaction((tx) => release(tx, payment.id, payment.bookingId));
      }
      if (overdue.length) deps.mailer.wake();
      return overdue.length;
    },
  };
}
export type BookingCheckout = ReturnType<typeof bookingCheckout>;
