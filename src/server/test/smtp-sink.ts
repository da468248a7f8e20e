import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as it crossed the wire. */
  original: string;
  /** Headers unfolded and quoted-printable undone, for reading in assertions. */
  raw: string;
}

/** Unfolds headers and undoes quoted-printable soft breaks and escapes. */
export function readableMail(original: string): string {
  return original
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages with this SMTP reply instead of taking them (451: try again later). */
  /** Refuses the next `count` deliveries (to `to` only, when given) with `code`. */
  refuseNext(count: number, code?: number, to?: string): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives, for the mailer to deliver to. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  let refusalTo: string | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusals > 0 && (refusalTo === undefined || address.address === refusalTo)) {
        refusals -= 1;
        const text = refusalCode < 500 ? 'Try again later' : 'Mailbox unavailable';
        return callback(Object.assign(new Error(text), { responseCode: refusalCode }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let original = '';
      stream.on('data', (chunk: Buffer) => {
        original += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          original,
          raw: readableMail(original),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code = 451, to) {
      refusals = count;
      refusalCode = code;
      refusalTo = to;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
