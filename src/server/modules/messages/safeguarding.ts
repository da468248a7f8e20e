import { academy } from '@/core/content/academy';
import type { MessageType } from '@/core/contracts/messages';
import { treatedAsJunior } from '@/core/rules/age-rules';
import { londonDate } from '@/core/rules/london-time';
import type { DbOrTx } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import { familiesRepository } from '../families/families.repository';

/**
 * A junior for messaging: under 18 on today's date in London, or of unknown age. Safeguarding fails
 * closed: a student whose date of birth was never recorded is treated as a junior.
 */
export function juniorOn(dateOfBirth: string | null, now: Date): boolean {
  return treatedAsJunior(dateOfBirth, londonDate(now));
}

export const GUARDIAN_REQUIRED =
  'Messages between a coach and a junior are always copied to a parent or guardian, and no guardian has joined your account yet. Ask your parent or guardian to accept the invitation we e-mailed them, or ask the academy to add one.';

/** Who receives the copies of a junior's messages. */
export interface CopyRecipient {
  email: string;
  name: string | null;
}

/**
 * Every guardian linked to the student; without any, the parent or guardian an admin recorded on the
 * profile (accounts from before family accounts). Empty when there is no one: the junior may not write.
 */
export async function copyRecipients(
  db: DbOrTx,
  student: { id: string; guardianEmail: string | null; guardianName: string | null },
): Promise<CopyRecipient[]> {
  const linked = await familiesRepository(db).guardiansOf([student.id]);
  if (linked.length > 0) {
    return linked.map(({ guardian }) => ({
      email: guardian.email,
      name: guardian.firstName,
    }));
  }
  return student.guardianEmail ? [{ email: student.guardianEmail, name: student.guardianName }] : [];
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
