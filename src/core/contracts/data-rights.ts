import { z } from 'zod';
import { text } from './common';

/**
 * Asking for an account to be deleted. The student confirms with their password; an admin acting on a
 * guardian's request sends no password. Either way the deletion waits for the e-mailed link.
 */
export const requestDeletionBody = z.strictObject({
  password: text('Password')
    .min(1, 'Enter your password to confirm')
    .max(1024, 'Password is too long')
    .optional(),
});
export type RequestDeletionBody = z.infer<typeof requestDeletionBody>;

export const confirmDeletionBody = z.strictObject({
  token: text('Token', { singleLine: true, message: 'The link is missing its token' })
    .min(1, 'The link is missing its token')
    .max(200, 'The link is not valid'),
});
export type ConfirmDeletionBody = z.infer<typeof confirmDeletionBody>;

/** Each time a member of staff was shown the student's medical, emergency or guardian details. */
export const accessLogResponse = z.object({
  entries: z.array(
    z.object({
      staffId: z.uuid().nullable(),
      /** Null once the staff account itself has been removed. */
      staffName: z.string().nullable(),
      route: z.string(),
      accessedAt: z.iso.datetime(),
    }),
  ),
});
export type AccessLogResponse = z.infer<typeof accessLogResponse>;

/**
 * A guardian asks to delete their family account, saying for each child whether their account is deleted
 * too or kept with their other guardian. Every child must be named; the server checks who may be kept.
 */
export const familyDeletionBody = z.strictObject({
  children: z
    .array(
      z.strictObject({
        id: z.uuid({ message: 'Choose a child' }),
        action: z.enum(['delete', 'keep'], { message: 'Choose to delete or keep this child’s account' }),
      }),
    )
    .max(20, 'Too many children'),
});
export type FamilyDeletionBody = z.infer<typeof familyDeletionBody>;
