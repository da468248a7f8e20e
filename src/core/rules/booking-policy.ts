import { CANCELLATION_NOTICE_HOURS } from '../content/programmes';

const HOUR = 3_600_000;

/** How far ahead the diary opens for lessons taught from coaches' weekly hours (public-site §9). */
export const BOOKING_WINDOW_DAYS = 30;
/** When the reminder e-mail goes out. */
export const REMINDER_HOURS_BEFORE = 24;
/** A booking made closer than this to its start gets no separate reminder: the confirmation is fresh. */
export const REMINDER_MIN_LEAD_HOURS = 30;

/** The last moment a customer may cancel online: 48 hours before the earliest place they booked. */
export function cancelDeadline(firstStart: Date): Date {
  return new Date(firstStart.getTime() - CANCELLATION_NOTICE_HOURS * HOUR);
}

export function canCustomerCancel(firstStart: Date, now: Date): boolean {
  return now.getTime() <= cancelDeadline(firstStart).getTime();
}

/** When the reminder for a place starting at `start` is due, or null when none should be sent. */
export function reminderDueAt(start: Date, bookedAt: Date): Date | null {
  if (start.getTime() - bookedAt.getTime() < REMINDER_MIN_LEAD_HOURS * HOUR) return null;
  return new Date(start.getTime() - REMINDER_HOURS_BEFORE * HOUR);
}

/** £ with two decimals from pence, as the booking calls carry prices: 6000 → '60.00'. */
export function poundsString(pence: number): string {
  return (pence / 100).toFixed(2);
}
