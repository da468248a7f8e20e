import { academy } from '@/core/content/academy';
import type { MailMessage } from '../../mail/mailer';

/** Where a news e-mail can be stopped: the page that asks, the one-click address, and the settings. */
export interface StopLinks {
  page: string;
  oneClick: string;
  settings: string;
}

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function news(to: string, subject: string, lines: string[], why: string, stop: StopLinks): MailMessage {
  return {
    to,
    subject,
    text: [
      ...lines,
      '',
      '—',
      `${why} Change this in your settings: ${stop.settings}`,
      `Unsubscribe from these e-mails: ${stop.page}`,
      `${academy.name} · ${academy.phone.display}`,
    ].join('\n'),
    unsubscribeUrl: stop.oneClick,
  };
}

/** A coach's e-mail of one new message: who wrote and the subject, not the words (they stay in the portal). */
export function newMessageMail(
  coach: { email: string; firstName: string },
  from: string,
  subject: string,
  portal: string,
  stop: StopLinks,
): MailMessage {
  return news(
    coach.email,
    `New message from ${from}: ${subject}`,
    [
      `Hello ${coach.firstName},`,
      '',
      `${from} sent you a message: "${subject}".`,
      '',
      `Read and reply in the Staff Portal: ${portal}`,
    ],
    'You get an e-mail each time a student writes to you.',
    stop,
  );
}

/** A coach's one e-mail a day of the messages still unread. */
export function digestMail(
  coach: { email: string; firstName: string },
  messages: { from: string; subject: string; at: Date }[],
  portal: string,
  stop: StopLinks,
): MailMessage {
  const count = messages.length === 1 ? '1 unread message' : `${messages.length} unread messages`;
  return news(
    coach.email,
    `Your students: ${count}`,
    [
      `Hello ${coach.firstName},`,
      '',
      `Since your last summary, students sent you ${count}:`,
      ...messages.map((m) => `• ${when.format(m.at)} · ${m.from}: "${m.subject}"`),
      '',
      `Read and reply in the Staff Portal: ${portal}`,
    ],
    'You get one summary a day of the messages you have not read.',
    stop,
  );
}

/** A student's (or a junior's guardian's) news of the coach's reply, a drill reviewed or a round verified. */
export function feedbackMail(
  to: { email: string; firstName: string },
  subject: string,
  what: string,
  portal: string,
  stop: StopLinks,
): MailMessage {
  return news(
    to.email,
    subject,
    [`Hello ${to.firstName},`, '', what, '', `See it in the Student Portal: ${portal}`],
    'You get an e-mail when a coach replies, reviews a drill or verifies a round.',
    stop,
  );
}

/** An admin's e-mail of a download purchase request waiting to be granted (payments off). */
export function purchaseRequestMail(
  admin: { email: string; firstName: string },
  student: string,
  item: string,
  portal: string,
  stop: StopLinks,
): MailMessage {
  return news(
    admin.email,
    `Download purchase request: ${item}`,
    [
      `Hello ${admin.firstName},`,
      '',
      `${student} asked to buy "${item}". Online payments are off, so it waits for the academy to arrange payment and grant it.`,
      '',
      `Grant it in the Staff Portal: ${portal}`,
    ],
    'You get an e-mail when a download purchase request is waiting.',
    stop,
  );
}
