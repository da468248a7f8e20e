import type { BookingConfirmation, MoveBookingBody } from '@/core/contracts/booking';
import type {
  BookingWelfareResponse,
  CancelBookingResponse,
  StaffBookingsQuery,
  StaffBookingsResponse,
} from '@/core/contracts/booking-admin';
import type { AttendanceBody } from '@/core/contracts/front-desk';
import { addDays, londonWallTimeToUtc } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { isAdmin } from '../access/access-policy';
import type { BookingsService } from '../booking/bookings.service';
import type { BookingAdminAccess } from './booking-admin.access';
import { presentDiarySession, presentPlace } from './booking-admin.presenter';
import { bookingAdminRepository } from './booking-admin.repository';
import { placesBetween } from './diary-places.repository';
import { frontDeskService } from './front-desk.service';

/** Midnight in London at the start of a calendar date (its first instant, whatever the clocks do). */
export function startOfLondonDay(date: string): Date {
  return londonWallTimeToUtc(date, 0) ?? londonWallTimeToUtc(date, 60) ?? new Date(`${date}T00:00:00Z`);
}

/** The staff's view of the diary: who is booked when, and cancelling on a customer's behalf. */
export function staffBookingsService(deps: {
  db: Db;
  clock: Clock;
  access: BookingAdminAccess;
  bookings: BookingsService;
}) {
  const repo = bookingAdminRepository(deps.db);
  return {
    ...frontDeskService(deps),

    /** Moves a place to another time or coach; the booking engine checks whose diary it is in. */
    async move(staffId: string, bookingId: string, body: MoveBookingBody): Promise<BookingConfirmation> {
      return deps.bookings.moveByStaff(bookingId, body, await deps.access.actor(staffId));
    },

    /** Records whether the participant came; the booking engine checks whose diary it is in. */
    async markAttendance(
      staffId: string,
      bookingId: string,
      placeId: string,
      body: AttendanceBody,
    ): Promise<BookingConfirmation> {
      const actor = await deps.access.actor(staffId);
      return deps.bookings.markAttendanceByStaff(bookingId, placeId, body.attendance, actor);
    },

    /** Places booked in a London date range: admins see everyone's, coaches only their own diary. */
    async list(staffId: string, query: StaffBookingsQuery): Promise<StaffBookingsResponse> {
      const actor = await deps.access.actor(staffId);
      let coachId = query.coachId;
      if (!isAdmin(actor)) {
        if (coachId !== undefined && coachId !== actor.ownCoachId) {
          throw forbidden('You can only see your own diary');
        }
        if (actor.ownCoachId === undefined)
          return { from: query.from, to: query.to, bookings: [], sessions: [] };
        coachId = actor.ownCoachId;
      }
      const from = startOfLondonDay(query.from);
      const to = startOfLondonDay(addDays(query.to, 1));
      const now = deps.clock();
      const [rows, sessions] = await Promise.all([
        placesBetween(deps.db, from, to, coachId),
        repo.sessions(undefined, from, to, now, coachId),
      ]);
      return {
        from: query.from,
        to: query.to,
        bookings: rows.map((row) => presentPlace(row, now)),
        sessions: sessions.map(presentDiarySession),
      };
    },

    /** A guest's welfare details for the day: the booking engine checks whose diary it is in. */
    async welfare(staffId: string, bookingId: string): Promise<BookingWelfareResponse> {
      return deps.bookings.welfareForStaff(bookingId, await deps.access.actor(staffId));
    },

    /** Records the rest of the price as paid at the venue; the booking engine checks whose diary it is in. */
    async recordBalance(staffId: string, bookingId: string): Promise<CancelBookingResponse> {
      const actor = await deps.access.actor(staffId);
      return { booking: await deps.bookings.recordBalanceByStaff(bookingId, actor) };
    },

    /** Cancels at any time and e-mails the customer; the booking engine checks whose diary it is in. */
    async cancel(staffId: string, bookingId: string): Promise<CancelBookingResponse> {
      const actor = await deps.access.actor(staffId);
      const booking = await deps.bookings.cancelByStaff(bookingId, actor);
      return { booking };
    },
  };
}
export type StaffBookingsService = ReturnType<typeof staffBookingsService>;
