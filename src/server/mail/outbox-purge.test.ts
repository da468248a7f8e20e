import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema/index';
import { createTestContext, type TestContext, testDbKind } from '../test/test-app';

const DAY = 86_400_000;

describe(`the daily clean-up of finished mail (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('purges delivered mail after 30 days, keeps newer and queued mail, and redacts expired failed links', async () => {
    const now = t.clock().getTime();
    const row = (subject: string, status: string, ageDays: number, extra = {}) => ({
      toAddress: 'purge@example.com',
      subject,
      textBody:
        'Open https://academy.example/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      transport: 'smtp',
      status,
      createdAt: new Date(now - ageDays * DAY),
      sentAt: status === 'sent' ? new Date(now - ageDays * DAY) : null,
      ...extra,
    });
    await t.database.db
      .insert(outboxEmails)
      .values([
        row('old sent', 'sent', 31),
        row('recent sent', 'sent', 29),
        row('old failed', 'failed', 31),
        row('old queued', 'queued', 31),
        row('failed, link run out', 'failed', 2, { expiresAt: new Date(now - DAY) }),
      ]);
    const report = await t.app.services.cleanUp.run();
    expect(report).toMatchObject({ ran: true, mail: 2 });
    const left = await t.database.db.select().from(outboxEmails);
    const subjects = left.filter((r) => r.toAddress === 'purge@example.com').map((r) => r.subject);
    expect(subjects.sort()).toEqual(['failed, link run out', 'old queued', 'recent sent']);
    const runOut = left.find((r) => r.subject === 'failed, link run out')!;
    expect(runOut.status).toBe('expired');
    expect(runOut.textBody).toContain('token=[redacted]');
  });
});
