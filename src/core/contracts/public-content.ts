import { z } from 'zod';
import { campDay } from './camp-days';
import { publicCoachProfile } from './coach-profiles';

/**
 * What the public pages show that staff edit, as the server renders it into a page and writes it beside
 * the HTML (a JSON data block) for the browser's render to agree with.
 */
export const publicContent = z.object({
  coaches: z.array(publicCoachProfile),
  campDays: z.array(campDay),
});
export type PublicContent = z.infer<typeof publicContent>;
