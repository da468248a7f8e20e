import { z } from 'zod';
import { text } from './common';

/** POST /api/portal/confirm-email: the token from the e-mailed link. */
export const confirmEmailBody = z.strictObject({
  token: text('Token', { singleLine: true, message: 'The link is missing its token' })
    .min(1, 'The link is missing its token')
    .max(200, 'The link is not valid'),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

/** What an unconfirmed student is refused, in the words the portal shows. */
export const UNCONFIRMED_REFUSAL = {
  messages: 'Confirm your e-mail address to send messages',
  uploads: 'Confirm your e-mail address to upload files',
} as const;
export type UnconfirmedAction = keyof typeof UNCONFIRMED_REFUSAL;

export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is invalid or has expired. Sign in to the Student Portal to get a new one.';
export const ALREADY_CONFIRMED = 'Your e-mail address is already confirmed';
