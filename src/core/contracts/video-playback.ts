import { z } from 'zod';

/**
 * How a stored video plays. Every video the product keeps is converted on the server to H.264/AAC MP4 at a
 * constant frame rate; until that is done (or where it cannot be) the original plays as uploaded and the
 * frame-exact tools are off, because without a known constant rate a frame number is not a time.
 */
export const videoConversionStatusSchema = z.enum(['queued', 'converting', 'ready', 'failed', 'unavailable']);
export type VideoConversionStatus = z.infer<typeof videoConversionStatusSchema>;

/** A tiled sheet of thumbnails for the scrub bar: thumbnail i shows the frame at i × intervalSeconds. */
export const videoStoryboardSchema = z.object({
  url: z.string(),
  columns: z.number().int().positive(),
  rows: z.number().int().positive(),
  count: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  intervalSeconds: z.number().positive(),
});
export type VideoStoryboard = z.infer<typeof videoStoryboardSchema>;

export const videoPlaybackSchema = z.object({
  status: videoConversionStatusSchema,
  /** What to play: the converted file when ready, otherwise the original. */
  url: z.string(),
  /** The smaller conversion for phones, when ready. */
  phoneUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** Known once converted: a constant rate, so frame n starts at n / fps. */
  fps: z.number().positive().nullable(),
  frameCount: z.number().int().nonnegative().nullable(),
  durationSeconds: z.number().nonnegative().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  storyboard: videoStoryboardSchema.nullable(),
});
export type VideoPlayback = z.infer<typeof videoPlaybackSchema>;

/** The moments of a swing a coach marks, as frame numbers, so two swings can be set side by side in step. */
export const SWING_MOMENTS = ['address', 'top', 'impact'] as const;
export const swingMomentSchema = z.enum(SWING_MOMENTS);
export type SwingMoment = z.infer<typeof swingMomentSchema>;
export const swingMomentsSchema = z
  .object({
    address: z.number().int().nonnegative(),
    top: z.number().int().nonnegative(),
    impact: z.number().int().nonnegative(),
  })
  .partial();
export type SwingMoments = z.infer<typeof swingMomentsSchema>;
