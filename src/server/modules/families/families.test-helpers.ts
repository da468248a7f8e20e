import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CONSENT_PURPOSES } from '@/core/rules/consent-rules';
import { guardians } from '../../db/schema/index';
import type { TestContext } from '../../test/test-app';

export const PASSWORD = 'a long enough passphrase';
export const tokenIn = (text: string) => /invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

export type Call = (o: Parameters<TestContext['request']>[0]) => ReturnType<TestContext['request']>;

/** Signs requests with a session token, as the portal's API clients do. */
export const callerWith =
  (t: TestContext, token: string): Call =>
  (o) =>
    t.request({ ...o, headers: { authorization: `Bearer ${token}`, ...(o.headers ?? {}) } });

/**
 * Families for tests: guardians who register (each from their own address, so the per-address limits
 * never meet), children added to them, and the link that confirms a guardian's address.
 */
export function families(t: TestContext, prefix: string) {
  let n = 0;
  return {
    async registerGuardian(extra: Record<string, unknown> = {}) {
      n += 1;
      const email = (extra.email as string | undefined) ?? `${prefix}.parent.${n}@example.com`;
      const res = await t.request({
        method: 'POST',
        url: '/api/family/register',
        remoteAddress: `10.9.${prefix.length}.${n}`,
        payload: {
          firstName: 'Hannah',
          lastName: 'Parker',
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          over18: true,
          ...extra,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().guardian.id as string;
      return { email, id, call: callerWith(t, res.json().token) };
    },

    /** Adds a child with every consent ticked (pass `consents: {}` for none), as the tests before consents assumed. */
    async addChild(
      call: Call,
      child: { firstName: string; dateOfBirth: string; coachId: string; consents?: Record<string, boolean> },
    ) {
      const res = await call({
        method: 'POST',
        url: '/api/family/children',
        payload: {
          consents: Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, true])),
          ...child,
          lastName: 'Parker',
          relationship: 'Mother',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    },

    /** As if the guardian had opened the link their registration mailed them. */
    async confirm(guardianId: string) {
      await t.database.db
        .update(guardians)
        .set({ emailConfirmedAt: t.clock() })
        .where(eq(guardians.id, guardianId));
    },
  };
}
