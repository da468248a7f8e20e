import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';
import { createDiaryCoach } from '../../db/seed/diary-factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

/**
 * Two app instances on one database, both looking for due reminders at the same moment: each
 * reminder must go out once. On PostgreSQL the second instance has its own connection pool.
 */
describe(`reminders with two app instances (${testDbKind})`, () => {
  let t: TestContext;
  let second: FastifyInstance;
  let secondDb: Database | undefined;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
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
