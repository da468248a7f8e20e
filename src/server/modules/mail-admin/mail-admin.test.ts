import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RESENT } from '@/core/contracts/mail-admin';
import { outboxEmails } from '../../db/schema/index';
import { type Caller, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

describe(`undelivered e-mail for administrators (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;

  beforeAll(async () => {
    t = await createTestContext();
    admin = await staffCaller(t, { role: 'admin' });
    coach = await staffCaller(t, { role: 'coach' });
  });
  afterAll(() => t.close());

  const failedRow = async (values: Partial<typeof outboxEmails.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(outboxEmails)
      .values({
        toAddress: 'refused@example.com',
        subject: 'Booking confirmed',
        textBody: 'Your place is confirmed.',
        transport: 'file',
        status: 'failed',
        error: '550 Mailbox unavailable',
        attempts: 1,
        createdAt: t.clock(),
        ...values,
      })
      .returning();
    return row!;
  };
  const list = (caller: Caller) => caller.call({ method: 'GET', url: '/api/admin/mail/failed' });
  const resend = (caller: Caller, id: string) =>
    caller.call({ method: 'POST', url: `/api/admin/mail/${id}/resend` });

  it('lists failed and expired mail for an admin, and refuses a coach', async () => {
    const failed = await failedRow();
    const expiredLink = await failedRow({
      subject: 'Reset your password',
      expiresAt: new Date(t.clock().getTime() - 60_000),
    });
    const ran = await failedRow({ status: 'expired', subject: 'Your invitation', error: null });
    const res = await list(admin);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().mail.map((m: { id: string }) => [m.id, m]));
    expect(byId.get(failed.id)).toMatchObject({
      to: 'refused@example.com',
      status: 'failed',
      error: '550 Mailbox unavailable',
      resendable: true,
    });
    expect(byId.get(expiredLink.id)).toMatchObject({ status: 'failed', resendable: false });
    expect(byId.get(ran.id)).toMatchObject({ status: 'expired', resendable: false });
    expect((await list(coach)).statusCode).toBe(403);
    expect((await resend(coach, failed.id)).statusCode).toBe(403);
  });

  it('resends a failed message once: it is delivered, and a second resend is refused', async () => {
    const row = await failedRow({ toAddress: 'resend-me@example.com', subject: 'Booking confirmed: resend' });
    const res = await resend(admin, row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MAIL_RESENT });
    const mail = await t.lastEmailTo('resend-me@example.com');
    expect(mail?.subject).toBe('Booking confirmed: resend');
    const [after] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, row.id));
    expect(after!.status).toBe('saved');
    expect((await resend(admin, row.id)).statusCode).toBe(409);
  });

  it('does not resend a link that has expired, nor an unknown or malformed id', async () => {
    const row = await failedRow({ expiresAt: new Date(t.clock().getTime() - 1) });
    const refused = await resend(admin, row.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('expired');
    expect((await resend(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await resend(admin, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('id');
  });
});
