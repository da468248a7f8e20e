import { z } from 'zod';
import { BREAK_PAR_HOLES } from '../content/coaching/break-par-levels';
import { CHIPPING_SHOTS } from '../content/coaching/chipping-tests';
import { MEDAL_TIERS } from '../rules/medals';
import { text, uuidParam } from './common';
import { videoPlaybackSchema } from './video-playback';

/* ------------------------------------------------------------------------------------------------
 * Skill challenges (student-portal §3, §7): Break Par, the Putting Ladders, the Chipping Tests, badges
 * and the leaderboard. The browser sends what happened (hole scores, shot outcomes, a finished ladder);
 * the server decides totals, passes, medals and unlocking, and answers with what it decided.
 * Field names follow the spec: snake_case for records, camelCase for request bodies.
 * ---------------------------------------------------------------------------------------------- */

/** The earlier client sent ids as strings of any shape; ours must be a student's UUID. */
const studentIdField = z.uuid({ message: 'Must be your student id' });

export const CHALLENGE_TYPES = ['break_par', 'putting', 'chipping'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];
export const medalTier = z.enum(MEDAL_TIERS);

export const userIdParams = z.strictObject({ userId: uuidParam });

/* ----------------------------------------- Badges ------------------------------------------- */

export const badge = z.object({
  id: z.string(),
  student_id: z.string(),
  /** The level number for Break Par, the ladder id for putting, the test id for chipping. */
  challenge_id: z.string(),
  badge_name: z.string(),
  badge_colour: z.string(),
  badge_emoji: z.string(),
  earning_attempt_id: z.string().nullable(),
  earning_score: z.number().int().nullable(),
  earned_at: z.string(),
  tier: medalTier,
  challenge_type: z.enum(CHALLENGE_TYPES),
});
export type Badge = z.infer<typeof badge>;

export const badgesQuery = z.strictObject({
  type: z.enum(CHALLENGE_TYPES, { message: `Must be one of ${CHALLENGE_TYPES.join(', ')}` }).optional(),
});
export const badgesResponse = z.object({ success: z.literal(true), badges: z.array(badge) });
export type BadgesResponse = z.infer<typeof badgesResponse>;

export const LEADERBOARD_SIZE = 10;

