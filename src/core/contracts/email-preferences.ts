import { z } from 'zod';

/** How a coach hears of students' messages. */
export const messageEmails = z.enum(['instant', 'daily', 'off'], {
  message: 'Choose at once, a daily digest or no e-mails',
});
export type MessageEmails = z.infer<typeof messageEmails>;

/** A member of staff's own e-mail settings; `purchaseRequests` only means something for an admin. */
export const staffEmailPreferences = z.object({
  studentMessages: messageEmails,
  purchaseRequests: z.boolean(),
  admin: z.boolean(),
});
export type StaffEmailPreferences = z.infer<typeof staffEmailPreferences>;

export const staffEmailPreferencesBody = z.strictObject({
  studentMessages: messageEmails.optional(),
  purchaseRequests: z.boolean({ message: 'Choose on or off' }).optional(),
});
export type StaffEmailPreferencesBody = z.infer<typeof staffEmailPreferencesBody>;

/** A student's, or a guardian's own, e-mail setting: news of the coach's replies and reviews. */
export const portalEmailPreferences = z.object({ coachFeedback: z.boolean() });
export type PortalEmailPreferences = z.infer<typeof portalEmailPreferences>;
export const portalEmailPreferencesBody = z.strictObject({
  coachFeedback: z.boolean({ message: 'Choose on or off' }),
});
export type PortalEmailPreferencesBody = z.infer<typeof portalEmailPreferencesBody>;

/** The kinds of e-mail an unsubscribe link can stop. */
export const emailTopic = z.enum(['student_messages', 'coach_feedback', 'purchase_requests']);
export type EmailTopic = z.infer<typeof emailTopic>;

/** An e-mail's unsubscribe link: its token travels in the query, as mail clients' one-click POST sends it. */
export const unsubscribeQuery = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is not valid'),
});

/**
 * The one-click POST's body as mail clients send it (a form), or nothing (the page's button). Fastify hands
 * a request without a body to validation as null, so nothing means null as well as undefined.
 */
export const unsubscribeBody = z
  .union([z.literal('List-Unsubscribe=One-Click'), z.strictObject({})], {
    message: 'Send List-Unsubscribe=One-Click, or nothing',
  })
  .nullish();

export const unsubscribeView = z.object({
  topic: emailTopic,
  /** What these e-mails are, in words: 'e-mails when a student sends you a message'. */
  description: z.string(),
  /** Whether they are already stopped. */
  stopped: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof unsubscribeView>;

export const TOPIC_WORDS: Record<EmailTopic, string> = {
  student_messages: 'e-mails when a student sends you a message',
  coach_feedback: 'e-mails when a coach replies, reviews a drill or verifies a round',
  purchase_requests: 'e-mails when a download purchase request is waiting',
};
