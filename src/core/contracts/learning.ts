import { z } from 'zod';
import { MEMBERSHIP_TIERS } from '../rules/membership-tiers';
import { requiredText, text, uuidParam } from './common';
import { videoPlaybackSchema } from './video-playback';

/* ------------------------------------------------------------------------------------------------
 * Learning Modules (student-portal §2, §3): the academy's videos, gated by membership tier, with each
 * student's watch progress; and the staff's Content area that manages them. Dates are yyyy-MM-dd.
 * ---------------------------------------------------------------------------------------------- */

export const VIDEO_CATEGORIES = ['fundamentals', 'swing_fixes', 'performance', 'player_spotlights'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const VIDEO_CATEGORY_LABELS: Record<VideoCategory, string> = {
  fundamentals: 'Fundamentals',
  swing_fixes: 'Swing Fixes',
  performance: 'Performance',
  player_spotlights: 'Player Spotlights',
};

export const VIDEO_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type VideoDifficulty = (typeof VIDEO_DIFFICULTIES)[number];
export const VIDEO_DIFFICULTY_LABELS: Record<VideoDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The video id in any form of YouTube address people paste: watch?v=, youtu.be/, /embed/, /shorts/,
 * /live/, /v/, the no-cookie domain, or a bare 11-character id. Null when it is not one.
 */
export function parseYoutubeId(input: string): string | null {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first && ['embed', 'shorts', 'live', 'v', 'e'].includes(first)) candidate = second;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

export const membershipTierField = z.enum(MEMBERSHIP_TIERS, {
  message: `Must be one of ${MEMBERSHIP_TIERS.join(', ')}`,
});

const isoDate = z
  .string({ message: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form yyyy-MM-dd')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a real date');

/** A video as the signed-in student sees it; `locked` is the server's tier decision. */
export const learningVideo = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(VIDEO_CATEGORIES),
  difficulty: z.enum(VIDEO_DIFFICULTIES),
  /** Minutes. */
  duration: z.number().int(),
  /** Null for an uploaded file, a placeholder, and any video the student's tier does not open. */
  youtubeId: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  requiredTier: membershipTierField,
  instructor: z.string(),
  isCompleted: z.boolean(),
  /** Percent watched, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  lessons: z.number().int(),
  rating: z.number().nullable(),
  publishedDate: z.string(),
  /** Where an uploaded file plays from; null for YouTube videos, placeholders and locked videos. */
  streamUrl: z.string().nullable(),
  /** How the uploaded file plays (converted or not yet), beside `streamUrl`; absent where there is none. */
  playback: videoPlaybackSchema.optional(),
  /** A seeded example the academy has not replaced yet. */
  isDemo: z.boolean(),
  locked: z.boolean(),
});
export type LearningVideo = z.infer<typeof learningVideo>;

export const learningVideosResponse = z.object({ videos: z.array(learningVideo) });
export type LearningVideosResponse = z.infer<typeof learningVideosResponse>;
export const learningVideoResponse = z.object({ video: learningVideo });
export type LearningVideoResponse = z.infer<typeof learningVideoResponse>;

export const videoProgressBody = z.strictObject({
  progress: z
    .number({ message: 'Progress must be a number' })
    .int('Progress must be a whole number')
    .min(0, 'Progress must be at least 0')
    .max(100, 'Progress must be at most 100'),
});
export type VideoProgressBody = z.infer<typeof videoProgressBody>;

/* ---- Staff: the Content area ------------------------------------------------------------------- */

/** A video as staff manage it: where it comes from, its order and whether it is still offered. */
export const staffVideo = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(VIDEO_CATEGORIES),
  difficulty: z.enum(VIDEO_DIFFICULTIES),
  duration: z.number().int(),
  youtubeId: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  requiredTier: membershipTierField,
  instructor: z.string(),
  lessons: z.number().int(),
  rating: z.number().nullable(),
  publishedDate: z.string(),
  source: z.enum(['youtube', 'upload', 'placeholder']),
  file: z.object({ mime: z.string(), size: z.number().int(), filename: z.string() }).nullable(),
  displayOrder: z.number().int(),
  isDemo: z.boolean(),
  active: z.boolean(),
});
export type StaffVideo = z.infer<typeof staffVideo>;

