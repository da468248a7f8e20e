import { describe, expect, it } from 'vitest';
import { calendarInvite } from './ics';

const INJECTED = 'Eve"\r\nATTENDEE:mailto:x@evil;ROLE=CHAIR';

function invite(overrides: {
  attendee?: string;
  organizer?: string;
  summary?: string;
  description?: string;
}) {
  return calendarInvite({
    method: 'REQUEST',
    organizer: { name: overrides.organizer ?? 'Solent Golf Academy', email: 'bookings@solentgolf.academy' },
    attendee: { name: overrides.attendee ?? 'Ava Lewis', email: 'ava@example.com' },
    events: [
      {
        uid: '8c1c6d1e-0d7e-4a4b-9a53-3f8e0e9f1a22@solentgolf.academy',
        start: new Date('2026-12-10T14:30:00Z'),
        end: new Date('2026-12-10T15:30:00Z'),
        summary: overrides.summary ?? 'Private lesson',
        description: overrides.description ?? 'Booking SGA-ABCD2345',
        sequence: 0,
        status: 'CONFIRMED',
      },
    ],
    now: new Date('2026-11-22T10:00:00Z'),
  });
}

/** The content lines of a calendar, with folded lines joined again (RFC 5545 §3.1). */
const contentLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

describe('calendar invitations', () => {
  it('keeps an injected name inside one quoted CN: one ATTENDEE, one ORGANIZER, no new property', () => {
    const ics = invite({ attendee: INJECTED, organizer: `Coach "Sam"\nORGANIZER:mailto:x@evil` });
    const lines = contentLines(ics);
    const attendees = lines.filter((l) => l.startsWith('ATTENDEE'));
    expect(attendees).toEqual([
      'ATTENDEE;CN="Eve ATTENDEE:mailto:x@evil;ROLE=CHAIR";ROLE=REQ-PARTICIPANT:mailto:ava@example.com',
    ]);
    expect(lines.filter((l) => l.startsWith('ORGANIZER'))).toEqual([
      'ORGANIZER;CN="Coach Sam ORGANIZER:mailto:x@evil":mailto:bookings@solentgolf.academy',
    ]);
    // Every line is a known property or a continuation; nothing the name brought in stands alone.
    for (const line of lines) expect(line).toMatch(/^[A-Z-]+[;:]/);
    expect(lines.filter((l) => l.startsWith('ROLE='))).toHaveLength(0);
  });

  it('quotes every CN, even a plain one', () => {
    const lines = contentLines(invite({}));
    expect(lines).toContain('ATTENDEE;CN="Ava Lewis";ROLE=REQ-PARTICIPANT:mailto:ava@example.com');
    expect(lines).toContain('ORGANIZER;CN="Solent Golf Academy":mailto:bookings@solentgolf.academy');
  });

  it('escapes text values and drops control characters, including a lone carriage return', () => {
    const lines = contentLines(
      invite({
        summary: 'Lesson; bring clubs, balls\\tees\rBEGIN:VALARM',
        description: 'Line one\r\nLine two\u0007',
      }),
    );
    expect(lines).toContain('SUMMARY:Lesson\\; bring clubs\\, balls\\\\tees\\nBEGIN:VALARM');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines.filter((l) => l.startsWith('BEGIN:VALARM'))).toHaveLength(0);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = invite({ attendee: 'Zoë '.repeat(40), description: 'Ä'.repeat(200) });
    const physical = ics.split('\r\n');
    expect(physical.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    const description = contentLines(ics).find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toBe(`DESCRIPTION:${'Ä'.repeat(200)}`);
  });
});
