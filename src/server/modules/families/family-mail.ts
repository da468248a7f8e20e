import { academy } from '@/core/content/academy';
import type { MailMessage } from '../../mail/mailer';
import type { InvitationKind } from './families.repository';

const SIGN_OFF = ['', `${academy.name} · ${academy.phone.display}`];

/** The e-mail that carries a family invitation's single-use link, worded for who receives it. */
export function invitationMail(input: {
  kind: InvitationKind;
  to: string;
  childFirstName: string;
  invitedBy: string | null;
  link: string;
}): MailMessage {
  const { childFirstName: child, invitedBy, link } = input;
  const lasts = 'The link works once and lasts 14 days. If you were not expecting this, you can ignore it.';
  const texts: Record<InvitationKind, { subject: string; body: string[] }> = {
    second_guardian: {
      subject: `${invitedBy ?? 'A parent'} invited you to ${child}'s ${academy.name} family account`,
      body: [
        `${invitedBy ?? 'A parent'} would like you to be ${child}'s second parent or guardian at ${academy.name}.`,
        `You will see ${child}'s portal and every message between ${child} and their coach.`,
        '',
        'Create your family account, or sign in to the one you have, from this link:',
      ],
    },
    guardian_of_junior: {
      subject: `${child} asked you to be their guardian at ${academy.name}`,
      body: [
        `${child} has registered for the ${academy.name} Student Portal and named you as their parent or guardian.`,
        `Until a guardian accepts, ${child} cannot message a coach. You will see ${child}'s portal and every`,
        'message between them and their coach.',
        '',
        'Create your family account, or sign in to the one you have, from this link:',
      ],
    },
    junior_login: {
      subject: `Your own ${academy.name} Student Portal login`,
      body: [
        `Hello ${child},`,
        '',
        `${invitedBy ?? 'Your parent'} has given you a login of your own for the ${academy.name} Student Portal.`,
        'Your portal stays linked to your family, and your parent or guardian can still see it.',
        '',
        'Choose your username and password here:',
      ],
    },
    adult_takeover: {
      subject: `${child}, your ${academy.name} account is now yours`,
      body: [
        `Happy 18th birthday, ${child}!`,
        '',
        `Your ${academy.name} Student Portal account is now your own. Choose a username and password here`,
        '(this e-mail went to your family’s address: please pass it on if it is not yours):',
      ],
    },
  };
  const { subject, body } = texts[input.kind];
  return { to: input.to, subject, text: [...body, '', link, '', lasts, ...SIGN_OFF].join('\n') };
}

/** Tells a guardian that their child turned 18 and the account is now the young adult's own. */
export function adultGuardianMail(input: {
  to: string;
  guardianFirstName: string;
  child: { firstName: string; lastName: string };
}): MailMessage {
  const { firstName, lastName } = input.child;
  return {
    to: input.to,
    subject: `${firstName} is 18: their ${academy.name} account is now their own`,
    text: [
      `Hello ${input.guardianFirstName},`,
      '',
      `${firstName} ${lastName} has turned 18, so their ${academy.name} Student Portal account is now their own.`,
      `You no longer see ${firstName}'s portal in your family account, and their messages with their coach are`,
      'no longer copied to you.',
      '',
      'Thank you for looking after their golf with us.',
      ...SIGN_OFF,
    ].join('\n'),
  };
}

/** Tells a young adult with a login of their own that their account is no longer linked to their family. */
export function adultStudentMail(input: { to: string; firstName: string }): MailMessage {
  return {
    to: input.to,
    subject: `Happy 18th birthday, ${input.firstName}: your ${academy.name} account is now yours`,
    text: [
      `Happy 18th birthday, ${input.firstName}!`,
      '',
      `Your ${academy.name} Student Portal account is now your own: it is no longer linked to your family`,
      'account, and your messages with your coach are no longer copied to your parent or guardian.',
      ...SIGN_OFF,
    ].join('\n'),
  };
}