export const staffVideosResponse = z.object({ videos: z.array(staffVideo) });
export type StaffVideosResponse = z.infer<typeof staffVideosResponse>;
export const staffVideoResponse = z.object({ video: staffVideo });
export type StaffVideoResponse = z.infer<typeof staffVideoResponse>;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const ratingField = z
  .number({ message: 'Rating must be a number' })
  .min(0, 'Rating must be at least 0')
  .max(5, 'Rating must be at most 5')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Rating has one decimal place')
  .nullable();

export const youtubeUrlField = text('YouTube link', { singleLine: true, message: 'YouTube link is required' })
  .trim()
  .min(1, 'YouTube link is required')
  .max(300, 'YouTube link is too long')
  .transform((value, ctx) => {
    const id = parseYoutubeId(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'Paste a YouTube video link' });
      return z.NEVER;
    }
    return id;
  });

const detailsShape = {
  title: requiredText('Title', 120),
  description: requiredText('Description', 2000),
  category: z.enum(VIDEO_CATEGORIES, { message: `Must be one of ${VIDEO_CATEGORIES.join(', ')}` }),
  difficulty: z.enum(VIDEO_DIFFICULTIES, { message: `Must be one of ${VIDEO_DIFFICULTIES.join(', ')}` }),
  durationMinutes: wholeNumber('Duration', 1, 600),
  requiredTier: membershipTierField,
  instructor: requiredText('Instructor', 100),
  lessons: wholeNumber('Lessons', 1, 200).optional(),
  rating: ratingField.optional(),
  /** Defaults to today (London) when left out. */
  publishedDate: isoDate.optional(),
};

/** Adding a YouTube video: its link in any form, and the details the cards show. */
export const videoCreateBody = z.strictObject({ youtubeUrl: youtubeUrlField, ...detailsShape });
export type VideoCreateBody = z.input<typeof videoCreateBody>;
export type VideoCreateInput = z.output<typeof videoCreateBody>;

/** The details that arrive as text fields of a multipart upload, beside the `video` file. */
export const videoUploadFields = z.strictObject({
  ...detailsShape,
  durationMinutes: z.coerce
    .number({ message: 'Duration must be a number' })
    .pipe(wholeNumber('Duration', 1, 600)),
  lessons: z.coerce
    .number({ message: 'Lessons must be a number' })
    .pipe(wholeNumber('Lessons', 1, 200))
    .optional(),
  rating: z
    .union([z.literal('').transform(() => null), z.coerce.number({ message: 'Rating must be a number' })])
    .pipe(ratingField)
    .optional(),
});
export type VideoUploadFields = z.output<typeof videoUploadFields>;
/** The file part's field name in an upload. */
export const VIDEO_UPLOAD_FIELD = 'video';

export const videoPatchBody = z
  .strictObject({
    ...detailsShape,
    title: detailsShape.title.optional(),
    description: detailsShape.description.optional(),
    category: detailsShape.category.optional(),
    difficulty: detailsShape.difficulty.optional(),
    durationMinutes: detailsShape.durationMinutes.optional(),
    requiredTier: detailsShape.requiredTier.optional(),
    instructor: detailsShape.instructor.optional(),
    /** Only for a video that is not an uploaded file. */
    youtubeUrl: youtubeUrlField.optional(),
    /** False retires the video: students no longer see it; staff can restore it. */
    active: z.boolean({ message: 'Active must be true or false' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change', path: ['body'] });
export type VideoPatchBody = z.input<typeof videoPatchBody>;
export type VideoPatchInput = z.output<typeof videoPatchBody>;

/** Every video's id in the new order (retired ones too). */
export const videoOrderBody = z.strictObject({
  ids: z
    .array(uuidParam, { message: 'ids must be a list of video ids' })
    .min(1, 'ids must not be empty')
    .max(1000, 'Too many ids'),
});
export type VideoOrderBody = z.infer<typeof videoOrderBody>;
