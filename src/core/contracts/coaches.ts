import { z } from 'zod';

/** A coach as the public site and registration see them (public-site §3; snake_case as the spec shows). */
export const publicCoach = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image_url: z.string().nullable(),
  /** A display title ('Head Coach & Founder'), the role's label when the academy has set none. */
  role: z.string(),
  bio: z.string().nullable(),
  other_certifications: z.array(z.string()),
  phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  specializations: z.array(z.string()),
});
export type PublicCoach = z.infer<typeof publicCoach>;
export const publicCoachList = z.array(publicCoach);
