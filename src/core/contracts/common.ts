import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/contact-rules';
import { isCleanText, isSingleLine } from '../rules/text-rules';

/** Every error the API returns: a message for people and, for bad input, the fields at fault. */
export const errorResponse = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });

export const uuidParam = z.uuid({ message: 'Must be a valid id' });

/*
 * Path parameters. The record a path is about is always `{id}` (`/api/students/{id}/assignments`, never
 * `{studentId}`, though the spec's tables write it so in places: the URL is the same); a second record in
 * the same path is named after its kind (`{timeOffId}`, `{itemId}`).
 * Each path schema is declared once here, so a rename or a new error message reaches every route.
 * They are strict: a path carries only the parameters its route declares, so this refuses nothing.
 */

/** `{id}` of a path whose record is known by a UUID (a video, a message, a drill assignment...). */
export const idParams = z.strictObject({ id: uuidParam });
/** `{id}` of `/api/students/{id}/...` and `/api/admin/students/{id}`: a student's UUID. */
export const studentIdParams = z.strictObject({ id: uuidParam });
/** `{id}` of `/api/coaches/{id}/...`: a member of staff's UUID (a coach, or an admin naming themselves). */
export const coachIdParams = z.strictObject({ id: uuidParam });

export { isCleanText } from '../rules/text-rules';

const PRIMITIVE = 'text';

/** Whether a zod check is the one the text primitive adds (how the contract test recognises it). */
export function isTextPrimitiveCheck(check: unknown): boolean {
  const def = (check as { _zod?: { def?: { params?: { primitive?: string } } } })._zod?.def;
  return def?.params?.primitive === PRIMITIVE;
}

/**
 * The one text primitive: every string a request carries is built from it (or has a format such as
 * uuid or e-mail that refuses such text anyway). It refuses control characters other than tab, CR and LF,
 * and lone surrogates, with a 400 naming the field. `singleLine` refuses line breaks too (names, e-mail
 * addresses, phone numbers). Chain `.trim()`, `.min()`, `.max()` and the rest after it.
 */
export function text(label = 'This field', options: { singleLine?: boolean; message?: string } = {}) {
  const base = z
    .string(options.message === undefined ? undefined : { message: options.message })
    .refine(isCleanText, {
      message: `${label} must not contain control characters`,
      params: { primitive: PRIMITIVE },
    });
  return options.singleLine
    ? // Line breaks at either end go with the trimming; only those inside the text are refused.
      base.refine(isSingleLine, { message: `${label} must be on one line` })
    : base;
}

/** Trimmed non-empty text with a maximum length; `singleLine` for names and other short fields. */
export const requiredText = (label: string, max = 100, options: { singleLine?: boolean } = {}) =>
  text(label, { ...options, message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: trimmed, at most `max` characters; blank means "none" and is stored as null. */
export const optionalText = (label: string, max: number, options: { singleLine?: boolean } = {}) =>
  text(label, { ...options, message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const emailField = text('Email', { singleLine: true, message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: 'Enter a valid email address' }));

/** The error answers a route documents, e.g. `...errorResponses(400, 401, 403, 404)`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponse])) as Record<S, typeof errorResponse>;
}

/**
 * The optional Idempotency-Key of a create request: the same key again answers what the first request
 * made, so a retry after a lost answer never creates twice.
 */
export const idempotencyHeaders = z.object({
  'idempotency-key': text('Idempotency-Key', { singleLine: true })
    .min(8, 'Idempotency-Key must be 8 to 200 characters')
    .max(200, 'Idempotency-Key must be 8 to 200 characters')
    .optional(),
});
