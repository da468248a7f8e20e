import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { guardians, membershipTierEnum, staff, students } from './accounts';
import { refundStatusEnum } from './payments';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Uploaded files are kept as a server-made storage key, the type decided from their bytes, their size and
// the name they came with (used for Content-Disposition only).

export const videoCategoryEnum = pgEnum('video_category', [
  'fundamentals',
  'swing_fixes',
  'performance',
  'player_spotlights',
]);
export const difficultyEnum = pgEnum('content_difficulty', ['beginner', 'intermediate', 'advanced']);

/** Learning videos managed by the academy: a YouTube video or an uploaded file, gated by tier. */
export const learningVideos = pgTable(
  'learning_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: videoCategoryEnum('category').notNull(),
    difficulty: difficultyEnum('difficulty').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    youtubeId: text('youtube_id'),
    fileKey: text('file_key'),
    fileMime: text('file_mime'),
    fileSize: integer('file_size'),
    fileFilename: text('file_filename'),
    thumbnailUrl: text('thumbnail_url'),
    requiredTier: membershipTierEnum('required_tier').notNull().default('free'),
    instructor: text('instructor').notNull(),
    lessons: integer('lessons').notNull().default(1),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    publishedDate: date('published_date').notNull(),
    displayOrder: integer('display_order').notNull().default(100),
    /** Seeded examples, labelled as such on screen. */
    isDemo: boolean('is_demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learning_videos_order_idx').on(t.active, t.displayOrder)],
);

/** How far a student has watched a video, and whether they marked it complete. */
export const videoProgress = pgTable(
  'video_progress',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => learningVideos.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.videoId] }),
    index('video_progress_video_idx').on(t.videoId),
    check('video_progress_range_check', sql`${t.progress} between 0 and 100`),
  ],
);

export const downloadTypeEnum = pgEnum('download_type', ['pdf', 'video', 'audio']);

/** Files the academy offers for download: tier-gated, free or paid. */
export const downloadItems = pgTable(
  'download_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: downloadTypeEnum('type').notNull(),
    category: text('category').notNull(),
    requiredTier: membershipTierEnum('required_tier').notNull().default('free'),
    pricePence: integer('price_pence').notNull().default(0),
    originalPricePence: integer('original_price_pence'),
    author: text('author').notNull(),
    fileKey: text('file_key'),
    fileMime: text('file_mime'),
    fileSize: integer('file_size'),
    fileFilename: text('file_filename'),
    durationMinutes: integer('duration_minutes'),
    pages: integer('pages'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviews: integer('reviews').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    publishDate: date('publish_date').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(100),
    createdAt,
  },
  (t) => [check('download_items_price_check', sql`${t.pricePence} >= 0`)],
);

export const purchaseStatusEnum = pgEnum('purchase_status', ['requested', 'granted', 'declined']);

