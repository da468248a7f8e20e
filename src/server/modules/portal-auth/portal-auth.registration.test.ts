import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sessions, students } from '../../db/schema/index';
import { createStaff } from '../../db/seed/factories';
import { setTestOnlyPasswordCost } from '../../security/passwords';
import { sha256 } from '../../security/tokens';
import { type TestContext, testDbKind } from '../../test/test-app';
import { COOKIE, openPortal, registrationWith } from './portal-auth.test-helpers';

describe(`student accounts (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: string;

  beforeAll(async () => {
    ({ t, coachId } = await openPortal());
  });
  afterAll(() => t.close());

  const registration = registrationWith(() => coachId);

  describe('POST /api/portal/register', () => {
    it('creates a free-tier student, signs them in and sets a secure cookie', async () => {
      // The other API tests hash at a test-only cost; this one proves the cost a real registration pays.
      setTestOnlyPasswordCost(false);
      onTestFinished(() => setTestOnlyPasswordCost(true));
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
});
