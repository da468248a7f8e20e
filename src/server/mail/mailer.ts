import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Clock, systemClock } from '../clock';
import type { Db, DbOrTx } from '../db/client';
import { type OutboxRow, outboxRepository } from './outbox.repository';
import { linksIn } from './redact';
import { failureReason, GIVE_UP_AFTER_MS, isTemporary, retryDelayMs } from './retry-policy';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation, sent as the calendar part and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** When what the message carries (a single-use link) stops working: it is never delivered after that. */
  expiresAt?: Date;
  /**
   * A news e-mail's one-click unsubscribe address (RFC 8058): sent as List-Unsubscribe with
   * List-Unsubscribe-Post, so a mail client's own button stops these e-mails without opening a page.
   */
  unsubscribeUrl?: string;
}

export interface Mailer {
  /**
   * Queues the message. Given a transaction, the message is written in it, so it exists exactly when the
   * change it tells of does; call `wake()` once that transaction has committed. Without one, the message
   * is written at once and delivery starts.
   */
  send(message: MailMessage, tx?: DbOrTx): Promise<void>;
  /** Starts delivering what is due now, without waiting for the next poll. */
  wake(): void;
  /** Resolves when every message due so far has been attempted (shutdown, tests). */
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
  clock?: Clock;
  /** How often the queue is looked at when nothing wakes it. */
  pollMs?: number;
  /** Off only where something else must deliver what this process queues. */
  deliver?: boolean;
  /** Whether the links of a message written to a file are logged (never in production). */
  logLinks?: boolean;
}

// Longer than the slowest SMTP conversation the timeouts below allow, so a live claim never runs out.
const CLAIM_MS = 5 * 60_000;

/**
 * A queue on the outbox table. Each message is claimed by one worker for a few minutes, delivered by SMTP
 * (or written as an .eml file when there is no SMTP_URL), and kept with its links redacted. Temporary
 * failures are tried again with growing delays for a day; permanent ones fail at once; a message whose
 * link has run out is never delivered. Rows a killed process left queued or claimed are taken up again.
 */
export function createMailer(options: MailerOptions): Mailer {
  const clock = options.clock ?? systemClock;
  const smtp: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : undefined;
  const toFile = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = outboxRepository(options.db);
  const log = options.logger;
  let fileSequence = 0;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let closed = false;
  const delivering = options.deliver !== false;

  async function transmit(row: OutboxRow): Promise<'sent' | 'saved'> {
    const envelope = {
      from: options.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      ...(row.htmlBody !== null && { html: row.htmlBody }),
      ...(row.calendarContent !== null && {
        icalEvent: {
          method: row.calendarMethod ?? 'REQUEST',
          filename: 'booking.ics',
          content: row.calendarContent,
        },
      }),
      ...(row.unsubscribeUrl !== null && {
        list: { unsubscribe: row.unsubscribeUrl },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    };
    if (smtp) {
      await smtp.sendMail(envelope);
      log.info({ mailId: row.id, subject: row.subject }, 'mail sent');
      return 'sent';
    }
    const info = await toFile.sendMail(envelope);
    await mkdir(options.outboxDir, { recursive: true });
    // The sequence keeps files written within one millisecond in the order they were sent.
    const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++fileSequence).padStart(6, '0')}`;
    const file = path.join(options.outboxDir, `${stamp}-${row.id}.eml`);
    await writeFile(file, info.message as Buffer);
    log.info(
      {
        mailId: row.id,
        subject: row.subject,
        file,
        ...(options.logLinks && { links: linksIn(row.textBody) }),
      },
      'mail saved to outbox (no SMTP_URL)',
    );
    return 'saved';
  }

  async function attempt(row: OutboxRow): Promise<void> {
    const now = clock();
    if (row.expiresAt && row.expiresAt <= now) {
      await outbox.markExpired(row);
      log.warn({ mailId: row.id, subject: row.subject }, 'mail not sent: its link had expired');
      return;
    }
    try {
      const status = await transmit(row);
      await outbox.markDelivered(row, status, clock());
    } catch (err) {
      const reason = failureReason(err);
      const next = new Date(clock().getTime() + retryDelayMs(row.attempts));
      const giveUpAt = row.createdAt.getTime() + GIVE_UP_AFTER_MS;
      if (isTemporary(err) && next.getTime() <= giveUpAt) {
        log.warn({ mailId: row.id, err: reason, nextAttemptAt: next }, 'mail delivery failed, will retry');
        await outbox.retryLater(row.id, next, reason);
      } else {
        log.error({ mailId: row.id, err: reason }, 'mail delivery failed for good');
        await outbox.markFailed(row.id, reason);
      }
    }
  }

  async function work(): Promise<void> {
    while (!closed) {
      const now = clock();
      const row = await outbox.claimNext(now, new Date(now.getTime() + CLAIM_MS));
      if (!row) return;
      await attempt(row);
    }
  }

  function wake(): void {
    if (!delivering || closed) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = work()
      .catch((err) => {
        // The next poll tries again; the rows are safe in the table meanwhile.
        log.error({ err: failureReason(err) }, 'mail queue could not be worked');
      })
      .finally(() => {
        running = undefined;
        if (wakeAgain) {
          wakeAgain = false;
          wake();
        }
      });
  }

  const poll = delivering ? setInterval(wake, options.pollMs ?? 5_000) : undefined;
  poll?.unref();

  return {
    async send(message, tx) {
      await outboxRepository(tx ?? options.db).queue({
        ...message,
        transport: smtp ? 'smtp' : 'file',
        now: clock(),
      });
      if (!tx) wake();
    },
    wake,
    async drain() {
      if (!delivering) return;
      // If a pass is under way, one more follows it, so a message queued just now is not missed.
      wake();
      while (running) await running;
    },
    close() {
      closed = true;
      if (poll) clearInterval(poll);
      smtp?.close();
      toFile.close();
    },
  };
}
