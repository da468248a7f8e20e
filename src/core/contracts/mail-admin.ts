import { z } from 'zod';

/* ------------------------------------------------------------------------------------------------
 * E-mail the academy could not deliver, for administrators to see and send again.
 * ---------------------------------------------------------------------------------------------- */

export const undeliveredMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** failed: the mail server refused it, or kept failing for a day; expired: its link ran out first. */
  status: z.enum(['failed', 'expired']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** False once what it carries has stopped working: a new link has to be asked for instead. */
  resendable: z.boolean(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMail>;

export const undeliveredMailResponse = z.object({ success: z.literal(true), mail: z.array(undeliveredMail) });
export type UndeliveredMailResponse = z.infer<typeof undeliveredMailResponse>;

export const resendMailResponse = z.object({ success: z.literal(true), message: z.string() });
export type ResendMailResponse = z.infer<typeof resendMailResponse>;

export const MAIL_RESENT = 'The e-mail is queued and will be sent again in a moment.';
