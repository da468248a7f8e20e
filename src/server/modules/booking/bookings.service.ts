import type { FamilyBooking } from '@/core/contracts/booking';
import { canCustomerCancel } from '@/core/rules/booking-policy';
import type { FamilyScope } from '../access/access-policy';
import { bookingAttendance } from './booking-attendance';
import { bookingCancellation } from './booking-cancellation';
import { reminderEmail } from './booking-mail';
import { bookingMoves } from './booking-moves';
import { presentBooking } from './bookings.presenter';
import { type BookingDetail, bookingsRepository } from './bookings.repository';
import { type BookingDeps, guestBooking } from './guest-booking';

const DAY_MS = 24 * 3600_000;
/** How far back a family's past bookings are shown. */
const PAST_BOOKINGS_DAYS = 90;

export interface BookingsServiceDeps extends BookingDeps {
  log?: { error(obj: object, msg: string): void };
}

/**
 * The academy's own booking engine: booking a place (guest-booking.ts), cancelling one
 * (booking-cancellation.ts) and the reminders before a lesson.
 */
export function bookingsService(deps: BookingsServiceDeps) {
  const repo = bookingsRepository(deps.db);
  return {
    ...guestBooking(deps),
    ...bookingCancellation(deps),
    ...bookingMoves(deps),
    ...bookingAttendance(deps),

    /**
     * A family's bookings, as the Family page shows them: the coming ones soonest first, then those of the
     * last 90 days, latest first.
     */
    async ofFamily(family: FamilyScope): Promise<FamilyBooking[]> {
      const now = deps.clock();
      const rows = await repo.forFamily(family, new Date(now.getTime() - PAST_BOOKINGS_DAYS * DAY_MS));
      const start = (b: BookingDetail) => b.places[0]!.startsAt.getTime();
      const coming = rows.filter((b) => b.places.at(-1)!.endsAt > now).sort((a, b) => start(a) - start(b));
      const past = rows.filter((b) => b.places.at(-1)!.endsAt <= now).sort((a, b) => start(b) - start(a));
      return [...coming, ...past].map((b) => ({
        ...presentBooking(b),
        cancellable: b.status === 'confirmed' && canCustomerCancel(b.places[0]!.startsAt, now),
      }));
    },

    /** Sends reminders that are due; safe to run on every instance at once. */
    async sendDueReminders(limit = 50): Promise<number> {
      const now = deps.clock();
      await repo.skipStaleReminders(now);
      // A reminder is marked sent in the same transaction that queues it: neither happens without the other.
      const count = await deps.db.transaction(async (tx) => {
        const txRepo = bookingsRepository(tx);
        const claimed = await txRepo.claimDueReminders(now, limit);
        const claimedBookings = await txRepo.findByIds([...new Set(claimed.map((c) => c.bookingId))]);
        for (const { placeId, bookingId } of claimed) {
          const booking = claimedBookings.find((b) => b.id === bookingId);
          if (booking) await deps.mailer.send(reminderEmail(booking, placeId), tx);
        }
        return claimed.length;
      });
      if (count > 0) deps.mailer.wake();
      return count;
    },
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;
