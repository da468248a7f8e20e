/**
 * A minimal iCalendar (RFC 5545) writer for booking invitations. Times carry TZID=Europe/London with
 * the zone's rules included, so calendars show the lesson at the academy's wall-clock time whatever
 * the reader's zone; UIDs are stable per place, so a later CANCEL removes the same event.
 */

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description: string;
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED';
}

const LONDON_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function londonStamp(d: Date): string {
  const p: Record<string, string> = {};
  for (const part of londonParts.formatToParts(d)) p[part.type] = part.value;
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.1 CONTROL: every control character but the tab. None may appear in a value. */
function isControl(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}
const withoutControls = (value: string, replacement = '') =>
  Array.from(value, (ch) => (isControl(ch) ? replacement : ch)).join('');

/**
 * Escapes TEXT values (RFC 5545 §3.3.11): any line break, even a lone carriage return, becomes `\n`, and
 * other control characters are dropped, so a value can never end its line and start a property.
 */
function text(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => withoutControls(line).replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,'))
    .join('\\n');
}

/**
 * A parameter value such as CN, always quoted (RFC 5545 §3.2): inside the quotes `;`, `:` and `,` are
 * plain text, and a quote or a control character, which could end the value early, is left out.
 */
function param(value: string): string {
  const safe = withoutControls(value, ' ').replace(/[\t"]/g, ' ').replace(/ {2,}/g, ' ').trim();
  return `"${safe}"`;
}

/** A mailto address: nothing that could end the line or the value. */
const mailto = (email: string) => `mailto:${withoutControls(email).replace(/[\s"]/g, '')}`;

/** Folds lines longer than 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarInvite(options: {
  method: 'REQUEST' | 'CANCEL';
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  events: CalendarEvent[];
  now: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Solent Golf Academy//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    ...LONDON_ZONE,
  ];
  for (const event of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${text(event.uid)}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      `DTSTART;TZID=Europe/London:${londonStamp(event.start)}`,
      `DTEND;TZID=Europe/London:${londonStamp(event.end)}`,
      `SEQUENCE:${event.sequence}`,
      `STATUS:${event.status}`,
      `SUMMARY:${text(event.summary)}`,
      ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
      `DESCRIPTION:${text(event.description)}`,
      `ORGANIZER;CN=${param(options.organizer.name)}:${mailto(options.organizer.email)}`,
      `ATTENDEE;CN=${param(options.attendee.name)};ROLE=REQ-PARTICIPANT:${mailto(options.attendee.email)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
