import { z } from 'zod';
import { BOOKING_COMMENT_MAX, BOOKING_NAME_MAX, BOOKING_PHONE } from '../rules/contact-rules';
import { emailField, text } from './common';
import { requiredDateOfBirthField } from './date-fields';

/** A membership as the booking provider describes it (public-site §3), plus where to buy it. */
export const membershipRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  first_price: z.union([z.number(), z.string()]).nullable(),
  recurring_price: z.union([z.number(), z.string()]).nullable(),
  limit: z.union([z.number(), z.string()]).nullable(),
  duration_type: z.string(),
  description: z.string().nullable(),
  picture_path: z.string().nullable(),
  /** Where the visitor completes the purchase (opens in a new tab). */
  purchase_url: z.string(),
});
export type MembershipRecord = z.infer<typeof membershipRecord>;

export const membershipsResponse = z.object({
  success: z.boolean(),
  data: z.array(membershipRecord).optional(),
  error: z.string().optional(),
});
export type MembershipsResponse = z.infer<typeof membershipsResponse>;

/* ------------------------------------------------------------------------------------------------
 * The booking calls (public-site §7). Whichever backend serves them (the academy's own diary or the
 * relay to SimplyBook.me) answers these shapes: `success`, `data`, `error`; services and coaches keyed
 * by numeric id; dates as yyyy-MM-dd and times as HH:MM, both in Europe/London.
 * ---------------------------------------------------------------------------------------------- */

export const isoDate = z
  .string({ message: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form yyyy-MM-dd')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Not a real date');

export const clockTime = z
  .string({ message: 'Time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the form HH:MM');

/**
 * A bookable service (public-site §3). `price` is pounds with two decimals as a string, as providers
 * send it. Beyond the spec: capacity, where it happens, and whether it runs on fixed dated sessions
 * (camps, the Friday squad) or from coaches' weekly hours; `bookableUntil` is the last day the
 * calendar should offer (30 days ahead for lessons; the last session for dated programmes).
 */
export const bookingService = z.object({
  id: z.number().int(),
  name: z.string(),
  duration: z.number().int(),
  price: z.string().optional(),
  description: z.string().optional(),
  providers: z.array(z.number().int()).optional(),
  capacity: z.number().int().optional(),
  location: z.string().optional(),
  kind: z.enum(['lesson', 'session']).optional(),
  slug: z.string().optional(),
  bookableUntil: isoDate.optional(),
  /** Who it is for: whole years on the day (null leaves that end open); the server refuses anyone outside. */
  minAge: z.number().int().nullable().optional(),
  maxAge: z.number().int().nullable().optional(),
  /** Whether a guest booking must give medical notes and an emergency contact (camps). */
  asksWelfare: z.boolean().optional(),
  /**
   * How it is paid as things stand: online in full or by a deposit when the academy takes payments online,
   * otherwise at the venue. `deposit` is per place, in pounds with two decimals.
   */
  paymentRule: z.enum(['online_full', 'deposit', 'venue']).optional(),
  deposit: z.string().optional(),
});
export type BookingService = z.infer<typeof bookingService>;

export const bookingCoach = z.object({ id: z.number().int(), name: z.string() });
export type BookingCoach = z.infer<typeof bookingCoach>;

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data: data.optional(), error: z.string().optional() });

export const servicesResponse = envelope(z.record(z.string(), bookingService));
export type ServicesResponse = z.infer<typeof servicesResponse>;
export const providersResponse = envelope(z.record(z.string(), bookingCoach));
export type ProvidersResponse = z.infer<typeof providersResponse>;

