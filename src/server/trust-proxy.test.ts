import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from './modules/rate-limit/rate-limit.service';
import { createTestContext, type TestContext, testDbKind } from './test/test-app';

/**
 * Requests arrive through inject() from 127.0.0.1, standing for the proxy; what the proxy appended to
 * X-Forwarded-For is the last value, and everything before it is whatever the client chose to send.
 */
describe(`TRUST_PROXY and a forged X-Forwarded-For (${testDbKind})`, () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  let n = 0;
  const forgot = (context: TestContext, forwardedFor: string) =>
    context.request({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody-${++n}@example.test`, userType: 'student' },
    });

  /** Statuses of one more request than the per-address limit allows, each with a new forged address. */
  async function forgedRun(context: TestContext, realClient: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.forgotPerIp.max; i++) {
      statuses.push((await forgot(context, `198.51.100.${i + 1}, ${realClient(i)}`)).statusCode);
    }
    return statuses;
  }
  const limited = [...Array(LIMITS.forgotPerIp.max).fill(200), 429];

  it('with a hop count, counts the address the proxy saw, not the ones the client wrote', async () => {
    t = await createTestContext({ TRUST_PROXY: '1' });
    expect(await forgedRun(t, () => '203.0.113.7')).toEqual(limited);
    // Another client behind the same proxy has its own count.
    const other = await forgot(t, '203.0.113.8');
    expect(other.statusCode, other.body).toBe(200);
  });

  it('with the proxy named by address, takes the rightmost address it does not trust', async () => {
    t = await createTestContext({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    // A second, trusted proxy hop (10.0.0.9) is skipped over to reach the client.
    expect(await forgedRun(t, () => '203.0.113.7, 10.0.0.9')).toEqual(limited);
    expect((await forgot(t, '203.0.113.8, 10.0.0.9')).statusCode).toBe(200);
  });

  it('without trust, ignores the header altogether', async () => {
    t = await createTestContext({});
    expect(await forgedRun(t, (i) => `203.0.113.${i + 1}`)).toEqual(limited);
  });
});
