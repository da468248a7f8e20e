import { z } from 'zod';
import { actingStudentQuery } from './family';

/** Which form of a stored video a route sends: the converted MP4 (full or phone), its poster or storyboard. */
export const videoVariantSchema = z.enum(['full', 'phone', 'poster', 'storyboard']);
export type VideoVariant = z.infer<typeof videoVariantSchema>;

export const videoVariantQuery = z.strictObject({ variant: videoVariantSchema.default('full') });
export const actingStudentVideoQuery = actingStudentQuery.extend({
  variant: videoVariantSchema.default('full'),
});
