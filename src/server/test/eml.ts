import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  /** The text/calendar part, when the message carries an invitation. */
  calendar?: string;
  /** A news e-mail's List-Unsubscribe and List-Unsubscribe-Post headers (RFC 2369, RFC 8058). */
  listUnsubscribe?: string;
  listUnsubscribePost?: string;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function entity(raw: string): Entity {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalised.slice(end + 2) };
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(e: Entity): string {
  const encoding = (e.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return quotedPrintable(e.body).toString('utf8');
  if (encoding === 'base64') return Buffer.from(e.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return e.body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function leaves(e: Entity): Entity[] {
  const type = e.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [e];
  const parts = e.body.split(`--${boundary}`).slice(1);
  return parts.filter((p) => !p.startsWith('--')).flatMap((p) => leaves(entity(p.replace(/^\n/, ''))));
}

/** Reads a message as written to an .eml file or received by an SMTP server. */
export function parseMail(raw: string): ParsedMail {
  const top = entity(raw);
  const parts = leaves(top);
  const typed = (prefix: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(prefix));
  const text = typed('text/plain');
  const calendar = typed('text/calendar');
  return {
    to: top.headers.get('to') ?? '',
    subject: decodeWords(top.headers.get('subject') ?? ''),
    // The encoder ends the text with a line break of its own.
    text: text ? decodeBody(text).replace(/\n$/, '') : '',
    ...(calendar && { calendar: decodeBody(calendar).replace(/\n$/, '') }),
    ...(top.headers.has('list-unsubscribe') && {
      listUnsubscribe: top.headers.get('list-unsubscribe'),
      listUnsubscribePost: top.headers.get('list-unsubscribe-post'),
    }),
  };
}

/** Every .eml file in the outbox folder, oldest first (their names start with the time they were written). */
export async function readOutboxFiles(dir: string): Promise<ParsedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseMail(await readFile(path.join(dir, f), 'utf8'))));
}
