import { z } from 'zod';
import { requiredText } from './common';
import { swingMomentsSchema, videoPlaybackSchema } from './video-playback';

/* ------------------------------------------------------------------------------------------------
 * The academy's model swing library: reference swings (a tour pro's, a coach's) that staff open in the
 * analysis player and set beside a pupil's. They belong to the academy, not to any student.
 * ---------------------------------------------------------------------------------------------- */

export const MODEL_SWING_VIEWS = ['down_the_line', 'face_on'] as const;
export type ModelSwingView = (typeof MODEL_SWING_VIEWS)[number];
export const MODEL_SWING_VIEW_LABELS: Record<ModelSwingView, string> = {
  down_the_line: 'Down the line',
  face_on: 'Face on',
};

export const HANDEDNESS = ['right', 'left'] as const;
export type Handedness = (typeof HANDEDNESS)[number];
export const HANDEDNESS_LABELS: Record<Handedness, string> = {
  right: 'Right-handed',
  left: 'Left-handed',
};

const detailsShape = {
  title: requiredText('Title', 120, { singleLine: true }),
  club: requiredText('Club', 40, { singleLine: true }),
  view: z.enum(MODEL_SWING_VIEWS, { message: 'View must be down_the_line or face_on' }),
  handedness: z.enum(HANDEDNESS, { message: 'Handedness must be right or left' }),
};

/** The text fields of an admin's upload (multipart); the file goes in `video`. */
export const modelSwingUploadFields = z.strictObject(detailsShape);
export type ModelSwingUploadFields = z.output<typeof modelSwingUploadFields>;
export const MODEL_SWING_FILE_FIELD = 'video';

export const modelSwingPatchBody = z
  .strictObject({
    title: detailsShape.title.optional(),
    club: detailsShape.club.optional(),
    view: detailsShape.view.optional(),
    handedness: detailsShape.handedness.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change', path: ['body'] });
export type ModelSwingPatchBody = z.input<typeof modelSwingPatchBody>;

/** The marked moments, replacing those before; a moment left out is unmarked. */
export const modelSwingMomentsBody = swingMomentsSchema.strict();
export type ModelSwingMomentsBody = z.input<typeof modelSwingMomentsBody>;

export const modelSwing = z.object({
  id: z.uuid(),
  title: z.string(),
  club: z.string(),
  view: z.enum(MODEL_SWING_VIEWS),
  handedness: z.enum(HANDEDNESS),
  filename: z.string(),
  size: z.number().int(),
  moments: swingMomentsSchema,
  playback: videoPlaybackSchema,
  /** Who added it; null once that member of staff has gone. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ModelSwing = z.infer<typeof modelSwing>;

export const modelSwingResponse = z.object({ swing: modelSwing });
export const modelSwingsResponse = z.object({ swings: z.array(modelSwing) });