/** A student's request to buy a paid download; staff grant it until online payment exists. */
export const downloadPurchases = pgTable(
  'download_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => downloadItems.id, { onDelete: 'cascade' }),
    status: purchaseStatusEnum('status').notNull().default('requested'),
    requestedAt: createdAt,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    /** Bought online: the Checkout session, what it charged, and when Stripe confirmed the payment. */
    checkoutSessionId: text('checkout_session_id'),
    amountPence: integer('amount_pence'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Refunded in full through Stripe: when, Stripe's refund id and its word on it. A refund withdraws the
     * download (status declined); an administrator may still grant it by hand afterwards.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundStatus: refundStatusEnum('refund_status'),
  },
  (t) => [
    uniqueIndex('download_purchases_checkout_key').on(t.checkoutSessionId),
    uniqueIndex('download_purchases_refund_key').on(t.refundId),
    index('download_purchases_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('download_purchases_student_item_key').on(t.studentId, t.itemId),
    index('download_purchases_item_idx').on(t.itemId),
  ],
);

export const messageTypeEnum = pgEnum('message_type', ['question', 'feedback', 'monthly_review']);
export const messageStatusEnum = pgEnum('message_status', ['pending', 'in_progress', 'answered', 'closed']);

/** Student–coach messages. Never deleted by coaches; copied to the guardian of a junior. */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    coachId: uuid('coach_id').references(() => staff.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    type: messageTypeEnum('type').notNull().default('question'),
    status: messageStatusEnum('status').notNull().default('pending'),
    videoKey: text('video_key'),
    videoMime: text('video_mime'),
    videoSize: integer('video_size'),
    videoFilename: text('video_filename'),
    imageKey: text('image_key'),
    imageMime: text('image_mime'),
    imageSize: integer('image_size'),
    imageFilename: text('image_filename'),
    coachResponse: text('coach_response'),
    coachVideoKey: text('coach_video_key'),
    coachVideoMime: text('coach_video_mime'),
    coachVideoSize: integer('coach_video_size'),
    coachVideoFilename: text('coach_video_filename'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    readByStudent: boolean('read_by_student').notNull().default(false),
    readByCoachAt: timestamp('read_by_coach_at', { withTimezone: true }),
    /** The student's Idempotency-Key: a resend after a lost answer finds this message instead of a twin. */
    idempotencyKey: text('idempotency_key'),
    /** Set when a guardian sent it for their child: the guardian is its author. */
    sentByGuardianId: uuid('sent_by_guardian_id').references(() => guardians.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    index('coach_messages_student_idx').on(t.studentId, t.createdAt),
    index('coach_messages_coach_idx').on(t.coachId, t.createdAt),
    uniqueIndex('coach_messages_idempotency_key').on(t.studentId, t.idempotencyKey),
  ],
);

export const drillAssignmentStatusEnum = pgEnum('drill_assignment_status', [
  'assigned',
  'in_progress',
  'completed',
  'reviewed',
]);

/** A drill from the catalogue that a coach assigned to a student, and its completion and review. */
export const drillAssignments = pgTable(
  'drill_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    drillId: text('drill_id').notNull(),
    coachId: uuid('coach_id').references(() => staff.id, { onDelete: 'set null' }),
    status: drillAssignmentStatusEnum('status').notNull().default('assigned'),
    assignedAt: createdAt,
    dueDate: date('due_date'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    studentScore: text('student_score'),
    studentNotes: text('student_notes'),
    /** Set when a guardian recorded the result for their child: the guardian is its author. */
    completedByGuardianId: uuid('completed_by_guardian_id').references(() => guardians.id, {
      onDelete: 'set null',
    }),
    submissionType: text('submission_type').notNull().default('score'),
    coachRating: integer('coach_rating'),
    coachComments: text('coach_comments'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('drill_assignments_student_idx').on(t.studentId, t.assignedAt),
    index('drill_assignments_coach_idx').on(t.coachId),
    check(
      'drill_assignments_rating_check',
      sql`${t.coachRating} is null or ${t.coachRating} between 1 and 5`,
    ),
  ],
);

export const moduleAssignmentStatusEnum = pgEnum('module_assignment_status', [
  'assigned',
  'in_progress',
  'completed',
  'unassigned',
]);

/** A curriculum lesson assigned to a student as a module; unassigning archives it and keeps progress. */
export const moduleAssignments = pgTable(
  'module_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').notNull(),
    coachId: uuid('coach_id').references(() => staff.id, { onDelete: 'set null' }),
    status: moduleAssignmentStatusEnum('status').notNull().default('assigned'),
    assignedAt: createdAt,
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('module_assignments_student_idx').on(t.studentId),
    index('module_assignments_coach_idx').on(t.coachId),
    // A lesson is assigned to a student once at a time; an archived one may be assigned again.
    uniqueIndex('module_assignments_active_key')
      .on(t.studentId, t.lessonId)
      .where(sql`${t.status} <> 'unassigned'`),
    check('module_assignments_lesson_check', sql`${t.lessonId} between 1 and 18`),
  ],
);

/** Each exercise of an assigned module: done or not, the coach's notes and a coaching video. */
export const exerciseProgress = pgTable(
  'exercise_progress',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => moduleAssignments.id, { onDelete: 'cascade' }),
    exerciseId: text('exercise_id').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    coachNotes: text('coach_notes'),
    videoKey: text('video_key'),
    videoMime: text('video_mime'),
    videoSize: integer('video_size'),
    videoFilename: text('video_filename'),
    videoUploadedAt: timestamp('video_uploaded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.exerciseId] })],
);

export const challengeTypeEnum = pgEnum('challenge_type', ['break_par', 'putting', 'chipping']);
export const medalTierEnum = pgEnum('medal_tier', ['bronze', 'silver', 'gold']);

/** One badge per student and challenge (a level, a ladder, a test); a better result upgrades it. */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    challengeType: challengeTypeEnum('challenge_type').notNull(),
    challengeId: text('challenge_id').notNull(),
    badgeName: text('badge_name').notNull(),
    badgeColour: text('badge_colour').notNull(),
    badgeEmoji: text('badge_emoji').notNull(),
    tier: medalTierEnum('tier').notNull(),
    earningAttemptId: uuid('earning_attempt_id'),
    earningScore: integer('earning_score'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('badges_student_challenge_key').on(t.studentId, t.challengeType, t.challengeId),
    index('badges_tier_idx').on(t.tier),
  ],
);
