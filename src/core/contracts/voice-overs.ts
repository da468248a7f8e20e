import { z } from 'zod';
import { uuidParam } from './common';
import { videoPlaybackSchema } from './video-playback';

/* ------------------------------------------------------------------------------------------------
 * Voice-overs: a coach's recording of a student's video played in the analysis player, with the coach
 * talking. One belongs to a swing, a drill assignment, one exercise of a module assignment, or a
 * message (part of the coach's reply); the student and a junior's guardians play it there.
 * ---------------------------------------------------------------------------------------------- */

export const VOICE_OVER_TARGETS = ['swing', 'drill', 'exercise', 'message'] as const;
export type VoiceOverTarget = (typeof VOICE_OVER_TARGETS)[number];

export const voiceOverSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  coachName: z.string().nullable(),
  playback: videoPlaybackSchema,
});
export type VoiceOver = z.infer<typeof voiceOverSchema>;

/** A target's voice-overs, oldest first. */
export const voiceOversSchema = z.array(voiceOverSchema);

/** POST …/voice-overs: the recording comes as the coach's completed resumable upload (purpose voiceover). */
export const createVoiceOverBody = z.strictObject({ uploadId: uuidParam });
export type CreateVoiceOverBody = z.infer<typeof createVoiceOverBody>;

/** What sending one answers: every voice-over of that target now, oldest first. */
export const voiceOversResponse = z.object({ voiceOvers: voiceOversSchema });
export type VoiceOversResponse = z.infer<typeof voiceOversResponse>;
