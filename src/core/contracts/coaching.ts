import { z } from 'zod';
import { membershipTier } from './auth';
import { text, uuidParam } from './common';
import { drillAssignment } from './drill-assignments';
import { videoPlaybackSchema } from './video-playback';
import { voiceOversSchema } from './voice-overs';

/* ------------------------------------------------------------------------------------------------
 * The staff portal's coaching calls (staff-portal §3, §7): a coach's students, a student's detail,
 * curriculum modules assigned to students and the progress of each exercise, with notes and video.
 * A coach reaches only the students assigned to them; admins reach everyone. Another coach's id in a
 * path answers 403; a student who is not theirs answers 404.
 * The fields that say "challenge" (totalChallenges, challengesCompleted, completed_challenges, a bucket's
 * challenges) count drill assignments: the spec's screens call them challenges, and these names are its
 * wire format.
 * ---------------------------------------------------------------------------------------------- */

export const exerciseParams = z.strictObject({
  assignmentId: uuidParam,
  exerciseId: z.string().regex(/^\d{1,2}-\d{1,2}$/, 'Must be an exercise id such as 12-1'),
});

export const MODULE_STATUSES = ['assigned', 'in_progress', 'completed', 'unassigned'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

/** A coach's student card (staff-portal §2 Students): real progress and badge count. */
export const coachStudent = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  membership_type: membershipTier,
  handicap: z.number().nullable(),
  /** The rounded mean of the student's module percentages (0 with none). */
  progress: z.number().int(),
  modules_assigned: z.number().int(),
  achievements: z.number().int(),
  /** The latest thing the student did (exercise ticked, drill done, round played, message); null if none. */
  last_activity: z.string().nullable(),
  created_at: z.string(),
});
export type CoachStudent = z.infer<typeof coachStudent>;
export const coachStudentsResponse = z.array(coachStudent);

export const moduleAssignment = z.object({
  id: z.string(),
  module_id: z.number().int(),
  title: z.string(),
  status: z.enum(MODULE_STATUSES),
  assigned_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  coach: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  progress: z.object({ percentage: z.number().int(), completed: z.number().int(), total: z.number().int() }),
});
export type ModuleAssignment = z.infer<typeof moduleAssignment>;

export const exerciseProgress = z.object({
  exercise_id: z.string(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  coach_notes: z.string().nullable(),
  /** The authorised playback address (Range supported), or null without a video. */
  video_url: z.string().nullable(),
  /** Kept for the earlier client: the same address. */
  video_path: z.string().nullable(),
  video_filename: z.string().nullable(),
  video_size: z.number().int().nullable(),
  video_uploaded_at: z.string().nullable(),
  /** How the coaching video plays (converted or not yet), where there is one to show. */
  playback: videoPlaybackSchema.optional(),
  /** The coach's voice-overs on this exercise, oldest first. */
  voiceOvers: voiceOversSchema.optional(),
});
export type ExerciseProgress = z.infer<typeof exerciseProgress>;

export const moduleProgressResponse = z.object({
  success: z.literal(true),
  assignment: moduleAssignment,
  /** One entry per exercise of the lesson, in the lesson's order. */
  progress: z.array(exerciseProgress),
});
export type ModuleProgressResponse = z.infer<typeof moduleProgressResponse>;

export const studentDetailResponse = z.object({
  success: z.literal(true),
  student: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    membershipType: membershipTier,
    membership_type: membershipTier,
    handicap: z.number().nullable(),
    coach_id: z.string().nullable(),
  }),
  stats: z.object({
    overallProgress: z.number().int(),
    modulesCompleted: z.number().int(),
    modulesTotal: z.number().int(),
    challengesCompleted: z.number().int(),
    challengesTotal: z.number().int(),
    badges: z.number().int(),
  }),
  drillAssignments: z.array(drillAssignment),
  /** Every module that is not archived, newest first. */
  moduleAssignments: z.array(moduleAssignment),
});
export type StudentDetailResponse = z.infer<typeof studentDetailResponse>;

