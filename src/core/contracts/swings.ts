import { z } from 'zod';
import { optionalText, text, uuidParam } from './common';
import { swingMomentsSchema, videoPlaybackSchema } from './video-playback';
import { voiceOversSchema } from './voice-overs';

/* ------------------------------------------------------------------------------------------------
 * Swings: a video a student (or their guardian) sends for the coach to review, tied to a drill, an
 * exercise, a Break Par round, or to the coach generally.
 * ---------------------------------------------------------------------------------------------- */

export const SWING_PURPOSES = ['drill', 'exercise', 'round', 'coach'] as const;
export type SwingPurpose = (typeof SWING_PURPOSES)[number];
export const MAX_SWING_NOTE = 1000;
export const MAX_REVIEW_COMMENT = 2000;

export const SWING_WAITING = 'Waiting for your coach';
export const SWING_REVIEWED = 'Reviewed';

/** What a swing is for and its note: the form's fields and the request's. */
export const swingFields = z.strictObject({
  purpose: z.enum(SWING_PURPOSES, { message: 'Choose what the swing is for' }),
  /** A drill assignment id, an exercise id or a Break Par round id; none for "For my coach". */
  targetId: text('Target', { singleLine: true }).trim().min(1).max(100).nullable().optional(),
  note: optionalText('Note', MAX_SWING_NOTE),
});

/** A drill, exercise or round swing names which one; "For my coach" names none. */
export function needsTarget(body: { purpose: SwingPurpose; targetId?: string | null }, ctx: z.RefinementCtx) {
  if (body.purpose !== 'coach' && !body.targetId) {
    ctx.addIssue({ code: 'custom', path: ['targetId'], message: 'Choose which one the swing is for' });
  }
}

/** POST /api/swings: the video comes as a completed resumable upload. */
export const createSwingBody = swingFields.extend({ uploadId: uuidParam }).superRefine(needsTarget);
export type CreateSwingBody = z.infer<typeof createSwingBody>;

export const swingSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  purpose: z.enum(SWING_PURPOSES),
  targetId: z.string().nullable(),
  /** What it is for, in words: "Drill: Gate drill", "Break Par Level 3 round", "For my coach". */
  forLabel: z.string(),
  note: z.string().nullable(),
  /** "Student" or the guardian's name. */
  sentBy: z.string(),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  videoUrl: z.string(),
  /** How the video plays: the converted file once ready, with its frame rate for the analysis player. */
  playback: videoPlaybackSchema,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewComment: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  moments: swingMomentsSchema.nullable(),
  /** The coach's voice-overs: the swing played and talked through, oldest first. */
  voiceOvers: voiceOversSchema,
});
export type Swing = z.infer<typeof swingSchema>;
export type { VoiceOver } from './voice-overs';
export { createVoiceOverBody } from './voice-overs';

export const swingsResponse = z.object({ swings: z.array(swingSchema) });
export const swingResponse = z.object({ swing: swingSchema });

/** What a student may tie a swing to: their own drills, exercises and Break Par rounds. */
export const swingTargetsResponse = z.object({
  drill: z.array(z.object({ id: z.string(), label: z.string() })),
  exercise: z.array(z.object({ id: z.string(), label: z.string() })),
  round: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type SwingTargets = z.infer<typeof swingTargetsResponse>;

/** POST /api/staff/swings/:id/review */
export const reviewSwingBody = z.strictObject({
  comment: text('Comment', { message: 'Write a comment for the student' })
    .trim()
    .min(1, 'Write a comment for the student')
    .max(MAX_REVIEW_COMMENT, `Comment must be at most ${MAX_REVIEW_COMMENT} characters`),
  moments: swingMomentsSchema.optional(),
});

/** PUT /api/staff/swings/:id/moments: every marked moment, replacing those before; one left out is unmarked. */
export const swingMomentsBody = swingMomentsSchema.strict();
export type SwingMomentsBody = z.input<typeof swingMomentsBody>;
