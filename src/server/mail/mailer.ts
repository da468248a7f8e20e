import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outboxRepository } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation, sent as the calendar part and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface Mailer {
  /** Records the message in the outbox and delivers it in the background. */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  drain(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  logger: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
  /** Where .eml copies go when there is no SMTP server. */
  outboxDir: string;
}

/**
 * SMTP when SMTP_URL is set. Without it every message is kept in the outbox table and written as an
 * .eml file, and its subject and links are logged, so someone running the academy locally can still
 * follow a password-reset link.
 */
export function createMailer(options: MailerOptions): Mailer {
  const smtp: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const toFile = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const inFlight = new Set<Promise<void>>();
  const outbox = outboxRepository(options.db);

  async function deliver(id: string, message: MailMessage): Promise<void> {
    const { calendar, ...rest } = message;
    const envelope = {
      from: options.from,
      ...rest,
      ...(calendar && {
        icalEvent: { method: calendar.method, filename: 'booking.ics', content: calendar.content },
      }),
    };
    try {
      if (smtp) {
        await smtp.sendMail(envelope);
        await outbox.markDelivered(id, 'sent', new Date());
        options.logger.info({ mailId: id, subject: message.subject }, 'mail sent');
        return;
      }
      const info = await toFile.sendMail(envelope);
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      await outbox.markDelivered(id, 'saved', new Date());
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info(
        { mailId: id, subject: message.subject, links, file },
        'mail saved to outbox (no SMTP_URL)',
      );
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      options.logger.error({ mailId: id, err: reason }, 'mail delivery failed');
      await outbox.markFailed(id, reason).catch(() => {});
    }
  }

  return {
    async send(message) {
      const id = await outbox.queue({ ...message, transport: smtp ? 'smtp' : 'file' });
      const job = deliver(id, message).finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close() {
      smtp?.close();
      toFile.close();
    },
  };
}
