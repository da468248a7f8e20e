import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff, students } from './accounts';
import { medalTierEnum } from './student-portal';

/** One hole of a Break Par round as played: the server's par for it and the player's notes. */
export interface PlayedHole {
  hole: number;
  score: number;
  par: number;
  notes: string | null;
}

/**
 * Every Break Par round, passed or not. Progress (completions, unlocking, averages) is computed from these
 * rows, so there is no second copy of it to drift; the total, pass and medal are the server's own verdict.
 */
export const breakParAttempts = pgTable(
  'break_par_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    totalScore: smallint('total_score').notNull(),
    targetScore: smallint('target_score').notNull(),
    par: smallint('par').notNull(),
    passed: boolean('passed').notNull(),
    medal: medalTierEnum('medal'),
    holes: jsonb('holes').$type<PlayedHole[]>().notNull(),
    notes: text('notes'),
    coachVerified: boolean('coach_verified').notNull().default(false),
    verifiedBy: uuid('verified_by').references(() => staff.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('break_par_attempts_student_idx').on(t.studentId, t.completedAt),
    check('break_par_attempts_level_check', sql`${t.level} between 1 and 6`),
  ],
);

export const evidenceKindEnum = pgEnum('evidence_kind', ['photo', 'video']);

/**
 * A photo or video a player uploads during a round. It belongs to the student at once and to a hole of an
 * attempt once the round is saved; rows never attached are removed by the daily clean-up.
 */
export const challengeEvidence = pgTable(
  'challenge_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => breakParAttempts.id, { onDelete: 'cascade' }),
    hole: smallint('hole'),
    kind: evidenceKindEnum('kind').notNull(),
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenge_evidence_attempt_idx').on(t.attemptId),
    index('challenge_evidence_student_idx').on(t.studentId),
  ],
);

/** Each climb of a putting ladder, with the restarts it took and the medal the server gave it. */
export const ladderCompletions = pgTable(
  'ladder_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    ladderId: text('ladder_id').notNull(),
    restarts: integer('restarts').notNull(),
    tier: medalTierEnum('tier').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ladder_completions_student_idx').on(t.studentId, t.completedAt)],
);

/** Each chipping test played to the end: the ten outcomes and what the server made of them. */
export const chippingResults = pgTable(
  'chipping_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    testId: text('test_id').notNull(),
    shots: smallint('shots').array().notNull(),
    totalScore: smallint('total_score').notNull(),
    medal: medalTierEnum('medal'),
    handicapLevel: text('handicap_level').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chipping_results_student_idx').on(t.studentId, t.completedAt)],
);

/**
 * Each badge holder's medal counts, kept in step with `badges` in the same transaction, so the
 * leaderboard reads ten rows down an index instead of counting every badge of the academy.
 */
export const badgeTotals = pgTable(
  'badge_totals',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    gold: integer('gold').notNull().default(0),
    silver: integer('silver').notNull().default(0),
    bronze: integer('bronze').notNull().default(0),
    total: integer('total').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('badge_totals_rank_idx').on(
      t.total.desc(),
      t.gold.desc(),
      t.silver.desc(),
      t.bronze.desc(),
      t.studentId,
    ),
  ],
);
