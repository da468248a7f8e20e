import { academy } from '@/core/content/academy';
import type { BookingConfirmation, MoveBookingBody } from '@/core/contracts/booking';
import { BOOKING_WINDOW_DAYS, canCustomerCancel } from '@/core/rules/booking-policy';
import { addDays, clockToMinutes, londonDate, londonWallTimeToUtc } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { sha256 } from '../../security/tokens';
import { type FamilyScope, mayActOnBooking, type StaffActor } from '../access/access-policy';
import { movedEmail } from './booking-mail';
import { presentBooking } from './bookings.presenter';
import { type BookingDetail, bookingsRepository } from './bookings.repository';
import { diaryRepository } from './diary.repository';
import { claimLessonPlace, claimSessionPlaces } from './place-claims';

export interface MoveDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
}

type Mover = { kind: 'customer' } | { kind: 'staff'; actor: StaffActor };

const lateToMove = () =>
  conflict(
    `It is less than 48 hours to the start, so this booking can no longer be moved online. Please call us on ${academy.phone.display}.`,
  );

/**
 * Moving a booked place to another time (or, for staff, another coach). The new time is claimed by the same
 * rules as a new booking, under the same locks, in one transaction with the move itself and the customer's
 * updated invitation. The price stays what was agreed: it is the service's, whatever the time or coach.
 */
export function bookingMoves(deps: MoveDeps) {
  const repo = bookingsRepository(deps.db);
  const diary = diaryRepository(deps.db);

  async function move(booking: BookingDetail, body: MoveBookingBody, mover: Mover): Promise<BookingDetail> {
    const now = deps.clock();
    const today = londonDate(now);
    if (booking.status !== 'confirmed') throw conflict('Only a confirmed booking can be moved.');
    const kept = booking.places.filter((p) => p.status === 'confirmed');
    const place = body.placeId
      ? kept.find((p) => p.id === body.placeId)
      : kept.length === 1
        ? kept[0]
        : undefined;
    if (!place) {
      throw badRequest('Choose which day of the booking to move', {
        placeId: body.placeId ? 'Not a day of this booking still booked' : 'Choose a day',
      });
    }
    const customer = mover.kind === 'customer';
    if (customer && !canCustomerCancel(place.startsAt, now)) throw lateToMove();
    if (place.startsAt <= now) throw conflict('This place has already started, so it cannot be moved.');

    const service = await diary.findService(booking.serviceId);
    if (!service) throw conflict('This service is no longer in the diary.');
    if (body.date < today) throw badRequest('That date has passed', { date: 'In the past' });
    if (customer && service.kind === 'lesson' && body.date > addDays(today, BOOKING_WINDOW_DAYS)) {
      throw badRequest(`Lessons can be booked up to ${BOOKING_WINDOW_DAYS} days ahead`, {
        date: 'Too far ahead',
      });
    }
    const start = londonWallTimeToUtc(body.date, clockToMinutes(body.time));
    if (!start) {
      throw badRequest('That time does not exist on that day: the clocks go forward', {
        time: 'Not a time on this day',
      });
    }
    // A customer keeps their coach (a credit lesson is with their own coach); staff may change it.
    const providerId = customer ? place.coachId : (body.providerId ?? place.coachId);
    if (
      !customer &&
      body.providerId != null &&
      service.coachIds.length &&
      !service.coachIds.includes(body.providerId)
    ) {
      throw badRequest('That coach does not teach this service', { providerId: 'Not available' });
    }
    if (start.getTime() === place.startsAt.getTime() && providerId === place.coachId) {
      throw badRequest('That is when the booking already is: choose another time', { time: 'Unchanged' });
    }

    const moved = await deps.db.transaction(async (tx) => {
      const txRepo = bookingsRepository(tx);
      const txDiary = diaryRepository(tx);
      // Two moves (or a move and a cancellation) of one booking take turns.
      await txRepo.lockBooking(booking.id);
      const current = (await txRepo.findById(booking.id))!;
      const still = current.places.find((p) => p.id === place.id);
      if (current.status !== 'confirmed' || still?.status !== 'confirmed') {
        throw conflict('This booking has changed: it is no longer booked. Please reload.');
      }
      const claim = { now, ignoreNotice: !customer, movingPlaceId: place.id };
      const slot = { date: body.date, time: body.time };
      const target =
        service.kind === 'session'
          ? (
              await claimSessionPlaces(txDiary, service, [start], [body.date], body.time, providerId, claim)
            )[0]!
          : await claimLessonPlace(txDiary, service, start, providerId, slot, claim);
      if (
        target.sessionId != null &&
        current.places.some(
          (p) => p.id !== place.id && p.sessionId === target.sessionId && p.status === 'confirmed',
        )
      ) {
        throw conflict('This booking already has a place on that day.', { date: 'Already booked' });
      }
      await txRepo.movePlace(booking.id, place.id, target, current.places.length === 1);
      const after = (await txRepo.findById(booking.id))!;
      await deps.mailer.send(movedEmail(after, still, mover.kind, now), tx);
      return after;
    });
    deps.mailer.wake();
    return moved;
  }

  return {
    /** Staff move any booking in their diary (admins any), at any time before it starts. */
    async moveByStaff(
      bookingId: string,
      body: MoveBookingBody,
      actor: StaffActor,
    ): Promise<BookingConfirmation> {
      const booking = await repo.findById(bookingId);
      const own = (await diary.listCoaches()).find((c) => c.staffId === actor.staffId);
      if (!booking || !mayActOnBooking(actor, booking, own?.id)) throw notFound('Booking not found');
      return presentBooking(await move(booking, body, { kind: 'staff', actor }));
    },

    /** The customer moves through the private link, until 48 hours before the place. */
    async moveByToken(token: string, body: MoveBookingBody): Promise<BookingConfirmation> {
      const booking = await repo.findByCancelTokenHash(sha256(token));
      if (!booking) throw notFound('This link is not valid. Please check the e-mail we sent.');
      return presentBooking(await move(booking, body, { kind: 'customer' }));
    },

    /** A family moves one of its bookings from the Family page, on the same terms as the link. */
    async moveForFamily(
      bookingId: string,
      body: MoveBookingBody,
      family: FamilyScope,
    ): Promise<BookingConfirmation> {
      const booking = await repo.findForFamily(bookingId, family);
      if (!booking) throw notFound('Booking not found');
      return presentBooking(await move(booking, body, { kind: 'customer' }));
    },
  };
}
