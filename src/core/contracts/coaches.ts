import { z } from 'zod';
import { staffRole } from './auth';

/** A coach as the public site and registration see them (public-site §3; snake_case as the spec shows). */
export const publicCoach = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image_url: z.string().nullable(),
  role: staffRole,
  bio: z.string().nullable(),
  other_certifications: z.array(z.string()),
  phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  specializations: z.array(z.string()),
});
export type PublicCoach = z.infer<typeof publicCoach>;
export const publicCoachList = z.array(publicCoach);