export const leaderboardEntry = z.object({
  studentId: z.string(),
  rank: z.number().int(),
  /** Juniors appear by first name and surname initial ('Oliver B.'). */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  total: z.number().int(),
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
  handicap: z.number().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboardResponse = z.object({
  success: z.literal(true),
  /** The top ten, best first: most badges, then most gold, silver, bronze. */
  leaderboard: z.array(leaderboardEntry),
  /** Every player holding a badge ('Active Players'; those beyond ten show as '+N more players'). */
  totalPlayers: z.number().int(),
  totalBadges: z.number().int(),
  /** The signed-in student's own place, when they hold a badge. */
  me: leaderboardEntry.nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

/* ---------------------------------------- Break Par ----------------------------------------- */

export const levelCompletion = z.object({
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  bestScore: z.number().int().nullable(),
});

export const breakParProgress = z.object({
  id: z.string(),
  student_id: z.string(),
  current_level: z.number().int(),
  /** 1 to 6: level 1 is always open, level N once level N−1 is passed. */
  highest_level_unlocked: z.number().int(),
  level_completions: z.record(z.string(), levelCompletion),
  total_levels_completed: z.number().int(),
  total_attempts: z.number().int(),
  /** Mean total over every round, one decimal; null before the first. */
  average_score: z.number().nullable(),
  /** The best round against its level's par (−2 is two under); null before the first. */
  best_overall_performance: z.number().int().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BreakParProgress = z.infer<typeof breakParProgress>;

export const EVIDENCE_KINDS = ['photo', 'video'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export const holeScore = z.object({
  hole_number: z.number().int(),
  score: z.number().int(),
  par: z.number().int(),
  notes: z.string().nullable(),
  /** Authorised addresses of the uploaded evidence (the student, their coaches and admins). */
  photo_url: z.string().nullable(),
  video_url: z.string().nullable(),
  /** How the hole's video plays (converted or not yet), where there is one. */
  video_playback: videoPlaybackSchema.optional(),
});

export const breakParAttempt = z.object({
  id: z.string(),
  student_id: z.string(),
  level: z.number().int(),
  total_score: z.number().int(),
  target_score: z.number().int(),
  passed: z.boolean(),
  medal: medalTier.nullable(),
  hole_scores: z.array(holeScore),
  notes: z.string().nullable(),
  video_evidence_url: z.string().nullable(),
  coach_verified: z.boolean(),
  started_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string(),
});
export type BreakParAttempt = z.infer<typeof breakParAttempt>;

export const progressResponse = z.object({ success: z.literal(true), progress: breakParProgress });
export type ProgressResponse = z.infer<typeof progressResponse>;

export const MAX_ATTEMPTS_LIMIT = 50;
export const attemptsQuery = z.strictObject({
  limit: z.coerce
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(MAX_ATTEMPTS_LIMIT, `Must be at most ${MAX_ATTEMPTS_LIMIT}`)
    .default(5),
});
export const attemptsResponse = z.object({ success: z.literal(true), attempts: z.array(breakParAttempt) });
export type AttemptsResponse = z.infer<typeof attemptsResponse>;

export const MAX_HOLE_NOTES = 500;
export const MAX_ROUND_NOTES = 2000;

const holeScoreValue = z
  .number({ message: 'Each hole needs a score from 1 to 10' })
  .int('Each hole needs a whole-number score')
  .min(1, 'A hole score is at least 1')
  .max(10, 'A hole score is at most 10');

/** Per-hole extras: notes and the ids of evidence uploaded for that hole. */
export const holeDetail = z.strictObject({
  notes: text('Notes')
    .trim()
    .max(MAX_HOLE_NOTES, `Notes must be at most ${MAX_HOLE_NOTES} characters`)
    .nullish(),
  photoId: uuidParam.nullish(),
  videoId: uuidParam.nullish(),
});

export const createAttemptBody = z.strictObject({
  studentId: studentIdField,
  level: z
    .number({ message: 'Choose a level from 1 to 6' })
    .int('Choose a level from 1 to 6')
    .min(1, 'Choose a level from 1 to 6')
    .max(6, 'Choose a level from 1 to 6'),
  scores: z
    .array(holeScoreValue, { message: `Send the ${BREAK_PAR_HOLES} hole scores` })
    .length(BREAK_PAR_HOLES, `A round has ${BREAK_PAR_HOLES} hole scores`),
  /** Accepted for the earlier client's sake and ignored: the server adds up the scores itself. */
  totalScore: z.number().optional(),
  /** Accepted and ignored: the server decides the pass from the level's target. */
  passed: z.boolean().optional(),
  notes: text('Notes')
    .trim()
    .max(MAX_ROUND_NOTES, `Notes must be at most ${MAX_ROUND_NOTES} characters`)
    .nullish(),
  holes: z.array(holeDetail).max(BREAK_PAR_HOLES, `A round has ${BREAK_PAR_HOLES} holes`).optional(),
  /** When the scorecard was opened (ISO time); kept when it is plausible. */
  startedAt: z.iso.datetime({ offset: true, message: 'Must be an ISO date and time' }).nullish(),
});
export type CreateAttemptBody = z.input<typeof createAttemptBody>;

export const createAttemptResponse = z.object({
  success: z.literal(true),
  attempt: breakParAttempt,
  /** The badge for this level after the round: new, upgraded, or unchanged; null when none is held. */
  badge: badge.nullable(),
  /** True when this round earned a new badge or a better medal. */
  badgeAwarded: z.boolean(),
  progress: breakParProgress,
});
export type CreateAttemptResponse = z.infer<typeof createAttemptResponse>;

export const evidence = z.object({
  id: z.string(),
  kind: z.enum(EVIDENCE_KINDS),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  filename: z.string(),
});
export type Evidence = z.infer<typeof evidence>;
export const uploadEvidenceResponse = z.object({ success: z.literal(true), evidence });

/* ------------------------------------------ Putting ----------------------------------------- */

export const MAX_LADDER_RESTARTS = 1000;

export const awardPuttingBadgeBody = z.strictObject({
  studentId: studentIdField,
  ladderId: text('Ladder', { singleLine: true, message: 'Choose a ladder' })
    .trim()
    .min(1, 'Choose a ladder')
    .max(40, 'Unknown ladder'),
  totalSteps: z.number({ message: 'Must be a number' }).int('Must be a whole number').min(1).max(20),
  /** Restarts before the ladder was climbed ('completed in attempts+1 attempts'). */
  attempts: z
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(MAX_LADDER_RESTARTS, `Must be at most ${MAX_LADDER_RESTARTS}`),
});
export type AwardPuttingBadgeBody = z.input<typeof awardPuttingBadgeBody>;

export const ladderCompletion = z.object({
  id: z.string(),
  ladder_id: z.string(),
  restarts: z.number().int(),
  tier: medalTier,
  completed_at: z.string(),
});
export type LadderCompletion = z.infer<typeof ladderCompletion>;

export const awardPuttingBadgeResponse = z.object({
  success: z.literal(true),
  completion: ladderCompletion,
  badge,
  badgeAwarded: z.boolean(),
});
export type AwardPuttingBadgeResponse = z.infer<typeof awardPuttingBadgeResponse>;

export const puttingCompletionsResponse = z.object({
  success: z.literal(true),
  /** Every climb, newest first. */
  completions: z.array(ladderCompletion),
  /** Distinct ladders climbed (the Achievements card and the progress bar). */
  laddersCompleted: z.number().int(),
});
export type PuttingCompletionsResponse = z.infer<typeof puttingCompletionsResponse>;

/* ----------------------------------------- Chipping ----------------------------------------- */

const shotPoints = z
  .number({ message: 'Each shot scores 0 to 5' })
  .int('Each shot scores a whole number from 0 to 5')
  .min(0, 'Each shot scores 0 to 5')
  .max(5, 'Each shot scores 0 to 5');

const chippingTestId = text('Test', { singleLine: true, message: 'Choose a test' })
  .trim()
  .min(1, 'Choose a test')
  .max(40, 'Unknown chipping test');

/** Beyond the spec, results are kept: the ten outcomes go to the server, which scores them. */
export const saveChippingResultBody = z.strictObject({
  studentId: studentIdField,
  testId: chippingTestId,
  shots: z
    .array(shotPoints, { message: `Send the ${CHIPPING_SHOTS} shot outcomes` })
    .length(CHIPPING_SHOTS, `A test has ${CHIPPING_SHOTS} shots`),
});
export type SaveChippingResultBody = z.input<typeof saveChippingResultBody>;

export const chippingShot = z.object({ id: z.string(), points: z.number().int(), description: z.string() });

export const chippingResult = z.object({
  id: z.string(),
  testId: z.string(),
  testName: z.string(),
  distance: z.number().int(),
  totalScore: z.number().int(),
  maxScore: z.number().int(),
  handicapLevel: z.string(),
  medal: medalTier.nullable(),
  shots: z.array(chippingShot),
  completedAt: z.string(),
});
export type ChippingResult = z.infer<typeof chippingResult>;

export const saveChippingResultResponse = z.object({
  success: z.literal(true),
  result: chippingResult,
  badge: badge.nullable(),
  badgeAwarded: z.boolean(),
});
export type SaveChippingResultResponse = z.infer<typeof saveChippingResultResponse>;

export const chippingSummary = z.object({
  testsCompleted: z.number().int(),
  /** Rounded to a whole number; null before the first test. */
  averageScore: z.number().int().nullable(),
  bestScore: z.number().int().nullable(),
  distinctTests: z.number().int(),
});

export const chippingResultsQuery = attemptsQuery;
export const chippingResultsResponse = z.object({
  success: z.literal(true),
  /** The latest results, newest first (5 unless a limit is asked). */
  results: z.array(chippingResult),
  summary: chippingSummary,
});
export type ChippingResultsResponse = z.infer<typeof chippingResultsResponse>;

/** Kept for the earlier client: confirms the badge a saved result earned; it never awards on its own word. */
export const awardChippingBadgeBody = z.strictObject({
  studentId: studentIdField,
  testId: chippingTestId,
  distance: z.number({ message: 'Must be a number' }).int('Must be a whole number'),
  totalScore: z
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Must be 0 to 50')
    .max(50, 'Must be 0 to 50'),
});
export type AwardChippingBadgeBody = z.input<typeof awardChippingBadgeBody>;

export const awardChippingBadgeResponse = z.object({ success: z.literal(true), badge: badge.nullable() });

/* ---------------------------------- Staff: Break Par evidence --------------------------------- */

export const staffAttempt = breakParAttempt.extend({
  student: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  has_evidence: z.boolean(),
});
export type StaffAttempt = z.infer<typeof staffAttempt>;

export const staffAttemptsQuery = z.strictObject({
  /** Only rounds with a photo or video (the ones worth verifying). */
  evidence: z.enum(['true', 'false'], { message: 'Must be true or false' }).optional(),
});
export const staffAttemptsResponse = z.object({ success: z.literal(true), attempts: z.array(staffAttempt) });
export type StaffAttemptsResponse = z.infer<typeof staffAttemptsResponse>;

export const verifyAttemptBody = z.strictObject({
  verified: z.boolean({ message: 'Must be true or false' }),
});
export const verifyAttemptResponse = z.object({ success: z.literal(true), attempt: breakParAttempt });
