import type { PublicContent } from '../contracts/public-content';

/** Where the server writes the content staff edit in a page (a JSON data block, not a script). */
export const CONTENT_ELEMENT_ID = 'public-content';

/**
 * The content read back from a page; null when absent or not the shape the server writes (the page then
 * shows its own). The block is the server's own output, so a light check of its shape is enough here, and
 * keeps the schema library out of the public pages' first script.
 */
export function parsePublicContent(text: string | null | undefined): PublicContent | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PublicContent> | null;
    if (!value || !Array.isArray(value.coaches) || !Array.isArray(value.campDays)) return null;
    if (typeof value.testimonials !== 'object' || value.testimonials === null) return null;
    return value as PublicContent;
  } catch {
    return null;
  }
}
