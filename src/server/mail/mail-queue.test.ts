import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { outboxEmails } from '../db/schema/index';
import { createDiaryCoach } from '../db/seed/diary-factories';
import { createStudent } from '../db/seed/factories';
import { participantFor } from '../test/booking-participants';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { APP_ORIGIN, APP_URL, fakeClock, freshDatabase, testDbKind } from '../test/test-app';
import { createMailer } from './mailer';
import { outboxRepository } from './outbox.repository';

const MINUTE = 60_000;

/**
 * The outbox is a queue: what the SMTP server refuses for a while arrives later, once; what a process
 * left behind is delivered by the next one; two instances never deliver one message twice; a link is
 * never delivered after it has expired; and what stays in the table cannot be used.
 */
describe(`the mail queue (${testDbKind})`, () => {
  let sink: SmtpSink;
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  const clock = fakeClock();
  const apps: FastifyInstance[] = [];
  const extraDbs: Database[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    fresh = await freshDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'golf-mailq-'));
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const db of extraDbs.splice(0)) await db.close();
    sink.received.length = 0;
    sink.refuseNext(0);
  });
  afterAll(async () => {
    await sink.close();
    await fresh.database.close();
    await fresh.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      APP_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_FACTOR: '100',
      SMTP_URL: sink.url,
    });

  /** An app instance on the shared database; on PostgreSQL with its own pool, as another process has. */
  async function instance(options: { deliver?: boolean } = {}): Promise<FastifyInstance> {
    let database = fresh.database;
    if (fresh.url) {
      database = await openDatabase({ databaseUrl: fresh.url, migrate: false });
      extraDbs.push(database);
    }
    const app = await buildApp({
      config: config(),
      database,
      clock,
      logger: { level: 'fatal' },
      ...(options.deliver === false && {
        mailer: createMailer({
          db: database.db,
          logger: { info() {}, warn() {}, error() {} } as never,
          from: 'test@example.com',
          outboxDir: path.join(dataDir, 'outbox'),
          clock,
          deliver: false,
        }),
      }),
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  const rowsTo = (address: string) =>
    fresh.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
  const receivedBy = (address: string) => sink.received.filter((m) => m.to.includes(address));

  let slot = 0;
  async function book(app: FastifyInstance, email: string) {
    const coach = await createDiaryCoach(fresh.database.db, { serviceIds: [3] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking/book',
      headers: { origin: APP_ORIGIN },
      payload: {
        serviceId: 3,
        providerId: coach.coach.id,
        date: '2026-11-28',
        time: `${String(8 + (slot++ % 10)).padStart(2, '0')}:00`,
        clientData: { name: 'Queue Golfer', email },
        participant: participantFor(3),
      },
    });
    expect(res.statusCode).toBe(201);
  }

  it('delivers a confirmation once, with its invitation, after the server answered 451 for a while', async () => {
    clock.set(new Date('2026-11-22T10:00:00Z'));
    const app = await instance();
    // Only the customer's: the academy's own notice of the booking goes at the same moment.
    sink.refuseNext(2, 451, 'refused@example.com');
    await book(app, 'refused@example.com');
    await app.mailer.drain();
    expect(receivedBy('refused@example.com')).toHaveLength(0);
    let [row] = await rowsTo('refused@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.error).toContain('451');
    expect(row!.calendarMethod).toBe('REQUEST');

    clock.advance(30_000);
    await app.mailer.drain();
    expect(receivedBy('refused@example.com')).toHaveLength(0);
    clock.advance(2 * MINUTE);
    await app.mailer.drain();
    clock.advance(60 * MINUTE);
    await app.mailer.drain();

    const delivered = receivedBy('refused@example.com');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    expect(delivered[0]!.raw).toContain('BEGIN:VEVENT');
    [row] = await rowsTo('refused@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, error: null });
  });

  it('fails a permanent refusal (550) at once and does not try again', async () => {
    clock.set(new Date('2026-11-22T10:00:00Z'));
    const app = await instance();
    sink.refuseNext(1, 550, 'unknown-mailbox@example.com');
    await book(app, 'unknown-mailbox@example.com');
    await app.mailer.drain();
    clock.advance(2 * 3600_000);
    await app.mailer.drain();
    expect(receivedBy('unknown-mailbox@example.com')).toHaveLength(0);
    const [row] = await rowsTo('unknown-mailbox@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.error).toContain('550');
  });

  it('never delivers a reset link after its 30 minutes, and keeps no working link', async () => {
    clock.set(new Date('2026-11-22T10:00:00Z'));
    const app = await instance();
    const student = await createStudent(fresh.database.db);
    sink.refuseNext(1000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: APP_ORIGIN },
      payload: { email: student.email, userType: 'student' },
    });
    expect(res.statusCode).toBe(200);
    for (const wait of [0, 0.5, 2, 10, 30]) {
      clock.advance(wait * MINUTE);
      await app.mailer.drain();
    }
    sink.refuseNext(0);
    clock.advance(60 * MINUTE);
    await app.mailer.drain();
    expect(receivedBy(student.email)).toHaveLength(0);
    const [row] = await rowsTo(student.email);
    expect(row!.status).toBe('expired');
    expect(row!.textBody).toContain('/reset-password?token=[redacted]');
  });

  it('keeps a delivered message with its link redacted', async () => {
    clock.set(new Date('2026-11-22T10:00:00Z'));
    const app = await instance();
    const student = await createStudent(fresh.database.db);
    await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: APP_ORIGIN },
      payload: { email: student.email, userType: 'student' },
    });
    await app.mailer.drain();
    const [mail] = receivedBy(student.email);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.raw)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await rowsTo(student.email);
    expect(row!.status).toBe('sent');
    expect(row!.textBody).toContain('/reset-password?token=[redacted]');
    expect(JSON.stringify(row)).not.toContain(token!);
  });

  it('delivers what a process killed after the booking never sent, once, with its invitation', async () => {
    clock.set(new Date('2026-11-22T10:00:00Z'));
    // The first process commits the booking and dies before its queue runs.
    const first = await instance({ deliver: false });
    await book(first, 'killed@example.com');
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect(await rowsTo('killed@example.com')).toMatchObject([{ status: 'queued' }]);

    const next = await instance();
    await next.mailer.drain();
    const delivered = receivedBy('killed@example.com');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('BEGIN:VEVENT');
  });

  it('takes up a message whose claim ran out when its process died mid-delivery, and only then', async () => {
    clock.set(new Date('2026-11-22T10:00:00Z'));
    const first = await instance({ deliver: false });
    await book(first, 'mid-delivery@example.com');
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    // As a worker leaves a row it had claimed when the process was killed.
    await fresh.database.db
      .update(outboxEmails)
      .set({ claimedUntil: new Date(clock().getTime() + 5 * MINUTE), attempts: 1 })
      .where(eq(outboxEmails.toAddress, 'mid-delivery@example.com'));

    const next = await instance();
    await next.mailer.drain();
    expect(receivedBy('mid-delivery@example.com')).toHaveLength(0);
    clock.advance(6 * MINUTE);
    await next.mailer.drain();
    expect(receivedBy('mid-delivery@example.com')).toHaveLength(1);
  });

  it('delivers each of 24 queued messages exactly once when two instances work the queue', async () => {
    clock.set(new Date('2026-11-22T10:00:00Z'));
    const a = await instance();
    const b = await instance();
    const addresses = Array.from({ length: 24 }, (_, i) => `pair${i}@example.com`);
    await fresh.database.db.transaction(async (tx) => {
      for (const to of addresses) {
        await outboxRepository(tx).queue({
          to,
          subject: 'Hello',
          text: 'Hi',
          transport: 'smtp',
          now: clock(),
        });
      }
    });
    await Promise.all([a.mailer.drain(), b.mailer.drain(), a.mailer.drain(), b.mailer.drain()]);
    const delivered = sink.received.filter((m) => m.to[0]!.startsWith('pair'));
    expect(delivered).toHaveLength(24);
    expect(new Set(delivered.map((m) => m.to[0])).size).toBe(24);
    for (const to of addresses) expect((await rowsTo(to))[0]!.status).toBe('sent');
  });
});
