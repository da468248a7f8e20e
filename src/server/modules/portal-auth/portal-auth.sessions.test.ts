import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { cookiePair, createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { COOKIE, openPortal, registrationWith } from './portal-auth.test-helpers';

describe(`student accounts (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: string;

  beforeAll(async () => {
    ({ t, coachId } = await openPortal());
  });
  afterAll(() => t.close());

  const registration = registrationWith(() => coachId);

  describe('POST /api/portal/login, validate and logout', () => {
    it('signs in, validates by cookie and by bearer token, and logs out on the server', async () => {
      const student = await createStudent(t.database.db, { coachId });
      const login = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: FACTORY_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const { token, user } = login.json();
      expect(user.id).toBe(student.id);
      expect(user).not.toHaveProperty('passwordHash');

      const byCookie = await t.request({
        method: 'POST',
        url: '/api/portal/validate',
        headers: { cookie: cookiePair(login, COOKIE)! },
      });
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.json().user.email).toBe(student.email);
      const byBearer = await t.app.inject({
        method: 'POST',
        url: '/api/portal/validate',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byBearer.statusCode).toBe(200);

      const logout = await t.request({
        method: 'POST',
        url: '/api/portal/logout',
        headers: { cookie: cookiePair(login, COOKIE)! },
      });
      expect(logout.statusCode).toBe(200);
      expect(logout.cookies.find((c) => c.name === COOKIE)?.value).toBe('');
      const after = await t.app.inject({
        method: 'POST',
        url: '/api/portal/validate',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.statusCode).toBe(401);
    });

    it('issues a new token at every sign-in', async () => {
      const student = await createStudent(t.database.db);
      const a = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: FACTORY_PASSWORD },
      });
      const b = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: FACTORY_PASSWORD },
      });
      expect(a.json().token).not.toBe(b.json().token);
    });

    it('answers a wrong password and an unknown email identically', async () => {
      const student = await createStudent(t.database.db);
      const wrong = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: 'not the password' },
      });
      const unknown = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: 'nobody@example.com', password: 'not the password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    });

    it('refuses validate with no session, a bad token or a staff token', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/portal/validate' })).statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/portal/validate',
        headers: { authorization: 'Bearer nonsense' },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ message: 'Please sign in to continue' });
      const coach = await createStaff(t.database.db);
      const staffLogin = await t.request({
        method: 'POST',
        url: '/api/staff-portal/login',
        payload: { email: coach.email, password: FACTORY_PASSWORD },
      });
      const staffToken = staffLogin.json().token;
      const crossed = await t.app.inject({
        method: 'POST',
        url: '/api/portal/validate',
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(crossed.statusCode).toBe(401);
    });

    it('ends an idle session after 2 hours, and any session after 12 hours', async () => {
      const student = await createStudent(t.database.db);
      const login = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: FACTORY_PASSWORD },
      });
      const auth = { authorization: `Bearer ${login.json().token}` };
      t.clock.advance(119 * 60_000);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/portal/validate', headers: auth })).statusCode,
      ).toBe(200);
      // Activity extended the idle deadline, but not the absolute one.
      for (let hour = 0; hour < 9; hour++) {
        t.clock.advance(60 * 60_000);
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/portal/validate', headers: auth })).statusCode,
        ).toBe(200);
      }
      t.clock.advance(61 * 60_000);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/portal/validate', headers: auth })).statusCode,
      ).toBe(401);

      const again = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: FACTORY_PASSWORD },
      });
      t.clock.advance(2 * 60 * 60_000 + 1000);
      const idle = await t.app.inject({
        method: 'POST',
        url: '/api/portal/validate',
        headers: { authorization: `Bearer ${again.json().token}` },
      });
      expect(idle.statusCode).toBe(401);
    });
  });

  describe('rate limits', () => {
    let r: TestContext;
    beforeAll(async () => {
      r = await createTestContext();
    });
    afterAll(() => r.close());

    it('answers 429 with Retry-After after 10 failures on one account from one address, then lets it in after 15 minutes', async () => {
      const student = await createStudent(r.database.db);
      for (let i = 0; i < 10; i++) {
        const res = await r.request({
          method: 'POST',
          url: '/api/portal/login',
          payload: { email: student.email, password: `wrong-${i}-password` },
        });
        expect(res.statusCode).toBe(401);
      }
      const limited = await r.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: FACTORY_PASSWORD },
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/Too many attempts/);
      // An unknown address is limited the same way, so the limit reveals nothing.
      for (let i = 0; i < 10; i++) {
        await r.request({
          method: 'POST',
          url: '/api/portal/login',
          payload: { email: 'ghost@example.com', password: 'whatever-it-is' },
        });
      }
      const ghost = await r.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: 'ghost@example.com', password: 'whatever-it-is' },
      });
      expect(ghost.statusCode).toBe(429);

      r.clock.advance(15 * 60_000 + 1000);
      const later = await r.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: FACTORY_PASSWORD },
      });
      expect(later.statusCode).toBe(200);
    });

    it('limits registrations per client address', async () => {
      const ctx = await createTestContext();
      try {
        const coach = await createStaff(ctx.database.db);
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) {
          const res = await ctx.request({
            method: 'POST',
            url: '/api/portal/register',
            payload: registration({ coachId: coach.id, confirmPassword: 'mismatch on purpose' }),
          });
          statuses.push(res.statusCode);
        }
        expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
        expect(statuses[10]).toBe(429);
      } finally {
        await ctx.close();
      }
    });
  });
});
