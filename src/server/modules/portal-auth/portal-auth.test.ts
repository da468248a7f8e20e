import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, students } from '../../db/schema/index';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { sha256 } from '../../security/tokens';
import { cookiePair, createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const COOKIE = '__Host-student_session';

describe(`student accounts (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: string;

  beforeAll(async () => {
    // Generous limits here; the rate-limit tests below use the real ones.
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coachId = (await createStaff(t.database.db)).id;
  });
  afterAll(() => t.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Ava',
    lastName: 'Lewis',
    email: `ava.${Math.random().toString(36).slice(2, 8)}@example.com`,
    username: `ava_${Math.random().toString(36).slice(2, 8)}`,
    password: 'a long enough passphrase',
    confirmPassword: 'a long enough passphrase',
    coachId,
    ...overrides,
  });

  describe('POST /api/portal/register', () => {
    it('creates a free-tier student, signs them in and sets a secure cookie', async () => {
      const body = registration({ email: 'Ava.Lewis@Example.com', membershipTier: 'elite' });
      const res = await t.request({ method: 'POST', url: '/api/portal/register', payload: body });
      expect(res.statusCode).toBe(201);
      const json = res.json();
      expect(json.user).toEqual({
        id: expect.any(String),
        firstName: 'Ava',
        lastName: 'Lewis',
        email: 'ava.lewis@example.com',
        username: body.username,
        avatar: null,
        handicap: null,
        membershipTier: 'free',
        coachId,
        // Signed in at once, but with a link to open before sending or uploading anything.
        emailConfirmed: false,
      });
      expect(json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = res.cookies.find((c) => c.name === COOKIE)!;
      expect(cookie).toMatchObject({
        value: json.token,
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(cookie.maxAge).toBeUndefined();
      // Only the hash of the token is stored, and the password is an argon2id hash.
      const [session] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.studentId, json.user.id));
      expect(session!.tokenHash).toBe(sha256(json.token));
      const [row] = await t.database.db.select().from(students).where(eq(students.id, json.user.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('keeps a student signed in for 30 days when asked', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        payload: registration({ rememberMe: true }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === COOKIE)!.maxAge).toBe(30 * 24 * 3600);
    });

    it('refuses mismatched passwords, naming the field', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        payload: registration({ confirmPassword: 'something else entirely' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Passwords do not match',
        fields: { confirmPassword: 'Passwords do not match' },
      });
    });

    it('refuses a short or a common password', async () => {
      const short = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        payload: registration({ password: 'short', confirmPassword: 'short' }),
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().fields.password).toBe('Password must be at least 8 characters');
      const common = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        payload: registration({ password: 'password123', confirmPassword: 'password123' }),
      });
      expect(common.statusCode).toBe(400);
      expect(common.json().fields.password).toMatch(/too common/);
    });

    it('accepts a 64-character passphrase', async () => {
      const long = 'the quick brown fox jumps over the lazy dog on the eighteenth green';
      expect(long.length).toBeGreaterThanOrEqual(64);
      const res = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        payload: registration({ password: long, confirmPassword: long }),
      });
      expect(res.statusCode).toBe(201);
    });

    it('refuses a taken email and a taken username (whatever its case)', async () => {
      const first = registration();
      expect(
        (await t.request({ method: 'POST', url: '/api/portal/register', payload: first })).statusCode,
      ).toBe(201);
      const sameEmail = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        payload: registration({ email: first.email.toUpperCase() }),
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().fields).toHaveProperty('email');
      const sameUsername = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        payload: registration({ username: first.username.toUpperCase() }),
      });
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json().message).toBe('That username is taken. Please choose another.');
    });

    it('lets exactly one of ten simultaneous registrations for one email through', async () => {
      const email = `race.${Date.now()}@example.com`;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.request({
            method: 'POST',
            url: '/api/portal/register',
            payload: registration({ email, username: `racer_${i}_${Date.now()}` }),
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409))
        expect(r.json().fields).toHaveProperty('email');
      const rows = await t.database.db.select().from(students).where(eq(students.email, email));
      expect(rows).toHaveLength(1);
    });

    it('refuses an unknown coach and an admin as coach', async () => {
      const admin = await createStaff(t.database.db, { role: 'admin' });
      for (const id of ['7d1f3f38-2d0c-4a57-9b0e-3f3c9d1f0a11', admin.id]) {
        const res = await t.request({
          method: 'POST',
          url: '/api/portal/register',
          payload: registration({ coachId: id }),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ coachId: 'Unknown coach' });
      }
    });

    it('names every missing or unknown field, never a 500', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        payload: { email: 'not-an-email', role: 'admin' },
      });
      expect(res.statusCode).toBe(400);
      const { fields } = res.json();
      expect(fields).toMatchObject({
        role: 'Unknown field',
        email: 'Enter a valid email address',
        firstName: 'First name is required',
        coachId: 'Choose a coach',
      });
      const notJson = await t.request({
        method: 'POST',
        url: '/api/portal/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"firstName":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().message).toBe('The request body is not valid JSON');
    });
  });

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
