import type { CleanUpJob } from '../data-rights/clean-up-job';
import { bookingsRepository } from './bookings.repository';

/**
 * A step of the daily clean-up: a guest's medical notes and emergency contact are for the days booked, so
 * they go 30 days after the last of them, unless the participant has since become a student.
 */
export const bookingWelfareJob: CleanUpJob = async ({ tx, now }) => ({
  bookingWelfare: await bookingsRepository(tx).purgeWelfare(now),
});
