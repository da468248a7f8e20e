import { z } from 'zod';

/**
 * The shapes of the academy's built-in coaching content (staff-portal §3, §9; student-portal §3, §9).
 * The content modules are plain typed data; the invariant tests parse them with these schemas, so a
 * missing field or an empty text fails the build's tests, not a coach in a lesson.
 */

const text = z.string().trim().min(1);
const list = z.array(text).min(1);

export const exerciseId = z.string().regex(/^([1-9]|1[0-8])-\d{1,2}$/, 'lesson-sequence, e.g. 12-1');

/** An exercise of a curriculum lesson, which a coach ticks off when the student has done it. */
export const exerciseSchema = z.strictObject({
  id: exerciseId,
  title: text,
  description: text,
  keyPoints: list,
  instructions: list,
  expectedOutcome: text,
  videoRequired: z.boolean(),
  imageRequired: z.boolean(),
  coachTips: list,
  warmupRequired: z.boolean().optional(),
  setupInstructions: list.optional(),
  scoringCriteria: text.optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const fundamentalSchema = z.strictObject({
  title: text,
  concepts: z.array(z.strictObject({ name: text, description: text })).min(1),
});
export type Fundamental = z.infer<typeof fundamentalSchema>;

/** One of the 18 lessons of the P9 curriculum (a "module" once assigned to a student). */
export const lessonSchema = z.strictObject({
  id: z.number().int().min(1).max(18),
  title: text,
  description: text,
  focus: text,
  moduleOutcomes: list,
  /** Empty only for lesson 11, which is exercises only. */
  fundamentals: z.array(fundamentalSchema),
  exercises: z.array(exerciseSchema).min(3),
});
export type Lesson = z.infer<typeof lessonSchema>;

/**
 * One taxonomy for both portals' drill filters. The student portal's categories (contact, distance,
 * direction, movement, setup, putting, short_game, full_swing) and the staff library's (putting,
 * chipping, pitching, full_swing, bunker) are reconciled as specific categories, each in one area:
 * filtering by an area (full_swing, short_game, putting) matches all its categories.
 */
export const DRILL_CATEGORIES = [
  'setup',
  'movement',
  'contact',
  'direction',
  'distance',
  'full_swing',
  'chipping',
  'pitching',
  'bunker',
  'putting',
] as const;
export type DrillCategory = (typeof DRILL_CATEGORIES)[number];

export const DRILL_AREAS = {
  full_swing: ['setup', 'movement', 'contact', 'direction', 'distance', 'full_swing'],
  short_game: ['chipping', 'pitching', 'bunker'],
  putting: ['putting'],
} as const satisfies Record<string, readonly DrillCategory[]>;
export type DrillArea = keyof typeof DRILL_AREAS;

/** Both specs' levels on one scale: the student spec uses the first two, the library all three. */
export const DRILL_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type DrillDifficulty = (typeof DRILL_DIFFICULTIES)[number];

/** A drill of the catalogue: the same id as the curriculum exercise it practises. */
export const drillSchema = z.strictObject({
  id: exerciseId,
  title: text,
  lessonNumber: z.number().int().min(1).max(18),
  category: z.enum(DRILL_CATEGORIES),
  difficulty: z.enum(DRILL_DIFFICULTIES),
  objective: text,
  setup: list,
  instructions: list,
  scoringFormat: z.strictObject({
    type: z.enum(['points', 'accuracy', 'consistency', 'completion']),
    details: text,
  }),
  benchmarks: z.strictObject({ elite: text, target: text, beginner: text }),
  equipment: list,
  /** Minutes, 15 to 30. */
  duration: z.number().int().min(15).max(30),
  keyPoints: list,
  coachTips: list,
  videoRequired: z.boolean(),
  imageRequired: z.boolean(),
});
export type Drill = z.infer<typeof drillSchema>;
