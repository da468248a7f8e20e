import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, buildWorld, ROUTES, send, type World } from '../test/route-catalogue';
import { expectSecurityHeaders } from '../test/security-headers';
import { createTestContext, type TestContext, testDbKind } from '../test/test-app';
import { EXPECTED, expectedFor } from './expected-access';

/** Denials first, so an allowed call that uses something up cannot change what a denied one sees. */
const SEND_ORDER: Actor[] = [
  'anonymous',
  'studentB',
  'otherGuardian',
  'otherCoach',
  'studentA',
  'guardianOfA',
  'coachOfA',
  'admin',
];

describe(`authorisation matrix (${testDbKind})`, () => {
  let t: TestContext;
  let w: World;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1000', BOOKINGS_PER_EMAIL_PER_DAY: '1000' });
    w = await buildWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  it('covers every route of the API document, and nothing that is not in it', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(90);
    expect(Object.keys(EXPECTED).sort()).toEqual([...documented].sort());
    expect(Object.keys(ROUTES).sort()).toEqual([...documented].sort());
  });

  it('expects a success on every row for the callers it allows', () => {
    // A row that no one gets through proves only the refusals, not that the allowed caller is let in.
    const neverSucceeds = Object.keys(EXPECTED).filter(
      (route) => !Object.values(expectedFor(route)).some((status) => status >= 200 && status < 300),
    );
    expect(neverSucceeds).toEqual([]);
  });

  for (const route of Object.keys(EXPECTED)) {
    it(route, async () => {
      const want = expectedFor(route);
      const got: Record<string, number> = {};
      for (const actor of SEND_ORDER) {
        const res = await send(w, route, actor);
        got[actor] = res.statusCode;
        expectSecurityHeaders(res.headers, `${route} as ${actor}`);
      }
      expect(got).toEqual(want);
    });
  }
});
