import { academy } from '@/core/content/academy';
import type { BookingConfirmation, CancellationView } from '@/core/contracts/booking';
import { canCustomerCancel } from '@/core/rules/booking-policy';
import { creditReturns } from '@/core/rules/membership-state';
import { venueDue } from '@/core/rules/payment-rules';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { sha256 } from '../../security/tokens';
import {
  type DiaryBookingRef,
  type FamilyScope,
  mayActOnBooking,
  mayReadBookingWelfare,
  type StaffActor,
} from '../access/access-policy';
import { membershipsRepository } from '../memberships/memberships.repository';
import type { BookingCheckout } from './booking-checkout';
import {
  academyBookingNotice,
  CANCELLATION_POLICY,
  cancellationEmail,
  dayCancellationEmail,
} from './booking-mail';
import { presentBooking } from './bookings.presenter';
import { type BookingDetail, bookingsRepository } from './bookings.repository';
import { diaryRepository } from './diary.repository';

export interface CancellationDeps {
  db: Db;
  appUrl: string;
  clock: Clock;
  mailer: Mailer;
  /** Refunds what was paid online, when payments are on. */
  checkout?: BookingCheckout;
  /** The academy's own inbox, told when a customer cancels (staff who cancel know of it). */
  notifyEmail?: string;
}

