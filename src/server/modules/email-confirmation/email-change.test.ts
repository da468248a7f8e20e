import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, students } from '../../db/schema/index';
import { seedDemoData } from '../../db/seed/demo-data';
import { createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { hashPassword } from '../../security/passwords';
import { signIn, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { upsertStaffAccount } from '../staff/staff-accounts.service';

const confirmationToken = (text: string) => /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const resetToken = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe(`a changed e-mail address, and accounts confirmed by other means (${testDbKind})`, () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const login = (email: string) =>
    t.request({ method: 'POST', url: '/api/portal/login', payload: { email, password: FACTORY_PASSWORD } });
  const confirm = (token: string) =>
    t.request({ method: 'POST', url: '/api/portal/confirm-email', payload: { token } });

  it('keeps the old address until the new one is confirmed, showing the new one as pending', async () => {
    const row = await createStudent(t.database.db);
    const me = await signIn(t, 'student', row);
    const newEmail = `moved.${row.id.slice(0, 8)}@example.com`;

    const saved = await me.call({
      method: 'PUT',
      url: `/api/students/${row.id}`,
      payload: { email: newEmail, goals: 'Break 90' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      email: row.email,
      email_confirmed: true,
      pending_email: newEmail,
      goals: 'Break 90',
    });
    expect((await login(row.email)).statusCode).toBe(200);
    expect((await login(newEmail)).statusCode).toBe(401);
    // Sending the whole form again with the address still in use leaves the change waiting.
    const resaved = await me.call({
      method: 'PUT',
      url: `/api/students/${row.id}`,
      payload: { email: row.email, goals: 'Break 85' },
    });
    expect(resaved.json()).toMatchObject({ email: row.email, pending_email: newEmail });
    // The change does not take away what the confirmed old address allows.
    expect((await me.call({ method: 'POST', url: '/api/portal/validate' })).json().user.emailConfirmed).toBe(
      true,
    );

    const mail = await t.lastEmailTo(newEmail);
    expect(mail?.subject).toBe('Confirm your Solent Golf Academy e-mail address');
    expect(await t.lastEmailTo(row.email)).toBeUndefined();
    const opened = await confirm(confirmationToken(mail!.text)!);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ message: `Your e-mail address is now ${newEmail}.` });

    const profile = await me.call({ method: 'GET', url: `/api/students/${row.id}` });
    expect(profile.json()).toMatchObject({ email: newEmail, email_confirmed: true, pending_email: null });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(row.email)).statusCode).toBe(401);
  });

  it('refuses the change when another account has taken the address meanwhile', async () => {
    const row = await createStudent(t.database.db);
    const me = await signIn(t, 'student', row);
    const wanted = `wanted.${row.id.slice(0, 8)}@example.com`;
    await me.call({ method: 'PUT', url: `/api/students/${row.id}`, payload: { email: wanted } });
    const token = confirmationToken((await t.lastEmailTo(wanted))!.text)!;
    await createStudent(t.database.db, { email: wanted });

    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: 'This email is already in use' });
    const [after] = await t.database.db.select().from(students).where(eq(students.id, row.id));
    expect(after!.email).toBe(row.email);
  });

  it('lets an admin change a student’s address, which also waits for its link', async () => {
    const admin = await staffCaller(t, { role: 'admin' });
    const row = await createStudent(t.database.db);
    const newEmail = `by.admin.${row.id.slice(0, 8)}@example.com`;
    const res = await admin.call({
      method: 'PUT',
      url: `/api/students/${row.id}`,
      payload: { email: newEmail },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: row.email, pending_email: newEmail });
    expect(await t.lastEmailTo(newEmail)).toBeDefined();
  });

  it('confirms an invited member of staff when they open the invitation', async () => {
    const admin = await staffCaller(t, { role: 'admin' });
    const created = await admin.call({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: 'invited.coach@academy.test', firstName: 'Ivy', lastName: 'Invited', role: 'coach' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().staff.id as string;
    const confirmedAt = async () =>
      (await t.database.db.select().from(staff).where(eq(staff.id, id)))[0]!.emailConfirmedAt;
    expect(await confirmedAt()).toBeNull();

    const token = resetToken((await t.lastEmailTo('invited.coach@academy.test'))!.text)!;
    const accepted = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'my own new passphrase' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await confirmedAt()).toEqual(t.clock());
  });

  it('confirms a student who resets their password from the e-mailed link', async () => {
    const row = await createStudent(t.database.db, { emailConfirmedAt: null });
    await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: row.email, userType: 'student' },
    });
    const token = resetToken((await t.lastEmailTo(row.email))!.text)!;
    const reset = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'my own new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(students).where(eq(students.id, row.id));
    expect(after!.emailConfirmedAt).not.toBeNull();
  });

  it('treats the demo accounts and accounts made with staff:create as confirmed', async () => {
    const demo = await createTestContext();
    try {
      await seedDemoData(demo.database.db, hashPassword);
      const studentRows = await demo.database.db.select().from(students);
      const staffRows = await demo.database.db.select().from(staff);
      expect(studentRows.length).toBeGreaterThan(0);
      expect(staffRows.length).toBeGreaterThan(0);
      for (const r of [...studentRows, ...staffRows]) expect(r.emailConfirmedAt, r.email).not.toBeNull();

      const { id } = await upsertStaffAccount(demo.database.db, {
        email: 'made.at.console@academy.test',
        password: 'typed at the console',
        role: 'instructor',
        firstName: 'Cal',
        lastName: 'Console',
      });
      const [made] = await demo.database.db.select().from(staff).where(eq(staff.id, id));
      expect(made!.emailConfirmedAt).not.toBeNull();
    } finally {
      await demo.close();
    }
  });
});