export const MAX_STUDENTS_PER_MODULE = 200;

export const assignModuleBody = z.strictObject({
  moduleId: z
    .number({ message: 'Choose a lesson from 1 to 18' })
    .int('Choose a lesson from 1 to 18')
    .min(1, 'Choose a lesson from 1 to 18')
    .max(18, 'Choose a lesson from 1 to 18'),
  studentIds: z
    .array(uuidParam, { message: 'Choose at least one student' })
    .min(1, 'Choose at least one student')
    .max(MAX_STUDENTS_PER_MODULE, `Choose at most ${MAX_STUDENTS_PER_MODULE} students`),
  coachId: uuidParam,
});
export type AssignModuleBody = z.input<typeof assignModuleBody>;

export const assignModuleResponse = z.object({
  success: z.literal(true),
  assignments: z.array(moduleAssignment.extend({ student_id: z.string() })),
});

export const MAX_COACH_NOTES = 4000;

export const updateExerciseBody = z.strictObject({
  completed: z.boolean({ message: 'Must be true or false' }),
  coachNotes: text('Notes', { message: 'Notes must be text' })
    .max(MAX_COACH_NOTES, `Notes must be at most ${MAX_COACH_NOTES} characters`)
    .nullish(),
});
export type UpdateExerciseBody = z.input<typeof updateExerciseBody>;

/** The multipart form's text fields: booleans and notes arrive as strings. */
export const updateExerciseFields = z.strictObject({
  completed: z.enum(['true', 'false'], { message: 'Must be true or false' }).transform((v) => v === 'true'),
  coachNotes: text('Notes')
    .max(MAX_COACH_NOTES, `Notes must be at most ${MAX_COACH_NOTES} characters`)
    .optional(),
});

export const updateExerciseResponse = z.object({
  success: z.literal(true),
  progress: exerciseProgress,
  assignment: moduleAssignment,
  /** True when this change completed the module (staff-portal §4). */
  moduleCompleted: z.boolean(),
});
export type UpdateExerciseResponse = z.infer<typeof updateExerciseResponse>;

export const successResponse = z.object({ success: z.literal(true) });

