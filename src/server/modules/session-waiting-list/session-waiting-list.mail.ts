import { academy } from '@/core/content/academy';
import { OFFER_HOURS } from '@/core/rules/waiting-list';
import type { MailMessage } from '../../mail/mailer';
import { describePlace } from '../booking/booking-mail';

interface Waiting {
  name: string;
  email: string;
  participantName: string;
}
interface Day {
  serviceName: string;
  startsAt: Date;
  endsAt: Date;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '14:30 on Monday 30 November' on the London clock. */
export function offerDeadline(at: Date): string {
  const p: Record<string, string> = {};
  for (const part of clock.formatToParts(at)) p[part.type] = part.value;
  return `${p.hour}:${p.minute} on ${p.weekday} ${p.day} ${p.month}`;
}

/** The customer's record of joining, with the link to their place in the queue (and to leave it). */
export function joinedEmail(wait: Waiting, day: Day, position: number, link: string): MailMessage {
  return {
    to: wait.email,
    subject: `You're on the waiting list: ${day.serviceName}, ${describePlace(day).split(',')[0]}`,
    text: [
      `Hello ${wait.name},`,
      '',
      `${wait.participantName} is number ${position} on the waiting list for ${day.serviceName}:`,
      describePlace(day),
      '',
      `If a place comes up, we will e-mail you at once and hold it for you for up to ${OFFER_HOURS} hours.`,
      'Nothing is booked or paid until you take the place up.',
      '',
      `Your place on the list, and to leave it: ${link}`,
      '',
      `${academy.name} · ${academy.phone.display}`,
    ].join('\n'),
  };
}

/** A freed place held for them, with the link to book it before the offer runs out. */
export function offerEmail(wait: Waiting, day: Day, expiresAt: Date, link: string): MailMessage {
  return {
    to: wait.email,
    subject: `A place has come up: ${day.serviceName}, ${describePlace(day).split(',')[0]}`,
    text: [
      `Hello ${wait.name},`,
      '',
      `A place has come up for ${wait.participantName} on ${day.serviceName}:`,
      describePlace(day),
      '',
      `We are holding it for you until ${offerDeadline(expiresAt)}. Book it here: ${link}`,
      '',
      'If it is not booked by then, it goes to the next person on the list.',
      '',
      `${academy.name} · ${academy.phone.display}`,
    ].join('\n'),
    // A link to a place that has gone to someone else is worth nothing: never delivered after the offer.
    expiresAt,
  };
}