/** Cancelling a booking: by the customer through the private link, or by staff at any time. */
export function bookingCancellation(deps: CancellationDeps) {
  const diary = diaryRepository(deps.db);
  const repo = bookingsRepository(deps.db);

  /** Sends at once what a cancellation queued: the e-mail and the refund. */
  function sendQueued() {
    deps.mailer.wake();
    deps.checkout?.refunds.wake();
  }

  /**
   * Cancels, decides the refund of what was paid online and queues the customer's e-mail, in one
   * transaction; a second cancel finds it done.
   */
  async function cancelWithMail(
    bookingId: string,
    by: Parameters<typeof repo.cancel>[1],
    now: Date,
    who: 'customer' | 'staff',
  ): Promise<BookingDetail> {
    const cancelled = await deps.db.transaction(async (tx) => {
      const txRepo = bookingsRepository(tx);
      if (!(await txRepo.cancel(bookingId, by, now))) throw conflict('This booking is already cancelled.');
      const before = (await txRepo.findById(bookingId))!;
      const reason = who === 'customer' ? 'customer_cancelled' : 'staff_cancelled';
      const refund = (await deps.checkout?.refunds.forCancellation(tx, before, reason, now)) ?? 0;
      // A lesson paid with a session credit gives it back when cancelled 48 hours ahead, or by the academy.
      if (
        before.paymentRule === 'credit' &&
        (who === 'staff' || creditReturns(before.places[0]!.startsAt, now))
      ) {
        await membershipsRepository(tx).returnCredit(before.id, now);
      }
      await deps.mailer.send(cancellationEmail(before, who, now, refund), tx);
      if (who === 'customer' && deps.notifyEmail) {
        await deps.mailer.send(academyBookingNotice(before, 'cancelled', deps.notifyEmail, deps.appUrl), tx);
      }
      return refund > 0 ? (await txRepo.findById(bookingId))! : before;
    });
    sendQueued();
    return cancelled;
  }

  /**
   * The customer cancels one day of a booking of several, until 48 hours before that day; its share of
   * what was paid online goes back. The last day left is cancelled as the whole booking.
   */
  async function customerCancelDay(booking: BookingDetail, placeId: string): Promise<CancellationView> {
    const now = deps.clock();
    const place = booking.places.find((p) => p.id === placeId);
    if (!place) throw notFound('That day is not part of this booking');
    if (booking.status !== 'confirmed' || place.status !== 'confirmed') {
      throw conflict('This day is already cancelled.');
    }
    if (booking.places.filter((p) => p.status === 'confirmed').length === 1) return customerCancel(booking);
    if (!canCustomerCancel(place.startsAt, now)) {
      throw conflict(
        `It is less than 48 hours to that day, so it can no longer be cancelled online. Please call us on ${academy.phone.display}.`,
      );
    }
    const updated = await deps.db.transaction(async (tx) => {
      const txRepo = bookingsRepository(tx);
      // Read again under the booking's lock: two days cancelled at once each see the other's refund.
      await txRepo.lockBooking(booking.id);
      const current = (await txRepo.findById(booking.id))!;
      const kept = current.places.filter((p) => p.status === 'confirmed').length;
      if (current.status !== 'confirmed' || kept < 2) throw conflict('This day is already cancelled.');
      const refund =
        (await deps.checkout?.refunds.forCancellation(tx, current, 'day_cancelled', now, placeId)) ?? 0;
      // Each day kept its equal share of the price it was booked at.
      const placePence = Math.round(current.totalPence / kept);
      if (!(await txRepo.cancelPlace(booking.id, placeId, now, { placePence, refundedPence: refund }))) {
        throw conflict('This day is already cancelled.');
      }
      const row = (await txRepo.findById(booking.id))!;
      await deps.mailer.send(dayCancellationEmail(row, placeId, now, refund), tx);
      if (deps.notifyEmail) {
        await deps.mailer.send(
          academyBookingNotice(row, 'day_cancelled', deps.notifyEmail, deps.appUrl, placeId),
          tx,
        );
      }
      return row;
    });
    sendQueued();
    return view(updated, now);
  }

  function view(booking: BookingDetail, now: Date): CancellationView {
    return {
      booking: presentBooking(booking),
      cancellable: booking.status === 'confirmed' && canCustomerCancel(booking.places[0]!.startsAt, now),
      policy: CANCELLATION_POLICY,
      phone: academy.phone.display,
    };
  }

  /**
   * A booking as this member of staff may read or act on it (see the access policy); others' look like they
   * do not exist.
   */
  async function staffBooking(
    bookingId: string,
    actor: StaffActor,
    may: (actor: StaffActor, booking: DiaryBookingRef, ownDiaryCoachId: number | undefined) => boolean,
  ): Promise<BookingDetail> {
    const booking = await repo.findById(bookingId);
    if (!booking) throw notFound('Booking not found');
    const own = (await diary.listCoaches()).find((c) => c.staffId === actor.staffId);
    if (!may(actor, booking, own?.id)) throw notFound('Booking not found');
    return booking;
  }

  /** The customer's own cancellation (private link or Family page): until 48 hours before the start. */
  async function customerCancel(booking: BookingDetail): Promise<CancellationView> {
    const now = deps.clock();
    if (booking.status === 'cancelled') throw conflict('This booking is already cancelled.');
    if (!canCustomerCancel(booking.places[0]!.startsAt, now)) {
      throw conflict(
        `It is less than 48 hours to the start, so this booking can no longer be cancelled online. Please call us on ${academy.phone.display}.`,
      );
    }
    const cancelled = await cancelWithMail(booking.id, { kind: 'customer' }, now, 'customer');
    return {
      booking: presentBooking(cancelled),
      cancellable: false,
      policy: CANCELLATION_POLICY,
      phone: academy.phone.display,
    };
  }

  return {
    /** A guest's medical notes and emergency contact, for the day's coach and admins; 404 when none. */
    async welfareForStaff(bookingId: string, actor: StaffActor) {
      const booking = await staffBooking(bookingId, actor, mayReadBookingWelfare);
      const welfare = await repo.findWelfare(booking.id);
      if (!welfare) throw notFound('No welfare details were given with this booking');
      const { medicalNotes, emergencyContactName, emergencyContactPhone } = welfare;
      return { medicalNotes, emergencyContactName, emergencyContactPhone };
    },

    /** What the private cancel link shows. */
    async viewByToken(token: string): Promise<CancellationView> {
      const booking = await repo.findByCancelTokenHash(sha256(token));
      if (!booking) throw notFound('This cancellation link is not valid. Please check the e-mail we sent.');
      return view(booking, deps.clock());
    },

    /** Cancels through the private link, until 48 hours before the start. */
    async cancelByToken(token: string): Promise<CancellationView> {
      const booking = await repo.findByCancelTokenHash(sha256(token));
      if (!booking) throw notFound('This cancellation link is not valid. Please check the e-mail we sent.');
      return customerCancel(booking);
    },

    /** Cancels one day of a several-day booking through the private link, until 48 hours before it. */
    async cancelDayByToken(token: string, placeId: string): Promise<CancellationView> {
      const booking = await repo.findByCancelTokenHash(sha256(token));
      if (!booking) throw notFound('This cancellation link is not valid. Please check the e-mail we sent.');
      return customerCancelDay(booking, placeId);
    },

    /** A family cancels one day of one of its bookings, on the same terms as the link. */
    async cancelDayForFamily(
      bookingId: string,
      placeId: string,
      family: FamilyScope,
    ): Promise<CancellationView> {
      const booking = await repo.findForFamily(bookingId, family);
      if (!booking) throw notFound('Booking not found');
      return customerCancelDay(booking, placeId);
    },

    /** A family cancels one of its own bookings from the Family page, on the same terms as the link. */
    async cancelForFamily(bookingId: string, family: FamilyScope): Promise<CancellationView> {
      const booking = await repo.findForFamily(bookingId, family);
      if (!booking) throw notFound('Booking not found');
      return customerCancel(booking);
    },

    /**
     * Staff record that the rest of the price was paid at the venue (a deposit booking's balance, or a
     * booking paid there in full); admins for any booking, coaches for their own diary's.
     */
    async recordBalanceByStaff(bookingId: string, actor: StaffActor): Promise<BookingConfirmation> {
      const booking = await staffBooking(bookingId, actor, mayActOnBooking);
      if (booking.status !== 'confirmed') throw conflict('Only a confirmed booking has anything to pay.');
      if (venueDue(booking) === 0) {
        throw conflict(
          booking.balancePaidAt
            ? 'The balance is already recorded as paid.'
            : 'Nothing is due at the venue for this booking.',
        );
      }
      await repo.recordBalance(booking.id, actor.staffId, deps.clock());
      return presentBooking((await repo.findById(booking.id))!);
    },

    /**
     * Staff cancel at any time and the customer is told by e-mail. Admins may cancel any booking;
     * coaches only bookings in their own diary (others' look like they do not exist).
     */
    async cancelByStaff(bookingId: string, actor: StaffActor): Promise<BookingConfirmation> {
      const booking = await staffBooking(bookingId, actor, mayActOnBooking);
      const now = deps.clock();
      const cancelled = await cancelWithMail(
        booking.id,
        { kind: 'staff', staffId: actor.staffId },
        now,
        'staff',
      );
      return presentBooking(cancelled);
    },
  };
}
