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

/** Where the server writes it in a page. */
export const CONTENT_ELEMENT_ID = 'public-content';

/** The content read back from a page; null when absent or malformed (the page then shows its own). */
export function parsePublicContent(text: string | null | undefined): PublicContent | null {
  if (!text) return null;
  try {
    const parsed = publicContent.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
