import { academy } from '@/core/content/academy';
import type { MessageType } from '@/core/contracts/messages';
import { londonDate } from '@/core/rules/london-time';
import type { MailMessage } from '../../mail/mailer';

/** Under 18 on today's date in London; a student without a date of birth is treated as an adult. */
export function isUnder18(dateOfBirth: string | null, now: Date): boolean {
  if (!dateOfBirth) return false;
  const today = londonDate(now);
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const eighteenth = `${String(y + 18).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  // A 29 February birthday reaches 18 on 1 March in a common year; comparing strings handles that.
  return today < eighteenth;
}

const TYPE_LABELS: Record<MessageType, string> = {
  question: 'Question',
  feedback: 'Feedback',
  monthly_review: 'Monthly review',
};

const sentAt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * The guardian's copy of a message between a coach and a junior (safeguarding: such messages are never
 * private). Files are not attached: the guardian is told they are in the portal.
 */
export function guardianCopyMail(input: {
  guardianEmail: string;
  guardianName: string | null;
  from: string;
  to: string;
  studentFirstName: string;
  subject: string;
  message: string;
  type: MessageType;
  attachments: string[];
  sentAt: Date;
  appUrl: string;
}): MailMessage {
  const attachmentNote =
    input.attachments.length > 0
      ? `Attachments: ${input.attachments.join(' and ')}. Attachments are not sent by e-mail; they can be seen in the student portal: ${input.appUrl}/student-portal?tab=coaching`
      : 'Attachments: none. Any attachment would be in the student portal, never in this e-mail.';
  return {
    to: input.guardianEmail,
    subject: `Copy of a message from ${input.from} to ${input.to}: ${input.subject}`,
    text: [
      `Hello${input.guardianName ? ` ${input.guardianName}` : ''},`,
      '',
      `${input.from} wrote to ${input.to} in the ${academy.name} student portal on ${sentAt.format(input.sentAt)}.`,
      `Every message between a coach and a student under 18 is copied to the parent or guardian on the student's profile, so you can see what ${input.studentFirstName} and their coach say to each other.`,
      '',
      `Subject: ${input.subject}`,
      `Type: ${TYPE_LABELS[input.type]}`,
      '',
      'Message:',
      input.message,
      '',
      attachmentNote,
      '',
      `If anything in this message worries you, please contact the academy at ${academy.email} or on ${academy.phone.display}.`,
      '',
      academy.name,
    ].join('\n'),
  };
}
