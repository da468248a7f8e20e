import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingListEntries } from '../../db/schema/index';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

interface Caller {
  id: string;
  token: string;
  call(options: InjectOptions): ReturnType<TestContext['request']>;
}

const linkToken = (raw: string) => /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(raw)?.[1];

describe(`staff accounts, students and leads, for admins (${testDbKind})`, () => {
  let t: TestContext;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: Caller;
  let coach: Caller;

  async function signIn(email: string, id: string, password = FACTORY_PASSWORD): Promise<Caller> {
    const res = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const token = res.json().token as string;
    return {
      id,
      token,
      call: (options) =>
        t.request({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } }),
    };
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url, RATE_LIMIT_FACTOR: '100' });
    const a = await createStaff(t.database.db, { role: 'admin', firstName: 'Alex' });
    const c = await createStaff(t.database.db, { role: 'coach', firstName: 'Jamie' });
    admin = await signIn(a.email, a.id);
    coach = await signIn(c.email, c.id);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('creates a coach who sets a password from the invitation, then is assigned a student', async () => {
    const created = await admin.call({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: 'New.Coach@SolentGolf.academy', firstName: 'Nia', lastName: 'Shore', role: 'coach' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().staff).toMatchObject({
      email: 'new.coach@solentgolf.academy',
      role: 'coach',
      active: true,
      studentCount: 0,
    });
    const newId = created.json().staff.id;
    const again = await admin.call({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: 'new.coach@solentgolf.academy', firstName: 'Nia', lastName: 'Shore', role: 'coach' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ email: 'Already in use' });

    await t.app.mailer.drain();
    const invite = sink.received.find((m) => m.to.includes('new.coach@solentgolf.academy'));
    expect(invite!.raw).toContain('Subject: Your Solent Golf Academy staff account');
    const token = decodeURIComponent(linkToken(invite!.raw)!);
    // No password works before the invitation is used.
    const before = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: 'new.coach@solentgolf.academy', password: 'chosen by the new coach' },
    });
    expect(before.statusCode).toBe(401);
    const set = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'chosen by the new coach' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const nia = await signIn('new.coach@solentgolf.academy', newId, 'chosen by the new coach');

    const student = await createStudent(t.database.db, { coachId: coach.id, dateOfBirth: '2013-03-03' });
    const moved = await admin.call({
      method: 'PATCH',
      url: `/api/admin/students/${student.id}`,
      payload: { coachId: newId, membershipTier: 'performance' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().student).toMatchObject({
      coachId: newId,
      coachName: 'Nia Shore',
      membershipTier: 'performance',
      junior: true,
    });
    const hers = await nia.call({ method: 'GET', url: `/api/coaches/${newId}/students` });
    expect(hers.json().map((s: { id: string }) => s.id)).toEqual([student.id]);
    const list = await admin.call({ method: 'GET', url: '/api/admin/students' });
    expect(list.json().students.some((s: { id: string }) => s.id === student.id)).toBe(true);
    const accounts = await admin.call({ method: 'GET', url: '/api/admin/staff' });
    const niaAccount = accounts.json().staff.find((s: { id: string }) => s.id === newId);
    expect(niaAccount.studentCount).toBe(1);
    const badCoach = await admin.call({
      method: 'PATCH',
      url: `/api/admin/students/${student.id}`,
      payload: { coachId: admin.id },
    });
    expect(badCoach.statusCode).toBe(400);
    expect(badCoach.json().fields).toEqual({ coachId: 'Unknown coach' });
    const empty = await admin.call({
      method: 'PATCH',
      url: `/api/admin/students/${student.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const tier = await admin.call({
      method: 'PATCH',
      url: `/api/admin/students/${student.id}`,
      payload: { membershipTier: 'gold' },
    });
    expect(tier.json().fields).toHaveProperty('membershipTier');
  });

  it('disables an account (signing it out), refuses disabling oneself, and sends reset links', async () => {
    const row = await createStaff(t.database.db, { role: 'instructor', firstName: 'Robin' });
    const robin = await signIn(row.email, row.id);
    const off = await admin.call({
      method: 'PATCH',
      url: `/api/admin/staff/${row.id}`,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().staff.active).toBe(false);
    expect((await robin.call({ method: 'GET', url: `/api/coaches/${row.id}/students` })).statusCode).toBe(
      401,
    );
    const refused = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: row.email, password: FACTORY_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    expect(
      (await admin.call({ method: 'POST', url: `/api/admin/staff/${row.id}/password-reset` })).statusCode,
    ).toBe(409);
    await admin.call({ method: 'PATCH', url: `/api/admin/staff/${row.id}`, payload: { active: true } });
    const reset = await admin.call({ method: 'POST', url: `/api/admin/staff/${row.id}/password-reset` });
    expect(reset.statusCode).toBe(200);
    await t.app.mailer.drain();
    expect(sink.received.some((m) => m.to.includes(row.email) && m.raw.includes('Reset your'))).toBe(true);

    const self = await admin.call({
      method: 'PATCH',
      url: `/api/admin/staff/${admin.id}`,
      payload: { active: false },
    });
    expect(self.statusCode).toBe(409);
    const list = await admin.call({ method: 'GET', url: '/api/admin/staff' });
    expect(list.json().staff.map((s: { id: string }) => s.id)).toContain(row.id);
  });

  it('is for admins only', async () => {
    const urls: [InjectOptions['method'], string, unknown?][] = [
      ['GET', '/api/admin/staff'],
      [
        'POST',
        '/api/admin/staff',
        { email: 'someone@example.com', firstName: 'X', lastName: 'Y', role: 'coach' },
      ],
      ['PATCH', `/api/admin/staff/${coach.id}`, { active: false }],
      ['POST', `/api/admin/staff/${coach.id}/password-reset`],
      ['GET', '/api/admin/students'],
      ['GET', '/api/admin/waiting-list'],
    ];
    for (const [method, url, payload] of urls) {
      const options = { method, url, ...(payload ? { payload: payload as object } : {}) };
      expect((await coach.call(options)).statusCode, url).toBe(403);
      expect((await t.request(options)).statusCode, url).toBe(401);
    }
  });

  it('lists the waiting list newest first and marks a lead contacted', async () => {
    const [lead] = await t.database.db
      .insert(waitingListEntries)
      .values({
        parentName: 'Sam Parent',
        email: 'sam@example.com',
        phone: '07700 900123',
        childAge: 9,
        programme: 'Junior lessons',
      })
      .returning();
    const list = await admin.call({ method: 'GET', url: '/api/admin/waiting-list' });
    expect(list.json().leads[0]).toMatchObject({ id: lead!.id, parentName: 'Sam Parent', contactedAt: null });
    const marked = await admin.call({
      method: 'PATCH',
      url: `/api/admin/waiting-list/${lead!.id}`,
      payload: { contacted: true },
    });
    expect(marked.json().lead.contactedAt).toEqual(expect.any(String));
  });

  it('lets any member of staff change their own password, ending their other sessions', async () => {
    const row = await createStaff(t.database.db, { role: 'coach', firstName: 'Casey' });
    const here = await signIn(row.email, row.id);
    const elsewhere = await signIn(row.email, row.id);
    const change = (payload: Record<string, unknown>) =>
      here.call({ method: 'POST', url: '/api/staff-portal/password', payload });
    const wrong = await change({
      currentPassword: 'nope',
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Not right' });
    const mismatch = await change({
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'another passphrase',
    });
    expect(mismatch.json().fields).toHaveProperty('confirmPassword');
    const ok = await change({
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await here.call({ method: 'GET', url: `/api/coaches/${row.id}/students` })).statusCode).toBe(200);
    expect((await elsewhere.call({ method: 'GET', url: `/api/coaches/${row.id}/students` })).statusCode).toBe(
      401,
    );
    await signIn(row.email, row.id, 'a brand new passphrase');
  });
});
