import type { Attendance, BookingConfirmation } from '@/core/contracts/booking';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { mayActOnBooking, type StaffActor } from '../access/access-policy';
import { presentBooking } from './bookings.presenter';
import { bookingsRepository } from './bookings.repository';
import { diaryRepository } from './diary.repository';

/** Staff record whether each participant came: on the day (from its start) or afterwards, never before. */
export function bookingAttendance(deps: { db: Db; clock: Clock }) {
  const repo = bookingsRepository(deps.db);
  const diary = diaryRepository(deps.db);
  return {
    /** Admins for any place, coaches for places in their own diary; `null` clears a mistaken mark. */
    async markAttendanceByStaff(
      bookingId: string,
      placeId: string,
      attendance: Attendance | null,
      actor: StaffActor,
    ): Promise<BookingConfirmation> {
      const booking = await repo.findById(bookingId);
      const own = (await diary.listCoaches()).find((c) => c.staffId === actor.staffId);
      const place = booking?.places.find((p) => p.id === placeId);
      // Judged on the place's own diary: a camp day may be another coach's than the booking's first.
      if (
        !booking ||
        !place ||
        !mayActOnBooking(actor, { coachId: place.coachId, places: [place] }, own?.id)
      ) {
        throw notFound('Booking not found');
      }
      if (place.status !== 'confirmed') throw conflict('Only a booked place can be marked.');
      if (place.startsAt > deps.clock()) {
        throw conflict('Attendance can be marked once the session has started.');
      }
      await repo.markAttendance(placeId, attendance, actor.staffId, deps.clock());
      return presentBooking((await repo.findById(booking.id))!);
    },
  };
}
