import { z } from 'zod';
import { isoDate } from './booking';
import { text, uuidParam } from './common';
import { voiceOversSchema } from './voice-overs';

/* ------------------------------------------------------------------------------------------------
 * Drill assignments: a drill from the catalogue that a coach gives a student (student-portal §3,
 * §4 and §7; staff-portal §7). Field names are snake_case, as the student portal reads them.
 * ---------------------------------------------------------------------------------------------- */

export const DRILL_ASSIGNMENT_STATUSES = ['assigned', 'in_progress', 'completed', 'reviewed'] as const;
export type DrillAssignmentStatus = (typeof DRILL_ASSIGNMENT_STATUSES)[number];

export const drillAssignment = z.object({
  id: z.string(),
  drill_id: z.string(),
  status: z.enum(DRILL_ASSIGNMENT_STATUSES),
  assigned_at: z.string(),
  /** yyyy-MM-dd, a London calendar date. */
  due_date: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The assigning coach; null when that account no longer exists. */
  coaches: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  student_score: z.string().nullable(),
  student_notes: z.string().nullable(),
  submission_type: z.string(),
  /** Out of 5, set by the coach's review. */
  coach_rating: z.number().int().nullable(),
  coach_comments: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The coach's voice-overs on the student's drill video, oldest first: part of the review. */
  voiceOvers: voiceOversSchema.optional(),
});
export type DrillAssignment = z.infer<typeof drillAssignment>;

export const drillAssignmentsResponse = z.array(drillAssignment);

export const MAX_SCORE_LENGTH = 100;
export const MAX_NOTES_LENGTH = 2000;

/**
 * A student's update: Start sends only the status; Complete also sends the result. Every status is
 * accepted here so that the service, not the schema, answers a status the student may not set.
 */
export const updateDrillAssignmentBody = z
  .strictObject({
    status: z.enum(DRILL_ASSIGNMENT_STATUSES, {
      message: `Must be one of ${DRILL_ASSIGNMENT_STATUSES.join(', ')}`,
    }),
    /** Accepted for the client's sake and ignored: the server records when it happened. */
    completed_at: text('Completed at', { singleLine: true }).max(40).nullable().optional(),
    student_score: text('Score', { message: 'Score must be text' })
      .trim()
      .max(MAX_SCORE_LENGTH, `Score must be at most ${MAX_SCORE_LENGTH} characters`)
      .nullable()
      .optional(),
    student_notes: text('Notes', { message: 'Notes must be text' })
      .trim()
      .max(MAX_NOTES_LENGTH, `Notes must be at most ${MAX_NOTES_LENGTH} characters`)
      .nullable()
      .optional(),
    submission_type: z
      .string({ message: 'Submission type must be text' })
      .regex(/^[a-z_]{1,30}$/, 'Use a short lower-case word such as score')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'completed' && !body.student_score) {
      ctx.addIssue({
        code: 'custom',
        path: ['student_score'],
        message: 'Enter your score or result',
      });
    }
  });
export type UpdateDrillAssignmentBody = z.input<typeof updateDrillAssignmentBody>;

export const MAX_STUDENTS_PER_ASSIGNMENT = 200;

/** Staff assign one drill to several students at once (staff-portal §7); no due date is null. */
export const createDrillAssignmentsBody = z.strictObject({
  drillId: text('Drill', { singleLine: true, message: 'Choose a drill' })
    .trim()
    .min(1, 'Choose a drill')
    .max(20, 'Unknown drill'),
  studentIds: z
    .array(uuidParam, { message: 'Choose at least one student' })
    .min(1, 'Choose at least one student')
    .max(MAX_STUDENTS_PER_ASSIGNMENT, `Choose at most ${MAX_STUDENTS_PER_ASSIGNMENT} students`),
  coachId: uuidParam,
  dueDate: isoDate.nullable(),
});
export type CreateDrillAssignmentsBody = z.input<typeof createDrillAssignmentsBody>;

export const createDrillAssignmentsResponse = z.object({
  success: z.literal(true),
  assignments: z.array(drillAssignment.extend({ student_id: z.string() })),
});

/** A drill assignment in the coach's Challenges tab: whose it is, and whether it is overdue today. */
export const staffDrillAssignment = drillAssignment.extend({
  student: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  overdue: z.boolean(),
});
export type StaffDrillAssignment = z.infer<typeof staffDrillAssignment>;

export const staffDrillAssignmentsQuery = z.strictObject({
  status: z
    .enum(DRILL_ASSIGNMENT_STATUSES, { message: `Must be one of ${DRILL_ASSIGNMENT_STATUSES.join(', ')}` })
    .optional(),
  studentId: uuidParam.optional(),
});
export const staffDrillAssignmentsResponse = z.object({
  success: z.literal(true),
  /** Newest first, at most 500. */
  assignments: z.array(staffDrillAssignment),
  counts: z.object({
    assigned: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
    reviewed: z.number().int(),
    overdue: z.number().int(),
  }),
});
export type StaffDrillAssignmentsResponse = z.infer<typeof staffDrillAssignmentsResponse>;

export const MAX_COMMENTS_LENGTH = 2000;

/** The coach's review of a completed drill assignment: a 1–5 rating and comments the student sees. */
export const reviewDrillAssignmentBody = z.strictObject({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comments: text('Comments', { message: 'Comments must be text' })
    .trim()
    .max(MAX_COMMENTS_LENGTH, `Comments must be at most ${MAX_COMMENTS_LENGTH} characters`)
    .nullish(),
});
export type ReviewDrillAssignmentBody = z.input<typeof reviewDrillAssignmentBody>;
