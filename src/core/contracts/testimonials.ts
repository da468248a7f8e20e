import { z } from 'zod';
import { requiredText } from './common';

/** The public pages that show testimonials, each its own list. */
export const TESTIMONIAL_PAGES = [
  'home',
  'junior-lessons',
  'adult-lessons',
  'development-squad',
  'camps',
] as const;
export type TestimonialPage = (typeof TESTIMONIAL_PAGES)[number];
export const TESTIMONIAL_PAGE_LABELS: Record<TestimonialPage, string> = {
  home: 'Home',
  'junior-lessons': 'Junior Lessons',
  'adult-lessons': 'Adult Lessons',
  'development-squad': 'Development Squad',
  camps: 'Camps',
};

/** A quote as a page shows it. */
export const publicTestimonial = z.object({ quote: z.string(), name: z.string(), role: z.string() });
export type PublicTestimonial = z.infer<typeof publicTestimonial>;

export const adminTestimonial = publicTestimonial.extend({
  id: z.uuid(),
  page: z.enum(TESTIMONIAL_PAGES),
  displayOrder: z.number().int(),
  shown: z.boolean(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonial>;
export const adminTestimonialsResponse = z.object({ testimonials: z.array(adminTestimonial) });
export const adminTestimonialResponse = z.object({ testimonial: adminTestimonial });

const fields = {
  page: z.enum(TESTIMONIAL_PAGES, { message: 'Choose the page it appears on' }),
  quote: requiredText('Quote', 600),
  name: requiredText('Name', 80, { singleLine: true }),
  role: requiredText('Who they are', 120, { singleLine: true }),
  displayOrder: z
    .number({ message: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(9999, 'Order must be at most 9999'),
  shown: z.boolean({ message: 'Shown must be true or false' }),
};

export const testimonialCreateBody = z.strictObject({
  ...fields,
  displayOrder: fields.displayOrder.optional(),
  shown: fields.shown.optional(),
});
export type TestimonialCreateBody = z.input<typeof testimonialCreateBody>;
export type TestimonialCreate = z.output<typeof testimonialCreateBody>;
export const testimonialPatchBody = z.strictObject(fields).partial();
export type TestimonialPatchBody = z.input<typeof testimonialPatchBody>;
export type TestimonialChanges = z.output<typeof testimonialPatchBody>;
