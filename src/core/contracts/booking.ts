import { z } from 'zod';

/** A membership as the booking provider describes it (public-site §3), plus where to buy it. */
export const membershipRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  first_price: z.union([z.number(), z.string()]).nullable(),
  recurring_price: z.union([z.number(), z.string()]).nullable(),
  limit: z.union([z.number(), z.string()]).nullable(),
  duration_type: z.string(),
  description: z.string().nullable(),
  picture_path: z.string().nullable(),
  /** Where the visitor completes the purchase (opens in a new tab). */
  purchase_url: z.string(),
});
export type MembershipRecord = z.infer<typeof membershipRecord>;

export const membershipsResponse = z.object({
  success: z.boolean(),
  data: z.array(membershipRecord).optional(),
  error: z.string().optional(),
});
export type MembershipsResponse = z.infer<typeof membershipsResponse>;
