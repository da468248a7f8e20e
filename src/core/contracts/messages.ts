import { z } from 'zod';
import { membershipTier } from './auth';
import { requiredText, uuidParam } from './common';

export const MESSAGE_TYPES = ['question', 'feedback', 'monthly_review'] as const;
export const MESSAGE_STATUSES = ['pending', 'answered', 'closed'] as const;
export const messageType = z.enum(MESSAGE_TYPES);
export const messageStatus = z.enum(MESSAGE_STATUSES);
export type MessageType = z.infer<typeof messageType>;
export type MessageStatus = z.infer<typeof messageStatus>;

/** The attachments a message can carry; each is served by its own authorised address. */
export const ATTACHMENT_KINDS = ['video', 'image', 'coach-video'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The coach object on a message (student-portal §3; snake_case as the spec shows it). */
export const messageCoach = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image_url: z.string().nullable(),
});

/** A message as the student portal sees it (student-portal §3). Attachment URLs point at authorised routes. */
export const coachMessage = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  coachId: z.uuid().nullable(),
  subject: z.string(),
  message: z.string(),
  type: messageType,
  status: messageStatus,
  created_at: z.string(),
  answered_at: z.string().nullable(),
  coach_response: z.string().nullable(),
  coach_video_url: z.string().nullable(),
  video_url: z.string().nullable(),
  image_url: z.string().nullable(),
  read_by_student: z.boolean(),
  coach: messageCoach.nullable(),
});
export type CoachMessage = z.infer<typeof coachMessage>;

export const studentIdParams = z.object({ id: uuidParam });
export const messageIdParams = z.object({ id: uuidParam });
export const attachmentParams = z.object({ id: uuidParam, kind: z.enum(ATTACHMENT_KINDS) });

/** GET /api/students/{id}/messages: newest first. */
export const studentMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(coachMessage),
  /** True when the student is under 18: every message is copied to the guardian on their profile. */
  guardianCopy: z.boolean(),
});
export type StudentMessagesResponse = z.infer<typeof studentMessagesResponse>;

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_TEXT_MAX = 5000;

/** The text fields of POST /api/messages (multipart); the optional `video` and `image` files come beside them. */
export const sendMessageFields = z
  .object({
    studentId: uuidParam,
    coachId: uuidParam,
    subject: requiredText('Subject', MESSAGE_SUBJECT_MAX),
    message: requiredText('Message', MESSAGE_TEXT_MAX),
    type: messageType.default('question'),
  })
  .strict();
export type SendMessageFields = z.infer<typeof sendMessageFields>;

export const sendMessageResponse = z.object({ success: z.literal(true), message: coachMessage });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/** PATCH /api/messages/{id}/read */
export const markReadBody = z.object({ readBy: z.literal('student') }).strict();
export const markReadResponse = z.object({ success: z.literal(true) });

/** A message in the staff inbox (staff-portal §3, camelCase as the spec shows it). */
export const staffInboxMessage = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  type: messageType,
  status: messageStatus,
  createdAt: z.string(),
  /** Not yet opened by a coach. */
  unread: z.boolean(),
  student: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    membershipTier,
  }),
  coach: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type StaffInboxMessage = z.infer<typeof staffInboxMessage>;

/** GET /api/staff/messages: a coach's assigned students' messages, or every message for an admin; newest first. */
export const staffMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(staffInboxMessage),
});
export type StaffMessagesResponse = z.infer<typeof staffMessagesResponse>;

/** Where a message's attachment is served (only to the student, their coaches and admins). */
export const messageAttachmentUrl = (messageId: string, kind: AttachmentKind) =>
  `/api/messages/${messageId}/attachments/${kind}`;