export const activityEvent = z.object({
  id: z.string(),
  kind: z.enum([
    'exercise_completed',
    'module_completed',
    'drill_completed',
    'message_received',
    'badge_earned',
    'round_played',
  ]),
  studentId: z.string(),
  studentName: z.string(),
  text: z.string(),
  at: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEvent>;

export const dashboardStatsResponse = z.object({
  totalStudents: z.number().int(),
  newStudentsThisMonth: z.number().int(),
  activeStudents: z.number().int(),
  /** Active students (anything done in the last 30 days) over all, as a rounded percentage. */
  engagementRate: z.number().int(),
  totalChallenges: z.number().int(),
  completedChallenges: z.number().int(),
  challengeCompletionRate: z.number().int(),
  avgProgress: z.number().int(),
  unreadMessages: z.number().int(),
  totalMessages: z.number().int(),
  pendingReviews: z.number().int(),
  overdueAssignments: z.number().int(),
  recentActivity: z.array(activityEvent),
});
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponse>;

/* ------------------------------------------ Analytics ----------------------------------------- */

export const ANALYTICS_PERIODS = ['week', 'month', 'quarter'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const analyticsQuery = z.strictObject({
  period: z
    .enum(ANALYTICS_PERIODS, { message: `Must be one of ${ANALYTICS_PERIODS.join(', ')}` })
    .default('month'),
});

/** staff-portal §3 Student analytics entry: completed drill assignments and activity within the period. */
export const studentAnalyticsEntry = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  membership_type: membershipTier,
  progress: z.number().int(),
  completed_challenges: z.number().int(),
  activity_count: z.number().int(),
  last_activity: z.string().nullable(),
});
export type StudentAnalyticsEntry = z.infer<typeof studentAnalyticsEntry>;
/** Most active in the period first; the spec's screen shows the first three. */
export const studentsAnalyticsResponse = z.array(studentAnalyticsEntry);

export const analyticsBucket = z.object({
  /** The first London date the bucket covers (a day for week and month, a week for quarter). */
  from: z.string(),
  exercises: z.number().int(),
  challenges: z.number().int(),
  messages: z.number().int(),
  rounds: z.number().int(),
});

export const analyticsResponse = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: z.string(),
  to: z.string(),
  stats: z.object({
    activeStudents: z.number().int(),
    totalStudents: z.number().int(),
    exercisesCompleted: z.number().int(),
    challengesCompleted: z.number().int(),
    averageProgress: z.number().int(),
    /** Booked places staff marked attended, and no-shows, in the period (beyond the spec). */
    lessonsAttended: z.number().int(),
    noShows: z.number().int(),
  }),
  thisMonth: z.object({
    newStudents: z.number().int(),
    modulesCompleted: z.number().int(),
    challengesCompleted: z.number().int(),
    messagesReceived: z.number().int(),
  }),
  series: z.array(analyticsBucket),
  topStudents: z.array(studentAnalyticsEntry),
  recentActivity: z.array(activityEvent),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

/* ------------------------------------------------------------------------------------------------
 * The student's own coaching (GET /api/students/{id}/coaching): what their coach recorded for them,
 * read by the student, their parent or guardian, their coach and admins. Nothing here is editable.
 * ---------------------------------------------------------------------------------------------- */

const coachName = z.object({ firstName: z.string(), lastName: z.string() }).nullable();

export const studentExercise = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  coachNotes: z.string().nullable(),
  /** The coach's video for this exercise, or null: none recorded, or not shown without consent. */
  video: z
    .object({ url: z.string(), uploadedAt: z.string().nullable(), playback: videoPlaybackSchema.optional() })
    .nullable(),
  /** The coach's voice-overs on this exercise, oldest first. */
  voiceOvers: voiceOversSchema.optional(),
});
export type StudentExercise = z.infer<typeof studentExercise>;

export const studentModule = z.object({
  id: z.string(),
  lessonId: z.number().int(),
  title: z.string(),
  status: z.enum(['assigned', 'in_progress', 'completed']),
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
  coach: coachName,
  progress: z.object({ completed: z.number().int(), total: z.number().int(), percentage: z.number().int() }),
  /** Every exercise of the lesson, in the lesson's order. */
  exercises: z.array(studentExercise),
});
export type StudentModule = z.infer<typeof studentModule>;

export const drillReview = z.object({
  id: z.string(),
  drillId: z.string(),
  drillTitle: z.string(),
  /** 1 to 5 stars, or null when the coach left a comment without a rating. */
  rating: z.number().int().min(1).max(5).nullable(),
  comment: z.string().nullable(),
  reviewedAt: z.string(),
  coach: coachName,
});
export type DrillReview = z.infer<typeof drillReview>;

export const coachedRound = z.object({
  id: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  totalScore: z.number().int(),
  targetScore: z.number().int(),
  passed: z.boolean(),
  playedAt: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** Who verified it; null when unverified, or when that member of staff has since left. */
  verifiedBy: coachName,
});
export type CoachedRound = z.infer<typeof coachedRound>;

export const studentCoachingResponse = z.object({
  /** Assigned modules, the most recently assigned first. */
  modules: z.array(studentModule),
  /** Reviewed drills, the latest review first. */
  drillReviews: z.array(drillReview),
  /** Break Par rounds, the latest first, each saying whether the coach verified it. */
  rounds: z.array(coachedRound),
  /**
   * True when the coach recorded videos that are not shown because consent for coaching videos does not
   * hold for this junior now; the screen says so instead of showing an empty space.
   */
  videosWithheld: z.boolean(),
});
export type StudentCoachingResponse = z.infer<typeof studentCoachingResponse>;
