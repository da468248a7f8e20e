import { like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { type Database, openDatabase } from './db/client';
import { outboxEmails } from './db/schema/index';
import { createDiaryCoach } from './db/seed/diary-factories';
import { createStudent, FACTORY_PASSWORD } from './db/seed/factories';
import { participantFor } from './test/booking-participants';
import { APP_ORIGIN, createTestContext, type TestContext, testDbKind } from './test/test-app';

/**
 * Two app instances on one database behave as one academy: a session started on one is known to the
 * other and ended on both; rate-limit counts add up across them; and when both look for due reminders at
 * the same moment, each reminder goes out once. On PostgreSQL the second instance has its own pool.
 */
describe(`two app instances on one database (${testDbKind})`, () => {
  let t: TestContext;
  let second: FastifyInstance;
  let secondDb: Database | undefined;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1' });
    secondDb = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, migrate: false }) : undefined;
    second = await buildApp({
      config: t.config,
      database: secondDb ?? t.database,
      clock: t.clock,
      logger: { level: 'fatal' },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb?.close();
    await t.close();
  });

  const onSecond = (options: InjectOptions) =>
    second.inject({ ...options, headers: { origin: APP_ORIGIN, ...(options.headers ?? {}) } });

  it('shares sessions: signed in on one, known on the other, and signed out on both', async () => {
    const student = await createStudent(t.database.db);
    const login = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: student.email, password: FACTORY_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const authorization = `Bearer ${login.json().token}`;
    expect(
      (await onSecond({ method: 'POST', url: '/api/portal/validate', headers: { authorization } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await onSecond({ method: 'POST', url: '/api/portal/logout', headers: { authorization } })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/portal/validate', headers: { authorization } }))
        .statusCode,
    ).toBe(401);
  });

  it('counts sign-in attempts across both: the limit is the same however requests are spread', async () => {
    const student = await createStudent(t.database.db);
    const attempt = (i: number) =>
      (i % 2 === 0 ? t.request : onSecond)({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: 'not the password' },
      });
    // 10 failures per account and address in 15 minutes.
    const allowed = 10;
    const statuses: number[] = [];
    for (let i = 0; i < allowed + 1; i++) statuses.push((await attempt(i)).statusCode);
    expect(statuses.slice(0, allowed).every((s) => s === 401)).toBe(true);
    expect(statuses[allowed]).toBe(429);
  });

  it('sends each of 30 due reminders exactly once', async () => {
    const coaches = await Promise.all(
      Array.from({ length: 3 }, () => createDiaryCoach(t.database.db, { serviceIds: [3] })),
    );
    for (let i = 0; i < 30; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/booking/book',
        payload: {
          serviceId: 3,
          providerId: coaches[i % 3]!.coach.id,
          date: '2026-11-28',
          time: `${String(8 + Math.floor(i / 3)).padStart(2, '0')}:00`,
          clientData: { name: `Golfer ${i}`, email: `golfer${i}@example.com` },
          participant: participantFor(3),
        },
      });
      expect(res.statusCode).toBe(201);
    }
    // Saturday 28 November, 18:00 GMT: every lesson of that day is inside 24 hours.
    t.clock.set(new Date('2026-11-27T18:00:00Z'));
    const rounds = await Promise.all([
      t.app.services.bookings.sendDueReminders(7),
      second.services.bookings.sendDueReminders(7),
      t.app.services.bookings.sendDueReminders(7),
      second.services.bookings.sendDueReminders(7),
    ]);
    const more = await Promise.all([
      t.app.services.bookings.sendDueReminders(),
      second.services.bookings.sendDueReminders(),
    ]);
    expect([...rounds, ...more].reduce((a, b) => a + b, 0)).toBe(30);
    await t.app.mailer.drain();
    await second.mailer.drain();
    const sent = await t.database.db
      .select({ to: outboxEmails.toAddress })
      .from(outboxEmails)
      .where(like(outboxEmails.subject, 'Reminder:%'));
    expect(sent).toHaveLength(30);
    expect(new Set(sent.map((s) => s.to)).size).toBe(30);
  });
});
