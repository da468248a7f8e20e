import { z } from 'zod';
import { optionalText, requiredText, text } from './common';

/** One encoded size of a coach's photo: its address and its pixel size (so the page reserves the space). */
export const coachPhotoSource = z.object({
  format: z.enum(['avif', 'webp']),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type CoachPhotoSource = z.infer<typeof coachPhotoSource>;

/** A coach's photo in every size the server made; the page picks with srcset. */
export const coachPhoto = z.object({ sources: z.array(coachPhotoSource).min(1) });
export type CoachPhoto = z.infer<typeof coachPhoto>;

/** A coach's public profile as the admin edits it (Content ▸ Coach profiles). */
export const adminCoachProfile = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** The public title; null shows the role's label. */
  title: z.string().nullable(),
  bio: z.string().nullable(),
  qualifications: z.array(z.string()),
  phone: z.string().nullable(),
  displayOrder: z.number().int(),
  shown: z.boolean(),
  photo: coachPhoto.nullable(),
});
export type AdminCoachProfile = z.infer<typeof adminCoachProfile>;
export const adminCoachProfilesResponse = z.object({ profiles: z.array(adminCoachProfile) });
export const adminCoachProfileResponse = z.object({ profile: adminCoachProfile });

const qualification = requiredText('Each qualification', 120, { singleLine: true });

/** Any of a profile's fields; what is left out stays as it is. */
export const coachProfilePatchBody = z.strictObject({
  title: optionalText('Title', 80, { singleLine: true }),
  bio: optionalText('Biography', 2000),
  qualifications: z.array(qualification).max(20, 'At most 20 qualifications').optional(),
  phone: optionalText('Phone', 30, { singleLine: true }).refine(
    (value) => value == null || /^\+?[0-9 ()-]{7,30}$/.test(value),
    'Phone must be a phone number',
  ),
  displayOrder: z
    .number({ message: 'Display order must be a whole number' })
    .int('Display order must be a whole number')
    .min(0, 'Display order must be 0 or more')
    .max(9999, 'Display order must be at most 9999')
    .optional(),
  shown: z.boolean({ message: 'Shown must be true or false' }).optional(),
});
export type CoachProfilePatch = z.input<typeof coachProfilePatchBody>;
/** A patch as the route has checked it (blank text made null). */
export type CoachProfileChanges = z.output<typeof coachProfilePatchBody>;

/** The name of a stored photo file in its public address: `<uuid>.<avif|webp>`. */
export const coachPhotoFileParams = z.strictObject({
  file: text('File', { singleLine: true }).regex(/^[0-9a-f-]{36}\.(avif|webp)$/, 'Unknown photo'),
});

/** A coach as the public coaches page shows them: only shown profiles, in the academy's order. */
export const publicCoachProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  title: z.string(),
  bio: z.string().nullable(),
  qualifications: z.array(z.string()),
  phone: z.string().nullable(),
  photo: coachPhoto.nullable(),
});
export type PublicCoachProfile = z.infer<typeof publicCoachProfile>;
