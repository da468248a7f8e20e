import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Quoted-printable to text: each run of =XX escapes is the UTF-8 bytes of one or more characters. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .slice(1)
        .split('=')
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/**
 * Waits for a message to an address to reach the test SMTP server, and returns its decoded text; with
 * `containing`, the newest one whose text holds it (others may write to a shared demo account meanwhile).
 */
export async function waitForMail(
  to: string,
  since: number,
  timeoutMs = 10_000,
  containing?: string,
): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir)).filter((f) => Number(f.split('-')[0]) >= since).sort();
    for (const file of files.reverse()) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      if (!raw.startsWith(`X-Envelope-To: ${to}`)) continue;
      const text = decodeQuotedPrintable(raw);
      if (!containing || text.includes(containing)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} arrived within ${timeoutMs / 1000} s`);
}

export function resetLinkIn(mail: string): string {
  const match = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('the e-mail holds no reset link');
  return match[1]!;
}

/** A news e-mail's unsubscribe page (not its one-click address, which is the API's). */
export function unsubscribeLinkIn(mail: string): string {
  const match = /(https?:\/\/\S+\/email-preferences\?token=[A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('the e-mail holds no unsubscribe link');
  return match[1]!;
}

export function confirmationLinkIn(mail: string): string {
  const match = /(https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('the e-mail holds no confirmation link');
  return match[1]!;
}

const refusalFile = (address: string) =>
  path.join(process.env.E2E_SMTP_REFUSE_DIR!, encodeURIComponent(address.toLowerCase()));

/** From now on the test SMTP server answers mail to this address with 550, as for an unknown mailbox. */
export async function refuseMailTo(address: string): Promise<void> {
  await writeFile(refusalFile(address), '');
}

/** The test SMTP server takes mail to this address again. */
export async function acceptMailTo(address: string): Promise<void> {
  await rm(refusalFile(address), { force: true });
}

/** The family invitation link (a junior's own login, a second guardian) in a mail. */
export function invitationLinkIn(mail: string): string {
  const match = /(https?:\/\/\S+\/portal\/invitation\?token=[A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('the e-mail holds no invitation link');
  return match[1]!;
}
