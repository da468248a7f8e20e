import type { MessageStatus, MessageType } from '@/core/contracts/messages';
import type { BadgeTone } from '@/web/components/ui/badge';

export const TYPE_LABELS: Record<MessageType, string> = {
  question: 'Question',
  feedback: 'Feedback',
  monthly_review: 'Monthly Review',
};

export const STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'Pending',
  answered: 'Answered',
  closed: 'Closed',
};

export const STATUS_TONES: Record<MessageStatus, BadgeTone> = {
  pending: 'warning',
  answered: 'success',
  closed: 'neutral',
};

export const coachName = (coach: { first_name: string; last_name: string } | null) =>
  coach ? `${coach.first_name} ${coach.last_name}` : 'Academy coach';
