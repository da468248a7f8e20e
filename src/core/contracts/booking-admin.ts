import { z } from 'zod';
import { daysBetween } from '../rules/london-time';
import {
  attendance,
  bookingConfirmation,
  bookingStatus,
  clockTime,
  isoDate,
  paymentRule,
  servicePaymentRule,
} from './booking';
import { text, uuidParam } from './common';

/* ------------------------------------------------------------------------------------------------
 * The staff portal's Bookings area: the diary of booked places, cancelling them, and running the
 * diary itself (coaches' hours, time off, services and dated sessions). Dates are yyyy-MM-dd and
 * times HH:MM on the London wall clock; instants are ISO strings in UTC.
 * ---------------------------------------------------------------------------------------------- */

/** The longest range the bookings list answers in one call. */
export const MAX_BOOKINGS_RANGE_DAYS = 31;
export const MAX_REPEAT_WEEKS = 26;

const numericId = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is too large`);

/** A numeric id in a JSON body: a number, never a string. */
const bodyId = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is too large`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** HH:MM, or 24:00 for the end of the day. */
export const dayTime = z
  .string({ message: 'Time is required' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use the form HH:MM');

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `{id}` of the diary's numbered records: a diary coach, a service, a dated session. */
export const numericIdParams = z.strictObject({ id: numericId('id') });
export const timeOffParams = z.strictObject({
  id: numericId('id'),
  timeOffId: uuidParam,
});

/* ---- Bookings --------------------------------------------------------------------------------- */

export const staffBookingsQuery = z
  .strictObject({ from: isoDate, to: isoDate, coachId: numericId('coachId').optional() })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.from, q.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (days >= MAX_BOOKINGS_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range may cover at most ${MAX_BOOKINGS_RANGE_DAYS} days`,
      });
    }
  });
export type StaffBookingsQuery = z.infer<typeof staffBookingsQuery>;

export const diaryCoachRef = z.object({ id: z.number().int(), name: z.string() });

/** One booked place (a lesson, or one day of a camp) as the diary shows it. */
export const staffBooking = z.object({
  id: z.uuid(),
  placeId: z.uuid(),
  reference: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  coach: diaryCoachRef.nullable(),
  date: isoDate,
  time: z.string(),
  endTime: z.string(),
  /** The place's own status: a cancelled booking cancels all of its places. */
  status: bookingStatus,
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  comment: z.string().nullable(),
  /** The whole booking's price in pounds with two decimals, as the booking calls carry it. */
  price: z.string(),
  location: z.string().nullable(),
  bookedAt: z.string(),
  /** How many places the booking holds (days of a camp). */
  places: z.number().int(),
  /** Who takes the place, and their age on the day; null on bookings made before it was asked. */
  participantName: z.string().nullable(),
  participantAge: z.number().int().nullable(),
  /** A guest gave medical notes and an emergency contact: read one booking at a time (the day's coach, admins). */
  hasWelfare: z.boolean(),
  /** Whether the participant came to this place, as staff recorded it; null until recorded. */
  attendance: attendance.nullable(),
  /** The place has begun by the server's clock: attendance can be marked, and it can no longer be moved. */
  started: z.boolean(),
  /** Taken by staff at the front desk (phone or walk-in) rather than online. */
  frontDesk: z.boolean(),
  /** How it is paid: what Stripe confirmed online, and what is still to take at the venue. */
  payment: z.object({
    rule: paymentRule,
    paidOnline: z.string(),
    dueAtVenue: z.string(),
    /** Staff recorded the rest as paid at the venue. */
    balancePaid: z.boolean(),
  }),
});
export type StaffBooking = z.infer<typeof staffBooking>;

/** A guest's welfare details for the day, as the coach of the session and admins read them. */
export const bookingWelfareResponse = z.object({
  medicalNotes: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
});
export type BookingWelfareResponse = z.infer<typeof bookingWelfareResponse>;

/** A dated session in the diary's range, with its places left by the server's count (held places count). */
export const diarySession = z.object({
  id: z.number().int(),
  serviceName: z.string(),
  coach: diaryCoachRef.nullable(),
  date: isoDate,
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
});
export type DiarySession = z.infer<typeof diarySession>;

export const staffBookingsResponse = z.object({
  from: isoDate,
  to: isoDate,
  bookings: z.array(staffBooking),
  /** Camp days and squad evenings in the range: who runs them and how many places are left. */
  sessions: z.array(diarySession),
});
export type StaffBookingsResponse = z.infer<typeof staffBookingsResponse>;

export const cancelBookingResponse = z.object({ booking: bookingConfirmation });
export type CancelBookingResponse = z.infer<typeof cancelBookingResponse>;

/* ---- Diary coaches ---------------------------------------------------------------------------- */

export const weeklyHoursEntry = z.strictObject({
  weekday: wholeNumber('weekday', 0, 6),
  start: clockTime,
  end: dayTime,
});
export type WeeklyHoursEntry = z.infer<typeof weeklyHoursEntry>;

/** A coach's whole week: each range starts before it ends, and no two on one day overlap. */
export const weeklyHoursBody = z
  .strictObject({ hours: z.array(weeklyHoursEntry).max(50, 'At most 50 ranges in a week') })
  .superRefine(({ hours }, ctx) => {
    hours.forEach((h, i) => {
      if (minutesOf(h.start) >= minutesOf(h.end)) {
        ctx.addIssue({ code: 'custom', path: ['hours', i, 'end'], message: 'Must be after the start' });
        return;
      }
      const clash = hours.findIndex(
        (o, j) =>
          j < i &&
          o.weekday === h.weekday &&
          minutesOf(o.start) < minutesOf(o.end) &&
          minutesOf(o.start) < minutesOf(h.end) &&
          minutesOf(h.start) < minutesOf(o.end),
      );
      if (clash >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['hours', i, 'start'],
          message: 'Overlaps another range on the same day',
        });
      }
    });
  });
export type WeeklyHoursBody = z.infer<typeof weeklyHoursBody>;

export const timeOffEntry = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().nullable(),
});
export type TimeOffEntry = z.infer<typeof timeOffEntry>;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be an ISO date and time` });

export const timeOffBody = z
  .strictObject({
    startsAt: instant('startsAt'),
    endsAt: instant('endsAt'),
    reason: text('Reason').trim().max(200, 'Reason must be at most 200 characters').optional(),
  })
  .superRefine((b, ctx) => {
    const start = Date.parse(b.startsAt);
    const end = Date.parse(b.endsAt);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Must be after the start' });
    else if (end - start > 366 * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Time off may last at most a year' });
    }
  });
export type TimeOffBody = z.infer<typeof timeOffBody>;

export const diaryCoach = z.object({
  id: z.number().int(),
  staffId: z.uuid(),
  name: z.string(),
  role: z.enum(['admin', 'coach', 'instructor']),
  minimumNoticeMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  /** Off: the coach takes no new bookings (existing ones stand). */
  active: z.boolean(),
  weeklyHours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  /** Time off that has not ended yet, soonest first. */
  timeOff: z.array(timeOffEntry),
});
export type DiaryCoach = z.infer<typeof diaryCoach>;

export const diaryCoachesResponse = z.object({
  coaches: z.array(diaryCoach),
  /** Staff who are not in the diary yet (admins only; empty for coaches). */
  candidates: z.array(z.object({ staffId: z.uuid(), name: z.string(), role: z.string() })),
});
export type DiaryCoachesResponse = z.infer<typeof diaryCoachesResponse>;

export const MAX_NOTICE_MINUTES = 14 * 24 * 60;
export const MAX_BUFFER_MINUTES = 240;

export const addDiaryCoachBody = z.strictObject({ staffId: uuidParam });

export const diaryCoachPatch = z.strictObject({
  minimumNoticeMinutes: wholeNumber('minimumNoticeMinutes', 0, MAX_NOTICE_MINUTES).optional(),
  bufferMinutes: wholeNumber('bufferMinutes', 0, MAX_BUFFER_MINUTES).optional(),
  active: z.boolean({ message: 'active must be true or false' }).optional(),
});
export type DiaryCoachPatch = z.infer<typeof diaryCoachPatch>;

export const diaryCoachResponse = z.object({ coach: diaryCoach });
export const timeOffResponse = z.object({ timeOff: timeOffEntry });

/* ---- Services --------------------------------------------------------------------------------- */

export const adminService = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
  pricePence: z.number().int(),
  capacity: z.number().int(),
  location: z.string().nullable(),
  kind: z.enum(['lesson', 'session']),
  slotStepMinutes: z.number().int(),
  active: z.boolean(),
  coachIds: z.array(z.number().int()),
  /** Who it is for, in whole years on the day; null leaves that end open. */
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  /** Guests booking it give medical notes and an emergency contact (camps). */
  asksWelfare: z.boolean(),
  /** How it is paid while the academy takes payments online; the deposit is per place. */
  paymentRule: servicePaymentRule,
  depositPence: z.number().int().nullable(),
});
export type AdminService = z.infer<typeof adminService>;

