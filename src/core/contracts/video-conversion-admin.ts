import { z } from 'zod';
import { videoConversionStatusSchema } from './video-playback';

/* ------------------------------------------------------------------------------------------------
 * The video conversion queue as administrators see it: how many videos wait, convert, are done or failed.
 * ---------------------------------------------------------------------------------------------- */

export const videoConversionFailure = z.object({
  /** The original's storage key, so an operator can find the file. */
  sourceKey: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type VideoConversionFailure = z.infer<typeof videoConversionFailure>;

export const videoConversionsResponse = z.object({
  success: z.literal(true),
  /** Whether ffmpeg and ffprobe are installed on this server; without them videos stay queued. */
  converterInstalled: z.boolean(),
  counts: z.record(videoConversionStatusSchema.exclude(['unavailable']), z.number().int().nonnegative()),
  failures: z.array(videoConversionFailure),
});
export type VideoConversionsResponse = z.infer<typeof videoConversionsResponse>;
