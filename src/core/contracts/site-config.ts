import { z } from 'zod';

/**
 * Run-time settings the public pages need (third-party embeds are optional and off by default).
 * The server writes them into each page as a JSON data block; the browser reads them after hydration.
 */
export const siteConfig = z.object({
  /** The booking provider's scheduling widget; null → our own booking widget or the call-direct panel. */
  bookingWidget: z
    .object({
      scriptUrl: z.string(),
      companyUrl: z.string(),
    })
    .nullable(),
  /** The lead-capture provider's waiting-list form; null → our own waiting-list form. */
  leadForm: z
    .object({
      scriptUrl: z.string(),
      formUrl: z.string(),
    })
    .nullable(),
  /** Background video of the landing intro page; null → the fallback banner image. */
  introVideoUrl: z.string().nullable(),
  /** Advertising pixel id for the purchase event on /payment-success; null → off. */
  adPixelId: z.string().nullable(),
  /** Memberships (the squad among them) are bought online on the Membership page; false → call or e-mail. */
  membershipsOnline: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

export const SITE_CONFIG_ELEMENT_ID = 'site-config';
