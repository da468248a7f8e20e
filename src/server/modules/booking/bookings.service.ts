import { bookingCancellation } from './booking-cancellation';
import { reminderEmail } from './booking-mail';
import { bookingsRepository } from './bookings.repository';
import { type BookingDeps, guestBooking } from './guest-booking';

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