export const adminServicesResponse = z.object({ services: z.array(adminService) });
export const adminServiceResponse = z.object({ service: adminService });

const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const serviceFields = {
  name: text('Name', { singleLine: true, message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: optionalText('Description', 2000),
  duration: wholeNumber('duration', 5, 720),
  pricePence: wholeNumber('pricePence', 0, 10_000_000),
  capacity: wholeNumber('capacity', 1, 100),
  location: optionalText('Location', 200),
  kind: z.enum(['lesson', 'session'], { message: "kind must be 'lesson' or 'session'" }),
  slotStepMinutes: wholeNumber('slotStepMinutes', 5, 240),
  active: z.boolean({ message: 'active must be true or false' }),
  coachIds: z.array(bodyId('coachIds')).max(50, 'At most 50 coaches'),
  minAge: wholeNumber('minAge', 0, 120).nullable(),
  maxAge: wholeNumber('maxAge', 0, 120).nullable(),
  asksWelfare: z.boolean({ message: 'asksWelfare must be true or false' }),
  paymentRule: z.enum(servicePaymentRule.options, {
    message: "paymentRule must be 'online_full', 'deposit' or 'venue'",
  }),
  depositPence: wholeNumber('depositPence', 1, 10_000_000).nullable(),
};

export const serviceCreateBody = z.strictObject({
  ...serviceFields,
  slotStepMinutes: serviceFields.slotStepMinutes.optional(),
  active: serviceFields.active.optional(),
  coachIds: serviceFields.coachIds.optional(),
  minAge: serviceFields.minAge.optional(),
  maxAge: serviceFields.maxAge.optional(),
  asksWelfare: serviceFields.asksWelfare.optional(),
  paymentRule: serviceFields.paymentRule.optional(),
  depositPence: serviceFields.depositPence.optional(),
});
export type ServiceCreateBody = z.input<typeof serviceCreateBody>;

export const servicePatchBody = z.strictObject({
  name: serviceFields.name.optional(),
  description: serviceFields.description,
  duration: serviceFields.duration.optional(),
  pricePence: serviceFields.pricePence.optional(),
  capacity: serviceFields.capacity.optional(),
  location: serviceFields.location,
  kind: serviceFields.kind.optional(),
  slotStepMinutes: serviceFields.slotStepMinutes.optional(),
  active: serviceFields.active.optional(),
  coachIds: serviceFields.coachIds.optional(),
  minAge: serviceFields.minAge.optional(),
  maxAge: serviceFields.maxAge.optional(),
  asksWelfare: serviceFields.asksWelfare.optional(),
  paymentRule: serviceFields.paymentRule.optional(),
  depositPence: serviceFields.depositPence.optional(),
});
export type ServicePatchBody = z.input<typeof servicePatchBody>;

/* ---- Dated sessions --------------------------------------------------------------------------- */

export const sessionsQuery = z
  .strictObject({
    serviceId: numericId('serviceId'),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    }
  });
export type SessionsQuery = z.infer<typeof sessionsQuery>;

export const adminSession = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  coach: diaryCoachRef.nullable(),
  date: isoDate,
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  /** Confirmed places taken. */
  booked: z.number().int(),
});
export type AdminSession = z.infer<typeof adminSession>;

export const adminSessionsResponse = z.object({ sessions: z.array(adminSession) });
export type AdminSessionsResponse = z.infer<typeof adminSessionsResponse>;

export const sessionCreateBody = z
  .strictObject({
    serviceId: bodyId('serviceId'),
    date: isoDate,
    start: clockTime,
    end: dayTime,
    coachId: bodyId('coachId').nullable().optional(),
    repeatWeeks: wholeNumber('repeatWeeks', 1, MAX_REPEAT_WEEKS).optional(),
  })
  .superRefine((b, ctx) => {
    if (minutesOf(b.start) >= minutesOf(b.end)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'Must be after the start' });
    }
  });
export type SessionCreateBody = z.input<typeof sessionCreateBody>;

/** The empty answer of a removal (204). */
export const noContent = z.null();
