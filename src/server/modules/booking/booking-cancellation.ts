import { academy } from '@/core/content/academy';
import type { BookingConfirmation, CancellationView } from '@/core/contracts/booking';
import { canCustomerCancel } from '@/core/rules/booking-policy';
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
import { CANCELLATION_POLICY, cancellationEmail } from './booking-mail';
import { presentBooking } from './bookings.presenter';
import { type BookingDetail, bookingsRepository } from './bookings.repository';
import { diaryRepository } from './diary.repository';

export interface CancellationDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
}

/** Cancelling a booking: by the customer through the private link, or by staff at any time. */
export function bookingCancellation(deps: CancellationDeps) {
  const diary = diaryRepository(deps.db);
  const repo = bookingsRepository(deps.db);

  /** Cancels and queues the customer's e-mail in one transaction; a second cancel finds it done. */
  async function cancelWithMail(
    bookingId: string,
    by: Parameters<typeof repo.cancel>[1],
    now: Date,
    who: 'customer' | 'staff',
  ): Promise<BookingDetail> {
    const cancelled = await deps.db.transaction(async (tx) => {
      const txRepo = bookingsRepository(tx);
      if (!(await txRepo.cancel(bookingId, by, now))) throw conflict('This booking is already cancelled.');
      const row = (await txRepo.findById(bookingId))!;
      await deps.mailer.send(cancellationEmail(row, who, now), tx);
      return row;
    });
    deps.mailer.wake();
    return cancelled;
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
      const now = deps.clock();
      return {
        booking: presentBooking(booking),
        cancellable: booking.status === 'confirmed' && canCustomerCancel(booking.places[0]!.startsAt, now),
        policy: CANCELLATION_POLICY,
        phone: academy.phone.display,
      };
    },

    /** Cancels through the private link, until 48 hours before the start. */
    async cancelByToken(token: string): Promise<CancellationView> {
      const booking = await repo.findByCancelTokenHash(sha256(token));
      if (!booking) throw notFound('This cancellation link is not valid. Please check the e-mail we sent.');
      return customerCancel(booking);
    },

    /** A family cancels one of its own bookings from the Family page, on the same terms as the link. */
    async cancelForFamily(bookingId: string, family: FamilyScope): Promise<CancellationView> {
      const booking = await repo.findForFamily(bookingId, family);
      if (!booking) throw notFound('Booking not found');
      return customerCancel(booking);
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