const numericId = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is too large`);

/**
 * Both forms of the timeslots call: with `endDate` it answers the available dates of a range (its keys);
 * with `date` alone it answers that day's times.
 */
export const timeslotsQuery = z.strictObject({
  serviceId: numericId('serviceId'),
  date: isoDate,
  endDate: isoDate.optional(),
  providerId: numericId('providerId').optional(),
});
export type TimeslotsQuery = z.infer<typeof timeslotsQuery>;

export const timeslotsResponse = envelope(z.record(z.string(), z.array(z.string())));
export type TimeslotsResponse = z.infer<typeof timeslotsResponse>;

const bookingPhone = (label: string) =>
  text(label, { singleLine: true })
    .trim()
    .max(BOOKING_PHONE.max, `${label} must be at most ${BOOKING_PHONE.max} characters`)
    .regex(BOOKING_PHONE.pattern, 'Use digits, spaces and + ( ) - only');

/**
 * Who takes the place, when it is not the person booking (a parent books for a child): the academy's own
 * diary asks for it on every booking, to check the service's age range on the day. Services that ask for
 * welfare details (camps) also need medical notes and an emergency contact.
 */
export const bookingParticipant = z.strictObject({
  name: text('Participant name', { singleLine: true, message: 'Tell us who the place is for' })
    .trim()
    .min(1, 'Tell us who the place is for')
    .max(BOOKING_NAME_MAX, `Name must be at most ${BOOKING_NAME_MAX} characters`),
  dateOfBirth: requiredDateOfBirthField,
  medicalNotes: text('Medical notes')
    .trim()
    .max(BOOKING_COMMENT_MAX, `Medical notes must be at most ${BOOKING_COMMENT_MAX} characters`)
    .optional(),
  emergencyContactName: text('Emergency contact', { singleLine: true })
    .trim()
    .max(BOOKING_NAME_MAX, `Name must be at most ${BOOKING_NAME_MAX} characters`)
    .optional(),
  emergencyContactPhone: bookingPhone('Emergency contact phone').optional(),
});
export type BookingParticipant = z.infer<typeof bookingParticipant>;

/** The booking request (public-site §3). */
export const bookRequest = z.strictObject({
  // Ids are the diary's integers: one beyond their range is refused as input, not met by the database.
  serviceId: z.number({ message: 'Choose a service' }).int().positive().max(2_147_483_647, 'Unknown service'),
  providerId: z.number().int().positive().max(2_147_483_647, 'Unknown coach').nullable().optional(),
  date: isoDate,
  time: clockTime,
  clientData: z.strictObject({
    name: text('Name', { singleLine: true, message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(BOOKING_NAME_MAX, `Name must be at most ${BOOKING_NAME_MAX} characters`),
    email: emailField,
    phone: bookingPhone('Phone').optional(),
  }),
  participant: bookingParticipant.optional(),
  additionalFields: z
    .strictObject({
      comment: text('Comment')
        .trim()
        .max(BOOKING_COMMENT_MAX, `Comment must be at most ${BOOKING_COMMENT_MAX} characters`)
        .optional(),
    })
    .optional(),
  /** More days of the same dated programme at the same time (a camp booked for several days). */
  additionalDates: z.array(isoDate).max(10, 'At most 10 extra days').optional(),
});
export type BookRequest = z.infer<typeof bookRequest>;

/**
 * A signed-in guardian books for one of their children: the family account is the customer and the child
 * the participant, so neither is typed in.
 */
export const familyBookRequest = bookRequest
  .omit({ clientData: true, participant: true })
  .extend({ studentId: z.uuid({ message: 'Choose which child the place is for' }) });
export type FamilyBookRequest = z.infer<typeof familyBookRequest>;
export type BookRequestInput = z.input<typeof bookRequest>;

/**
 * `awaiting_payment`: its places are held while the customer pays online; `expired`: the hold ended unpaid
 * and the places were given back. Only `confirmed` is a booking the customer has.
 */
export const bookingStatus = z.enum(['confirmed', 'cancelled', 'awaiting_payment', 'expired']);
export type BookingStatus = z.infer<typeof bookingStatus>;

/**
 * How a booking is paid: in full online, a deposit online and the rest at the venue, at the venue, or with a
 * membership's session credit (a service's own rule is one of the first three).
 */
export const paymentRule = z.enum(['online_full', 'deposit', 'venue', 'credit']);
export type PaymentRule = z.infer<typeof paymentRule>;
/** The rules staff set on a service. */
export const servicePaymentRule = z.enum(['online_full', 'deposit', 'venue']);
export type ServicePaymentRule = z.infer<typeof servicePaymentRule>;

/** Whether the participant came to a place, as staff record it. */
export const attendance = z.enum(['attended', 'no_show'], { message: 'Choose attended or no-show' });
export type Attendance = z.infer<typeof attendance>;

export const bookedPlace = z.object({
  /** Its own id, for cancelling one day of a several-day booking. */
  id: z.string(),
  date: isoDate,
  time: z.string(),
  endTime: z.string(),
  status: bookingStatus,
  /** Whether the participant came, as staff recorded it; null until recorded. */
  attendance: attendance.nullable(),
});

/** How a booking is paid, as the server recorded it: amounts in pounds with two decimals. */
export const bookingPaymentSummary = z.object({
  rule: paymentRule,
  /** Paid online, as Stripe confirmed it. */
  paidOnline: z.string(),
  /** Still to pay at the venue ('0.00' once staff record it). */
  dueAtVenue: z.string(),
  /** Given back, or on its way back, to the card. */
  refunded: z.string(),
  /** False while a refund is still on its way at Stripe. */
  refundsSettled: z.boolean(),
});
export type BookingPaymentSummary = z.infer<typeof bookingPaymentSummary>;

/** What a successful booking answers: the spec's booking with an id, and what the visitor needs to know. */
export const bookingConfirmation = z.object({
  id: z.string(),
  reference: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  providerId: z.number().int().nullable(),
  providerName: z.string().nullable(),
  date: isoDate,
  time: z.string(),
  places: z.array(bookedPlace),
  price: z.string(),
  location: z.string().nullable(),
  status: bookingStatus,
  /** While `awaiting_payment`: Stripe's page to pay on, and when the places stop being held (ISO, UTC). */
  checkoutUrl: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  /** Null when an external booking provider takes the money and tells us nothing of it. */
  payment: bookingPaymentSummary.nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  /** Who takes the place; null on bookings made before it was asked. */
  participantName: z.string().nullable(),
  /** The last moment the customer may cancel online (ISO, UTC). */
  cancelUntil: z.string().nullable(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmation>;

/** A booking on the Family page: whether it may be cancelled online now, by the server's clock and rule. */
export const familyBooking = bookingConfirmation.extend({ cancellable: z.boolean() });
export type FamilyBooking = z.infer<typeof familyBooking>;

export const bookResponse = envelope(bookingConfirmation);
export type BookResponse = z.infer<typeof bookResponse>;

/** The private cancel link's token travels in the query (so logs redact it) or the body. */
export const cancellationQuery = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This cancellation link is not valid'),
});
export const cancellationView = z.object({
  booking: bookingConfirmation,
  /** False once inside the 48-hour window, or when already cancelled. */
  cancellable: z.boolean(),
  policy: z.string(),
  phone: z.string(),
});
export type CancellationView = z.infer<typeof cancellationView>;

/** Errors of the booking calls: the spec's envelope beside our usual message and fields. */
export const bookingError = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/* ---- Paying online ------------------------------------------------------------------------------ */

/** Stripe's Checkout session id, as Stripe puts it in the success page's address. */
export const checkoutSessionParams = z.strictObject({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'This is not a payment reference'),
});

/**
 * What the success page may say about a Checkout session, read back from Stripe by the server:
 * `confirmed` (paid and booked), `refunded` (paid after the hold ended and the places had gone, so all of it
 * goes back) or `unpaid` (nothing was paid: the page thanks no one and shows nothing of the booking).
 */
export const checkoutOutcome = z.object({
  outcome: z.enum(['confirmed', 'refunded', 'unpaid']),
  booking: bookingConfirmation.nullable(),
  /** What Stripe took, in pounds with two decimals; null when unpaid. */
  amountPaid: z.string().nullable(),
  firstName: z.string().nullable(),
  /** True for the one answer that should report the purchase to the advertising pixel. */
  reportConversion: z.boolean(),
});
export type CheckoutOutcome = z.infer<typeof checkoutOutcome>;

/** The token of the "back" link from Checkout, which gives the held places back at once. */
export const abandonCheckoutBody = z.strictObject({
  hold: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid'),
});
export const abandonCheckoutResponse = z.object({ booking: bookingConfirmation });
export type AbandonCheckoutResponse = z.infer<typeof abandonCheckoutResponse>;

/** One day of a several-day booking, cancelled through the private link. */
export const cancelDayBody = cancellationQuery.extend({
  placeId: z.uuid({ message: 'Choose a day of this booking' }),
});

/**
 * Moving a booked place: the new London date and start time; `placeId` names the day of a several-day
 * booking (not needed when one place is booked); `providerId` another coach (staff only).
 */
export const moveBookingBody = z.strictObject({
  placeId: z.uuid({ message: 'Choose a day of this booking' }).optional(),
  date: isoDate,
  time: clockTime,
  providerId: z.number().int().positive().max(2_147_483_647, 'Unknown coach').nullable().optional(),
});
export type MoveBookingBody = z.infer<typeof moveBookingBody>;
/** The private link's move: the token with the move. */
export const moveByLinkBody = moveBookingBody.extend(cancellationQuery.shape).omit({ providerId: true });
