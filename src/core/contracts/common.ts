import { z } from 'zod';

/** Every error the API returns: a message for people and, for bad input, the fields at fault. */
export const errorResponse = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });

export const uuidParam = z.uuid({ message: 'Must be a valid id' });

/** Trimmed non-empty text with a maximum length, for names and short fields. */
export const requiredText = (label: string, max = 100) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailField = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Enter a valid email address' }));

/** The error answers a route documents, e.g. `...errorResponses(400, 401, 403, 404)`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponse])) as Record<S, typeof errorResponse>;
}

/**
 * The optional Idempotency-Key of a create request: the same key again answers what the first request
 * made, so a retry after a lost answer never creates twice.
 */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, 'Idempotency-Key must be 8 to 200 characters')
    .max(200, 'Idempotency-Key must be 8 to 200 characters')
    .optional(),
});
