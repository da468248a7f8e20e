import { z } from 'zod';
import { campDay } from './camp-days';
import { publicCoachProfile } from './coach-profiles';
import { publicTestimonial, TESTIMONIAL_PAGES } from './testimonials';

/**
 * What the public pages show that staff edit, as the server renders it into a page and writes it beside
 * the HTML (a JSON data block) for the browser's render to agree with.
 */
export const publicContent = z.object({
  coaches: z.array(publicCoachProfile),
  campDays: z.array(campDay),
  /**
   * The shown quotes of each page the academy keeps testimonials for; a page left out has none kept
   * (shown or hidden) and shows its content file's.
   */
  testimonials: z.partialRecord(z.enum(TESTIMONIAL_PAGES), z.array(publicTestimonial)),
});
export type PublicContent = z.infer<typeof publicContent>;
