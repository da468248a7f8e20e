import { type CoachMessage, messageAttachmentUrl, type StaffInboxMessage } from '@/core/contracts/messages';
import type { VoiceOver } from '@/core/contracts/voice-overs';
import { INBOX_PROGRESS, staffMessageStatus, studentMessageStatus } from '@/core/rules/message-status';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import type { RenditionRow } from '../video-conversion/video-renditions.repository';
import type { InboxRow, MessageWithCoach } from './messages.repository';

/** A message for the student portal: each field picked, files only as authorised addresses. */
export function presentMessage(
  { message, coach }: MessageWithCoach,
  renditions?: Map<string, RenditionRow>,
  voiceOvers: VoiceOver[] = [],
): CoachMessage {
  const playback = (key: string | null, kind: 'video' | 'coach-video') =>
    key && renditions
      ? videoPlayback(messageAttachmentUrl(message.id, kind), renditions.get(key))
      : undefined;
  const videoPlaybackOf = playback(message.videoKey, 'video');
  const coachVideoPlaybackOf = playback(message.coachVideoKey, 'coach-video');
  return {
    id: message.id,
    studentId: message.studentId,
    coachId: message.coachId,
    subject: message.subject,
    message: message.message,
    type: message.type,
    status: studentMessageStatus(message.status),
    created_at: message.createdAt.toISOString(),
    answered_at: message.answeredAt?.toISOString() ?? null,
    coach_response: message.coachResponse,
    coach_video_url: message.coachVideoKey ? messageAttachmentUrl(message.id, 'coach-video') : null,
    video_url: message.videoKey ? messageAttachmentUrl(message.id, 'video') : null,
    image_url: message.imageKey ? messageAttachmentUrl(message.id, 'image') : null,
    ...(videoPlaybackOf && { video_playback: videoPlaybackOf }),
    ...(coachVideoPlaybackOf && { coach_video_playback: coachVideoPlaybackOf }),
    voiceOvers,
    read_by_student: message.readByStudent,
    coach: coach
      ? {
          id: coach.id,
          first_name: coach.firstName,
          last_name: coach.lastName,
          profile_image_url: coach.avatarUrl,
        }
      : null,
  };
}

/** A line of the staff inbox: no guardian, medical or attachment details. */
export function presentInboxMessage(
  { message, student, coach }: InboxRow,
  renditions?: Map<string, RenditionRow>,
  voiceOvers: VoiceOver[] = [],
): StaffInboxMessage {
  const playback = (key: string | null, kind: 'video' | 'coach-video') =>
    key && renditions
      ? videoPlayback(messageAttachmentUrl(message.id, kind), renditions.get(key))
      : undefined;
  const videoPlaybackOf = playback(message.videoKey, 'video');
  const coachVideoPlaybackOf = playback(message.coachVideoKey, 'coach-video');
  return {
    id: message.id,
    subject: message.subject,
    message: message.message,
    type: message.type,
    status: staffMessageStatus(message.status),
    progress: INBOX_PROGRESS[staffMessageStatus(message.status)],
    coachResponse: message.coachResponse,
    answeredAt: message.answeredAt?.toISOString() ?? null,
    videoUrl: message.videoKey ? messageAttachmentUrl(message.id, 'video') : null,
    imageUrl: message.imageKey ? messageAttachmentUrl(message.id, 'image') : null,
    coachVideoUrl: message.coachVideoKey ? messageAttachmentUrl(message.id, 'coach-video') : null,
    ...(videoPlaybackOf && { videoPlayback: videoPlaybackOf }),
    ...(coachVideoPlaybackOf && { coachVideoPlayback: coachVideoPlaybackOf }),
    voiceOvers,
    createdAt: message.createdAt.toISOString(),
    unread: message.readByCoachAt === null,
    student: {
      id: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      membershipTier: student.membershipTier,
    },
    coach: coach ? { firstName: coach.firstName, lastName: coach.lastName } : null,
  };
}
