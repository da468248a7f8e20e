import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@/core/contracts/auth';
import { passwordResetTokens } from '../../db/schema/index';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { sha256 } from '../../security/tokens';
import { startSmtpSink } from '../../test/smtp-sink';
import { APP_URL, createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const tokenFrom = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe(`password reset (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(() => t.close());

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const student = await createStudent(t.database.db);
    const known = await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: student.email, userType: 'student' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nobody@example.com', userType: 'student' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await t.lastEmailTo('nobody@example.com')).toBeUndefined();
    const mail = await t.lastEmailTo(student.email);
    expect(mail?.subject).toBe('Reset your Solent Golf Academy password');
    // Without SMTP the message is also written where an operator can open it.
    const files = await readdir(path.join(t.dataDir, 'outbox'));
    const eml = await readFile(path.join(t.dataDir, 'outbox', files.at(-1)!), 'utf8');
    expect(eml).toContain(`To: ${student.email}`);
    expect(eml).toContain('Subject: Reset your Solent Golf Academy password');
  });

  it('builds the link from the configured URL, never the Host header, and stores only a hash', async () => {
    const student = await createStudent(t.database.db);
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: student.email, userType: 'student' },
    });
    const mail = await t.lastEmailTo(student.email);
    expect(mail!.text).toContain(`${APP_URL}/reset-password?token=`);
    expect(mail!.text).not.toContain('evil.example');
    const token = tokenFrom(mail!.text)!;
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.studentId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets a new password once, and ends every session of the account', async () => {
    const student = await createStudent(t.database.db);
    const login = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: student.email, password: FACTORY_PASSWORD },
    });
    const oldSession = { authorization: `Bearer ${login.json().token}` };
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: student.email, userType: 'student' },
    });
    const token = tokenFrom((await t.lastEmailTo(student.email))!.text)!;

    const reset = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/portal/validate', headers: oldSession })).statusCode,
    ).toBe(401);

    const oldPassword = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: student.email, password: FACTORY_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: student.email, password: 'a brand new passphrase' },
    });
    expect(newPassword.statusCode).toBe(200);

    const again = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'yet another passphrase' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired. Please request a new one.',
      fields: { token: 'This reset link is invalid or has expired. Please request a new one.' },
    });
  });

  it('retires older links once one is used', async () => {
    const student = await createStudent(t.database.db);
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: student.email, userType: 'student' },
    });
    const first = tokenFrom((await t.lastEmailTo(student.email))!.text)!;
    t.clock.advance(1000);
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: student.email, userType: 'student' },
    });
    const second = tokenFrom((await t.lastEmailTo(student.email))!.text)!;
    expect(second).not.toBe(first);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/reset-password',
          payload: { token: second, password: 'a brand new passphrase' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/reset-password',
          payload: { token: first, password: 'another new passphrase' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('expires a link after 30 minutes', async () => {
    const coach = await createStaff(t.database.db);
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: coach.email, userType: 'coach' },
    });
    const token = tokenFrom((await t.lastEmailTo(coach.email))!.text)!;
    t.clock.advance(30 * 60_000 + 1);
    const res = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('resets a staff password and ends staff sessions', async () => {
    const coach = await createStaff(t.database.db);
    const login = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: coach.email, password: FACTORY_PASSWORD },
    });
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: coach.email, userType: 'coach' },
    });
    const token = tokenFrom((await t.lastEmailTo(coach.email))!.text)!;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/reset-password',
          payload: { token, password: 'coaching is my passion' },
        })
      ).statusCode,
    ).toBe(200);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/staff-portal/validate',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(validate.statusCode).toBe(401);
    const relogin = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: coach.email, password: 'coaching is my passion' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('does not send a student reset for a staff e-mail (userType decides the account kind)', async () => {
    const coach = await createStaff(t.database.db);
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: coach.email, userType: 'student' },
    });
    expect(await t.lastEmailTo(coach.email)).toBeUndefined();
  });

  it('refuses weak passwords and bad input, naming the field', async () => {
    const student = await createStudent(t.database.db);
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: student.email, userType: 'student' },
    });
    const token = tokenFrom((await t.lastEmailTo(student.email))!.text)!;
    const common = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'iloveyou' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toHaveProperty('password');
    // The refused attempt did not use up the link.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/reset-password',
          payload: { token, password: 'a sensible passphrase' },
        })
      ).statusCode,
    ).toBe(200);

    const badType = await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: student.email, userType: 'parent' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toEqual({ userType: "userType must be 'student' or 'coach'" });
    const noToken = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { password: 'a sensible passphrase' },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().fields).toHaveProperty('token');
  });

  it('limits reset requests per account', async () => {
    const r = await createTestContext();
    try {
      const student = await createStudent(r.database.db);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await r.request({
              method: 'POST',
              url: '/api/forgot-password',
              payload: { email: student.email, userType: 'student' },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await r.close();
    }
  });
});

describe(`reset e-mail over real SMTP (${testDbKind})`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestContext;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url, RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the reset link through the SMTP server', async () => {
    const student = await createStudent(t.database.db);
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: student.email, userType: 'student' },
    });
    await t.app.mailer.drain();
    const mail = sink.received.find((m) => m.to.includes(student.email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject: Reset your Solent Golf Academy password');
    const decoded = mail!.raw;
    const token = tokenFrom(decoded);
    expect(token).toBeTruthy();
    const reset = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'delivered by smtp' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
