import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, dispatch, prepare, ROUTES, type World } from '../test/route-catalogue';
import { createTestContext, type TestContext, testDbKind } from '../test/test-app';
import { allowedActor } from './expected-access';

/**
 * Routes that could be called over and over: signing in, resetting, registering (a student, a family or a
 * junior's own login), booking, deleting.
 */
const ACCOUNT_AND_BOOKING_ROUTES = [
  'POST /api/portal/login',
  'POST /api/staff-portal/login',
  'POST /api/portal/register',
  'POST /api/family/register',
  'POST /api/family/invitations/login',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/booking/book',
  'GET /api/booking/cancellation',
  'POST /api/booking/cancellation',
  'POST /api/waiting-list',
  'POST /api/students/{id}/deletion',
  'POST /api/staff-portal/password',
];

/** Only failures count: these routes are sent a wrong password to reach their limit. */
const WRONG_PASSWORD: Record<string, Record<string, string>> = {
  'POST /api/portal/login': { password: 'not the password' },
  'POST /api/staff-portal/login': { password: 'not the password' },
  'POST /api/staff-portal/password': { currentPassword: 'not the password' },
};

/** Every route whose request is a multipart upload. */
const uploadRoutes = async (w: World) => {
  const found: string[] = [];
  for (const route of Object.keys(ROUTES)) {
    const request = await prepare(w, route);
    await ROUTES[route]?.after?.(w);
    if (request.headers?.['content-type']?.toString().startsWith('multipart/form-data')) found.push(route);
  }
  return found;
};

describe(`rate limits (${testDbKind})`, () => {
  let t: TestContext;
  let w: World;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1', BOOKINGS_PER_EMAIL_PER_DAY: '1000' });
    w = await buildWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  async function hitUntilLimited(route: string) {
    await t.database.db.execute(sql`delete from rate_limit_buckets`);
    const actor = allowedActor(route);
    const prepared = await prepare(w, route);
    const wrong = WRONG_PASSWORD[route];
    const request = wrong
      ? { ...prepared, payload: { ...(prepared.payload as object), ...wrong } }
      : prepared;
    for (let i = 1; i <= 200; i++) {
      const res = await dispatch(w, route, actor, request);
      expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode === 429) return { after: i, retryAfter: Number(res.headers['retry-after']) };
    }
    return { after: Infinity, retryAfter: 0 };
  }

  it('uploads are found on the routes expected', async () => {
    expect((await uploadRoutes(w)).sort()).toEqual(
      [
        'POST /api/messages',
        'POST /api/messages/{id}/reply',
        'POST /api/break-par-challenge/evidence',
        'POST /api/staff/downloads',
        'POST /api/staff/content/coaches/{id}/photo',
        'POST /api/staff/learning/videos/upload',
        'POST /api/admin/model-swings',
        'PUT /api/module-assignments/{assignmentId}/exercises/{exerciseId}/with-video',
      ].sort(),
    );
  });

  for (const route of ACCOUNT_AND_BOOKING_ROUTES) {
    it(`${route} answers 429 with Retry-After once its limit is spent`, async () => {
      const { after, retryAfter } = await hitUntilLimited(route);
      expect(after).toBeLessThanOrEqual(61);
      expect(retryAfter).toBeGreaterThan(0);
    });
  }

  it('every upload route answers 429 with Retry-After after 60 uploads in 15 minutes, per account', async () => {
    for (const route of await uploadRoutes(w)) {
      const { after, retryAfter } = await hitUntilLimited(route);
      expect(after, route).toBe(61);
      expect(retryAfter, route).toBeGreaterThan(0);
    }
    // The window passes and the same account may upload again (with room for another unsaved photo).
    t.clock.advance(15 * 60_000 + 1000);
    await t.database.db.execute(sql`delete from challenge_evidence where attempt_id is null`);
    const route = 'POST /api/break-par-challenge/evidence';
    const res = await dispatch(w, route, allowedActor(route), await prepare(w, route));
    expect(res.statusCode).toBe(201);
  }, 120_000);
});
