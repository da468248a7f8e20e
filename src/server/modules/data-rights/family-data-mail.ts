import { academy } from '@/core/content/academy';
import type { MailMessage } from '../../mail/mailer';

const SIGN_OFF = ['', `${academy.name} · ${academy.phone.display}`];

/** The page that confirms a deletion asked by a student, a guardian for a child, or a guardian for the family. */
export function deletionLink(appUrl: string, token: string): string {
  return `${appUrl}/account-deletion?token=${encodeURIComponent(token)}`;
}

/** The link that confirms a guardian's request to delete their family account, with what it will do. */
export function familyDeletionLinkMail(input: {
  to: string;
  name: string;
  link: string;
  deleted: string[];
  kept: string[];
  expiresAt: Date;
}): MailMessage {
  const lines = [
    `Hello ${input.name},`,
    '',
    `We have been asked to delete your ${academy.name} family account.`,
    ...(input.deleted.length > 0
      ? [`These children's accounts will be deleted with it, for good: ${input.deleted.join(', ')}.`]
      : []),
    ...(input.kept.length > 0
      ? [`These children stay with their other parent or guardian: ${input.kept.join(', ')}.`]
      : []),
    'Nothing has been deleted yet. To confirm, open this link within 24 hours:',
    '',
    input.link,
    '',
    'If you did not ask for this, ignore this e-mail and nothing will change.',
    ...SIGN_OFF,
  ];
  return {
    to: input.to,
    subject: `Confirm the deletion of your ${academy.name} family account`,
    text: lines.join('\n'),
    expiresAt: input.expiresAt,
  };
}

/** Tells a child's other guardian what was done: the child's account deleted, or the child kept with them. */
export function otherGuardianMail(input: {
  to: string;
  name: string;
  child: string;
  by: string;
  outcome: 'child_deleted' | 'kept_with_you';
}): MailMessage {
  const body =
    input.outcome === 'child_deleted'
      ? [
          `At the request of ${input.by}, ${input.child}'s ${academy.name} account has been deleted, with`,
          'their messages, progress, badges, photos and videos.',
        ]
      : [
          `${input.by} has deleted their ${academy.name} family account. ${input.child} stays at the academy`,
          `with you as their parent or guardian; nothing in ${input.child}'s account has changed.`,
        ];
  return {
    to: input.to,
    subject:
      input.outcome === 'child_deleted'
        ? `${input.child}'s ${academy.name} account has been deleted`
        : `${input.by} has left ${input.child}'s ${academy.name} family account`,
    text: [`Hello ${input.name},`, '', ...body, '', `Questions: ${academy.email}`, ...SIGN_OFF].join('\n'),
  };
}
