import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { guardians, staff, students } from './accounts';

export const bookingServiceKindEnum = pgEnum('booking_service_kind', ['lesson', 'session']);
/**
 * `awaiting_payment`: placed, its places held until `heldUntil` while the customer pays online;
 * `expired`: the hold ended unpaid (or was given up) and its places are free; see decision 0032.
 */
export const bookingStatusEnum = pgEnum('booking_status', [
  'confirmed',
  'cancelled',
  'awaiting_payment',
  'expired',
]);
/** How a service is paid: in full online, a deposit online and the rest at the venue, or all at the venue. */
/** A service's rule is one of the first three; `credit` is a booking paid with a membership's session credit. */
export const paymentRuleEnum = pgEnum('payment_rule', ['online_full', 'deposit', 'venue', 'credit']);
/** Whether the participant came, as staff record it on or after the day. */
export const attendanceEnum = pgEnum('attendance', ['attended', 'no_show']);

/**
 * A staff member who takes bookings. The booking calls key coaches by number (public-site §3), so the
 * diary gives each a small numeric id of its own. Every booking locks its coach's row: that lock is
 * what keeps a coach from being in two places at once, and a group from going over capacity.
 */
export const bookingCoaches = pgTable(
  'booking_coaches',
  {
    id: serial('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(720),
    bufferMinutes: integer('buffer_minutes').notNull().default(10),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_coaches_staff_id_key').on(t.staffId),
    check('booking_coaches_notice_check', sql`${t.minimumNoticeMinutes} >= 0`),
    check('booking_coaches_buffer_check', sql`${t.bufferMinutes} >= 0`),
  ],
);

/** What can be booked: lessons taught from coaches' weekly hours, or programmes run as dated sessions. */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    pricePence: integer('price_pence').notNull(),
    capacity: integer('capacity').notNull(),
    location: text('location'),
    kind: bookingServiceKindEnum('kind').notNull(),
    /** Lessons start every this many minutes inside a coach's hours. */
    slotStepMinutes: integer('slot_step_minutes').notNull().default(30),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(100),
    /** Who it is for, in whole years on the day of each place; null leaves that end open. */
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    /** A guest booking asks for medical notes and an emergency contact (camps: hours away from home). */
    asksWelfare: boolean('asks_welfare').notNull().default(false),
    /** Applies only while the academy takes payments online; otherwise everything is paid at the venue. */
    paymentRule: paymentRuleEnum('payment_rule').notNull().default('venue'),
    /** Per place, with the `deposit` rule. */
    depositPence: integer('deposit_pence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_services_slug_key').on(t.slug),
    check('booking_services_duration_check', sql`${t.durationMinutes} between 5 and 720`),
    check('booking_services_capacity_check', sql`${t.capacity} between 1 and 100`),
    check('booking_services_price_check', sql`${t.pricePence} >= 0`),
    check(
      'booking_services_deposit_check',
      sql`(${t.paymentRule} <> 'deposit') = (${t.depositPence} is null) and (${t.depositPence} is null or ${t.depositPence} between 1 and ${t.pricePence})`,
    ),
    check('booking_services_step_check', sql`${t.slotStepMinutes} between 5 and 240`),
    check(
      'booking_services_age_check',
      sql`(${t.minAge} is null or ${t.minAge} between 0 and 120) and (${t.maxAge} is null or ${t.maxAge} between 0 and 120) and (${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge})`,
    ),
  ],
);

/** The coaches allowed to teach a service; none listed means any coach (public-site §4). */
export const bookingServiceCoaches = pgTable(
  'booking_service_coaches',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => bookingServices.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => bookingCoaches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.coachId] }),
    index('booking_service_coaches_coach_idx').on(t.coachId),
  ],
);

