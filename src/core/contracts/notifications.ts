import { z } from 'zod';

/**
 * The notifications lists: what happened that the reader should look at, newest first, read from the records
 * themselves. An item is unread when it is newer than the moment its reader last opened the list.
 */

/** What a member of staff is told of, and the staff portal tab each opens. */
export const STAFF_NOTIFICATION_KINDS = [
  'message_received',
  'drill_completed',
  'round_submitted',
  'booking_today',
  'swing_waiting',
] as const;
export const STAFF_NOTIFICATION_TABS = ['messaging', 'challenges', 'bookings'] as const;

/** What a student (or their guardian) is told of, and the student portal tab each opens. */
export const STUDENT_NOTIFICATION_KINDS = [
  'coach_replied',
  'drill_reviewed',
  'round_verified',
  'swing_reviewed',
  'voice_over_sent',
] as const;
export const STUDENT_NOTIFICATION_TABS = ['coaching', 'challenges', 'break-par'] as const;

/** At most this many items are listed; the unread count covers them all. */
export const NOTIFICATIONS_LIMIT = 20;

const item = <K extends z.ZodType, T extends z.ZodType>(kind: K, tab: T) =>
  z.object({
    /** Unique within the list: the kind and the record's id. */
    id: z.string(),
    kind,
    /** Names the student or coach and what happened, e.g. "Leo Smith completed Gate Drill". */
    title: z.string(),
    /** When it happened (a booking of today: when it was made, or the start of the day if earlier). */
    at: z.iso.datetime(),
    unread: z.boolean(),
    /** The portal tab that shows it. */
    tab,
  });

export const staffNotification = item(z.enum(STAFF_NOTIFICATION_KINDS), z.enum(STAFF_NOTIFICATION_TABS));
export type StaffNotification = z.infer<typeof staffNotification>;
export const studentNotification = item(
  z.enum(STUDENT_NOTIFICATION_KINDS),
  z.enum(STUDENT_NOTIFICATION_TABS),
);
export type StudentNotification = z.infer<typeof studentNotification>;

const list = <I extends z.ZodType>(items: I) =>
  z.object({
    items: z.array(items),
    /** Every unread item, including any beyond the listed ones. */
    unread: z.number().int().nonnegative(),
    /** The server's time of the answer: what the reader saw is everything up to it. */
    asOf: z.iso.datetime(),
  });

/** GET /api/staff/notifications */
export const staffNotificationsResponse = list(staffNotification);
export type StaffNotificationsResponse = z.infer<typeof staffNotificationsResponse>;
/** GET /api/students/{id}/notifications */
export const studentNotificationsResponse = list(studentNotification);
export type StudentNotificationsResponse = z.infer<typeof studentNotificationsResponse>;

/**
 * POST …/notifications/seen: the reader has seen everything up to `upTo` (the `asOf` of the list they
 * opened), so an item that arrived while the list was open stays unread. The moment never moves back.
 */
export const notificationsSeenBody = z.strictObject({
  upTo: z.iso.datetime({ message: 'Must be a date and time' }),
});
export type NotificationsSeenBody = z.infer<typeof notificationsSeenBody>;
export const notificationsSeenResponse = z.object({ seenAt: z.iso.datetime() });
export type NotificationsSeenResponse = z.infer<typeof notificationsSeenResponse>;
