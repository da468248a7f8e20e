import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmationTokens, students } from '../../db/schema/index';
import { createStaff } from '../../db/seed/factories';
import { sha256 } from '../../security/tokens';
import { filesUnder, multipartBody, PNG } from '../../test/multipart';
import { APP_URL, createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const PASSWORD = 'a long enough passphrase';
const confirmationTokenIn = (text: string) => /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe(`confirming a self-registered student's e-mail address (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: string;
  let n = 0;

  beforeAll(async () => {
    t = await createTestContext();
    coachId = (await createStaff(t.database.db)).id;
  });
  afterAll(() => t.close());

  /** Registers as the portal's form does, from an address of its own so registration limits stay apart. */
  async function register() {
    n += 1;
    const email = `new.golfer.${n}@example.com`;
    const res = await t.request({
      method: 'POST',
      url: '/api/portal/register',
      remoteAddress: `10.0.0.${n}`,
      payload: {
        firstName: 'Nina',
        lastName: 'Newcomer',
        email,
        username: `nina_${n}_${testDbKind}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        dateOfBirth: '1990-04-12',
        coachId,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token, user } = res.json();
    const headers = { authorization: `Bearer ${token}` };
    const call = (o: Parameters<TestContext['request']>[0]) =>
      t.request({ ...o, headers: { ...headers, ...(o.headers ?? {}) } });
    return { id: user.id as string, email, user, call };
  }

  async function linkFor(email: string) {
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe('Confirm your Solent Golf Academy e-mail address');
    expect(mail!.text).toContain(`${APP_URL}/confirm-email?token=`);
    return confirmationTokenIn(mail!.text)!;
  }

  const confirm = (token: string) =>
    t.request({ method: 'POST', url: '/api/portal/confirm-email', payload: { token } });

  const sendMessage = async (student: Awaited<ReturnType<typeof register>>) =>
    student.call({
      method: 'POST',
      url: '/api/messages',
      ...(await multipartBody([
        ['studentId', student.id],
        ['coachId', coachId],
        ['subject', 'Bunker shots'],
        ['message', 'How do I get out first time?'],
        ['type', 'question'],
      ])),
    });

  it('refuses messages until the e-mailed link is opened, then accepts them', async () => {
    const student = await register();
    expect(student.user.emailConfirmed).toBe(false);

    const refused = await sendMessage(student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Confirm your e-mail address to send messages' });

    const opened = await confirm(await linkFor(student.email));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ message: 'Thank you: your e-mail address is confirmed.' });
    const me = await student.call({ method: 'POST', url: '/api/portal/validate' });
    expect(me.json().user.emailConfirmed).toBe(true);

    const sent = await sendMessage(student);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message.subject).toBe('Bunker shots');
  });

  it('refuses an upload before storing anything, then accepts it once confirmed', async () => {
    const student = await register();
    const upload = async () =>
      student.call({
        method: 'POST',
        url: '/api/break-par-challenge/evidence',
        ...(await multipartBody([['photo', { bytes: PNG, name: 'green.png', type: 'image/png' }]])),
      });
    // Stored uploads only: the mail outbox shares the data folder.
    const stored = async () => (await filesUnder(t.dataDir)).filter((f) => !f.startsWith('outbox'));
    const before = await stored();

    const refused = await upload();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Confirm your e-mail address to upload files' });
    expect(await stored()).toEqual(before);

    expect((await confirm(await linkFor(student.email))).statusCode).toBe(200);
    const accepted = await upload();
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().evidence.kind).toBe('photo');
  });

  it('stores only the hash of the link, which works once and for 7 days', async () => {
    const student = await register();
    const token = await linkFor(student.email);
    const rows = await t.database.db
      .select()
      .from(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.studentId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    const invalid =
      'This confirmation link is invalid or has expired. Sign in to the Student Portal to get a new one.';
    expect(again.json()).toEqual({ message: invalid, fields: { token: invalid } });

    const late = await register();
    const lateToken = await linkFor(late.email);
    t.clock.advance(7 * 24 * 3600_000 + 1);
    const expired = await confirm(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields).toEqual({ token: invalid });
    const [row] = await t.database.db.select().from(students).where(eq(students.id, late.id));
    expect(row!.emailConfirmedAt).toBeNull();
  });

  it('answers 400 naming the token for a link without one', async () => {
    const res = await t.request({ method: 'POST', url: '/api/portal/confirm-email', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('token');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/portal/confirm-email',
      payload: { token: 'x', extra: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('extra');
  });

  it('mails a new link on request, three an hour, and none to an address already confirmed', async () => {
    const student = await register();
    const first = await linkFor(student.email);
    const resend = () => student.call({ method: 'POST', url: '/api/portal/confirm-email/resend' });

    const again = await resend();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ message: `We have sent a new confirmation link to ${student.email}.` });
    const second = await linkFor(student.email);
    expect(second).not.toBe(first);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Any of the links works; once one is used, the others are retired.
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(first)).statusCode).toBe(400);
    t.clock.advance(3600_000);
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Your e-mail address is already confirmed');
  });

  it('resends only for a signed-in student', async () => {
    const anonymous = await t.request({ method: 'POST', url: '/api/portal/confirm-email/resend' });
    expect(anonymous.statusCode).toBe(401);
  });
});
