import { z } from 'zod';
import { INBOX_PROGRESS, STAFF_MESSAGE_STATUSES, STUDENT_MESSAGE_STATUSES } from '../rules/message-status';
import { membershipTier } from './auth';
import { requiredText, uuidParam } from './common';
import { videoPlaybackSchema } from './video-playback';
import { voiceOversSchema } from './voice-overs';

export const MESSAGE_TYPES = ['question', 'feedback', 'monthly_review'] as const;
/** The student portal's words for a message's status (the server's finer model: rules/message-status.ts). */
export const MESSAGE_STATUSES = STUDENT_MESSAGE_STATUSES;
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
  /** How the student's video and the coach's reply video play (converted or not yet), where there is one. */
  video_playback: videoPlaybackSchema.optional(),
  coach_video_playback: videoPlaybackSchema.optional(),
  /** The coach's voice-overs sent with the reply, oldest first: a reply may carry several coach videos. */
  voiceOvers: voiceOversSchema.optional(),
  read_by_student: z.boolean(),
  coach: messageCoach.nullable(),
});
export type CoachMessage = z.infer<typeof coachMessage>;

export const attachmentParams = z.object({ id: uuidParam, kind: z.enum(ATTACHMENT_KINDS) });

/** GET /api/students/{id}/messages: newest first. */
export const studentMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(coachMessage),
  /** True when the student is under 18: every message is copied to the guardian on their profile. */
  guardianCopy: z.boolean(),
  /** Why a new message would be refused now (a junior with no guardian yet), or null when it may be sent. */
  sendRefusal: z.string().nullable(),
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
export const staffMessageStatus = z.enum(STAFF_MESSAGE_STATUSES);
export type StaffMessageStatus = z.infer<typeof staffMessageStatus>;

export const staffInboxMessage = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  type: messageType,
  status: staffMessageStatus,
  /** The card's bar: 25, 50 or 100 (staff-portal §9). */
  progress: z.number().int(),
  coachResponse: z.string().nullable(),
  answeredAt: z.string().nullable(),
  videoUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  coachVideoUrl: z.string().nullable(),
  /** How the student's video and the reply video play (converted or not yet), where there is one. */
  videoPlayback: videoPlaybackSchema.optional(),
  coachVideoPlayback: videoPlaybackSchema.optional(),
  /** The coach's voice-overs sent with the reply, oldest first. */
  voiceOvers: voiceOversSchema.optional(),
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

export { INBOX_PROGRESS };

/** GET /api/coaches/{id}/messages: the inbox and its stat cards. */
export const coachInboxResponse = z.object({
  success: z.literal(true),
  messages: z.array(staffInboxMessage),
  stats: z.object({
    pending: z.number().int(),
    inProgress: z.number().int(),
    resolved: z.number().int(),
    total: z.number().int(),
    unread: z.number().int(),
  }),
});
export type CoachInboxResponse = z.infer<typeof coachInboxResponse>;

export const REPLY_TEXT_MAX = 5000;
/** POST /api/messages/{id}/reply (multipart): the reply's text, beside an optional `video` file. */
export const replyFields = z.strictObject({ response: requiredText('Reply', REPLY_TEXT_MAX) });
export const replyResponse = z.object({ success: z.literal(true), message: staffInboxMessage });

/** PATCH /api/messages/{id}/status: a coach picks a message up or resolves it. */
export const updateMessageStatusBody = z.strictObject({
  status: z.enum(['in_progress', 'resolved'], { message: 'Must be in_progress or resolved' }),
});
export const updateMessageStatusResponse = replyResponse;