/** A coach's regular teaching hours on the London wall clock. */
export const coachWeeklyHours = pgTable(
  'coach_weekly_hours',
  {
    id: serial('id').primaryKey(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => bookingCoaches.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('coach_weekly_hours_coach_idx').on(t.coachId),
    check('coach_weekly_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'coach_weekly_hours_range_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

export const coachTimeOff = pgTable(
  'coach_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => bookingCoaches.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('coach_time_off_coach_idx').on(t.coachId, t.startsAt),
    check('coach_time_off_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A dated session of a programme (a camp day, a Friday squad hour), with its own places. */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => bookingServices.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => bookingCoaches.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Null: the service's capacity. */
    capacity: integer('capacity'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_sessions_service_start_key').on(t.serviceId, t.startsAt),
    index('booking_sessions_coach_idx').on(t.coachId, t.startsAt),
    check('booking_sessions_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * One customer's booking: who, what it costs, and the private cancel link (stored hashed). A parent
 * books without an account, so the e-mail address is what an export or erasure finds it by.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => bookingServices.id),
    coachId: integer('coach_id').references(() => bookingCoaches.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    comment: text('comment'),
    /** Who takes the place (a parent books for a child): null only on bookings made before it was asked. */
    participantName: text('participant_name'),
    participantDateOfBirth: date('participant_date_of_birth', { mode: 'string' }),
    /** The student the place is for, when a guardian booked for their child or the participant is known. */
    participantStudentId: uuid('participant_student_id').references(() => students.id, {
      onDelete: 'set null',
    }),
    /** The family account that booked, signed in. */
    bookedByGuardianId: uuid('booked_by_guardian_id').references(() => guardians.id, {
      onDelete: 'set null',
    }),
    totalPence: integer('total_pence').notNull(),
    status: bookingStatusEnum('status').notNull().default('confirmed'),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'customer' through the private link, or 'staff'. */
    cancelledBy: text('cancelled_by'),
    cancelledByStaffId: uuid('cancelled_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The service's rule when booked (`venue` whenever payments were off), and what was due online. */
    paymentRule: paymentRuleEnum('payment_rule').notNull().default('venue'),
    onlinePence: integer('online_pence').notNull().default(0),
    /** The rest, paid at the venue, as staff record it. */
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    balanceRecordedBy: uuid('balance_recorded_by').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member who took the booking at the front desk (phone or walk-in); null when booked online. */
    createdByStaffId: uuid('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    uniqueIndex('bookings_cancel_token_hash_key').on(t.cancelTokenHash),
    uniqueIndex('bookings_idempotency_key_key').on(t.idempotencyKey),
    index('bookings_client_email_idx').on(t.clientEmail),
    index('bookings_service_idx').on(t.serviceId),
    index('bookings_participant_student_idx').on(t.participantStudentId),
    index('bookings_guardian_idx').on(t.bookedByGuardianId),
  ],
);

/**
 * What a guest told us for the day (medical notes, an emergency contact): seen by the session's coach and
 * admins only, and deleted 30 days after the last place unless the participant became a student.
 */
export const bookingWelfare = pgTable('booking_welfare', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  medicalNotes: text('medical_notes').notNull(),
  emergencyContactName: text('emergency_contact_name').notNull(),
  emergencyContactPhone: text('emergency_contact_phone').notNull(),
  deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
});

/** Each place a booking holds: one lesson, or one day of a camp. Capacity counts these. */
export const bookingPlaces = pgTable(
  'booking_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => bookingServices.id),
    coachId: integer('coach_id').references(() => bookingCoaches.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => bookingSessions.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: bookingStatusEnum('status').notNull().default('confirmed'),
    reminderDueAt: timestamp('reminder_due_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** While `awaiting_payment`, the place counts against capacity until this moment, and no longer. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The calendar invitation's SEQUENCE: raised on every move and on cancelling, so a calendar that has the
     * event (same UID) replaces it rather than adding another.
     */
    icsSequence: integer('ics_sequence').notNull().default(0),
    attendance: attendanceEnum('attendance'),
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
    attendanceMarkedBy: uuid('attendance_marked_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('booking_places_booking_idx').on(t.bookingId),
    index('booking_places_coach_start_idx').on(t.coachId, t.startsAt),
    index('booking_places_session_idx').on(t.sessionId),
    index('booking_places_service_start_idx').on(t.serviceId, t.startsAt),
    index('booking_places_reminder_idx')
      .on(t.reminderDueAt)
      .where(sql`${t.reminderSentAt} is null and ${t.status} = 'confirmed'`),
  ],
);
