import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { cookiePair, createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const COOKIE = '__Host-staff_session';

describe(`staff accounts (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(() => t.close());

  it('signs a coach in with the staff user shape and a browser-session cookie', async () => {
    const coach = await createStaff(t.database.db, {
      role: 'instructor',
      specializations: ['Short game'],
      certifications: ['PGA Professional'],
      avatarUrl: '/media/coach.jpg',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: coach.email.toUpperCase(), password: FACTORY_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: coach.id,
      firstName: coach.firstName,
      lastName: coach.lastName,
      email: coach.email,
      role: 'instructor',
      avatar: '/media/coach.jpg',
      specializations: ['Short game'],
      certifications: ['PGA Professional'],
    });
    const cookie = res.cookies.find((c) => c.name === COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(cookie.maxAge).toBeUndefined();
    const validate = await t.request({
      method: 'POST',
      url: '/api/staff-portal/validate',
      headers: { cookie: cookiePair(res, COOKIE)! },
    });
    expect(validate.json().user.id).toBe(coach.id);
  });

  it('ignores rememberMe for staff and ends a session idle for 30 minutes', async () => {
    const coach = await createStaff(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: coach.email, password: FACTORY_PASSWORD, rememberMe: true },
    });
    expect(res.cookies.find((c) => c.name === COOKIE)!.maxAge).toBeUndefined();
    const auth = { authorization: `Bearer ${res.json().token}` };
    t.clock.advance(29 * 60_000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff-portal/validate', headers: auth })).statusCode,
    ).toBe(200);
    t.clock.advance(30 * 60_000 + 1000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff-portal/validate', headers: auth })).statusCode,
    ).toBe(401);
  });

  it('ends any staff session after 12 hours, however active', async () => {
    const coach = await createStaff(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: coach.email, password: FACTORY_PASSWORD },
    });
    const auth = { authorization: `Bearer ${res.json().token}` };
    for (let i = 0; i < 23; i++) {
      t.clock.advance(30 * 60_000 - 1000);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/staff-portal/validate', headers: auth })).statusCode,
      ).toBe(200);
    }
    t.clock.advance(30 * 60_000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff-portal/validate', headers: auth })).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong password, an unknown email and a deactivated account with one answer', async () => {
    const coach = await createStaff(t.database.db);
    const retired = await createStaff(t.database.db, { active: false });
    const answers = await Promise.all([
      t.request({
        method: 'POST',
        url: '/api/staff-portal/login',
        payload: { email: coach.email, password: 'wrong password here' },
      }),
      t.request({
        method: 'POST',
        url: '/api/staff-portal/login',
        payload: { email: 'nobody@academy.test', password: FACTORY_PASSWORD },
      }),
      t.request({
        method: 'POST',
        url: '/api/staff-portal/login',
        payload: { email: retired.email, password: FACTORY_PASSWORD },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('does not sign a student in through the staff portal, nor accept a student token', async () => {
    const student = await createStudent(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: student.email, password: FACTORY_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    const studentLogin = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: student.email, password: FACTORY_PASSWORD },
    });
    const byBearer = await t.app.inject({
      method: 'POST',
      url: '/api/staff-portal/validate',
      headers: { authorization: `Bearer ${studentLogin.json().token}` },
    });
    expect(byBearer.statusCode).toBe(401);
    const byCookie = await t.request({
      method: 'POST',
      url: '/api/staff-portal/validate',
      headers: { cookie: `${COOKIE}=${studentLogin.json().token}` },
    });
    expect(byCookie.statusCode).toBe(401);
  });

  it('logs out on the server', async () => {
    const coach = await createStaff(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: coach.email, password: FACTORY_PASSWORD },
    });
    const cookie = cookiePair(res, COOKIE)!;
    expect(
      (await t.request({ method: 'POST', url: '/api/staff-portal/logout', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/staff-portal/validate', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    // Logging out twice, or with no session at all, is harmless.
    expect((await t.request({ method: 'POST', url: '/api/staff-portal/logout' })).statusCode).toBe(200);
  });

  it('names bad fields on login', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/staff-portal/login',
      payload: { email: 'coach', password: '', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: 'Enter a valid email address',
      password: 'Password is required',
      extra: 'Unknown field',
    });
  });
});
