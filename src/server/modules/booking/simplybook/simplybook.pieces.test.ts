import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { AppError } from '../../../errors';
import { createTestContext, fakeClock } from '../../../test/test-app';
import { jsonRpcClient } from './json-rpc-client';
import { requestLimiter } from './request-limiter';
import { API_KEY, COMPANY, catalogue, NOT_ANSWERING } from './simplybook.test-helpers';
import { startSimplybookDouble } from './simplybook-api-double';
import { simplybookBookingProvider } from './simplybook-provider';

describe('SimplyBook relay pieces', () => {
  it('needs the company and API key when the provider is chosen, and has sensible defaults', () => {
    expect(() => loadConfig({ BOOKING_PROVIDER: 'simplybook' })).toThrow(
      /SIMPLYBOOK_COMPANY: is required with BOOKING_PROVIDER=simplybook\n.*SIMPLYBOOK_API_KEY: is required/s,
    );
    expect(() => loadConfig({ BOOKING_PROVIDER: 'simplybook', SIMPLYBOOK_COMPANY: COMPANY })).toThrow(
      /SIMPLYBOOK_API_KEY: is required with BOOKING_PROVIDER=simplybook/,
    );
    expect(
      loadConfig({ BOOKING_PROVIDER: 'simplybook', SIMPLYBOOK_COMPANY: COMPANY, SIMPLYBOOK_API_KEY: API_KEY })
        .booking,
    ).toEqual({
      provider: 'simplybook',
      company: COMPANY,
      apiKey: API_KEY,
      apiUrl: 'https://user-api.simplybook.me',
      membershipUrl: 'https://{company}.simplybook.me/v2/#membership/{id}/date/{date}',
    });
    expect(loadConfig({ SIMPLYBOOK_COMPANY: COMPANY }).booking).toEqual({ provider: 'builtin' });
  });

  it('waits its turn: 2 at once and 5 per window, in arrival order', async () => {
    let now = 0;
    const sleeps: number[] = [];
    let wake: (() => void) | undefined;
    const limiter = requestLimiter({
      concurrency: 2,
      perInterval: 5,
      intervalMs: 1000,
      now: () => now,
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise<void>((r) => {
          wake = r;
        });
      },
    });
    const started: number[] = [];
    const finishers: Array<() => void> = [];
    const tasks = Array.from({ length: 7 }, (_, i) =>
      limiter.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(i);
            finishers.push(() => resolve(i));
          }),
      ),
    );
    const flush = () => new Promise((r) => setImmediate(r));
    const finish = async (n: number) => {
      for (const f of finishers.splice(0, n)) f();
      await flush();
    };
    await flush();
    expect(started).toEqual([0, 1]);
    await finish(2);
    expect(started).toEqual([0, 1, 2, 3]);
    await finish(2);
    // Five started in this window: the sixth waits for its oldest start to leave it.
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(sleeps).toEqual([1000]);
    await finish(1);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(sleeps).toEqual([1000]);
    now = 1000;
    wake!();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    await finish(2);
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  // The double holds the slow answer for 4 s and closes only after it: past the default 5 s on a busy machine.
  it('gives up on a slow provider after its deadline with a 502, and logs neither key nor raw error', async () => {
    const double = await startSimplybookDouble({ company: COMPANY, apiKey: API_KEY, ...catalogue() });
    const t = await createTestContext();
    const logged: object[] = [];
    try {
      const config = loadConfig({
        BOOKING_PROVIDER: 'simplybook',
        SIMPLYBOOK_COMPANY: COMPANY,
        SIMPLYBOOK_API_KEY: API_KEY,
        SIMPLYBOOK_API_URL: double.url,
      }).booking;
      if (config.provider !== 'simplybook') throw new Error('expected the relay');
      const clock = fakeClock();
      const provider = simplybookBookingProvider({
        db: t.database.db,
        clock,
        config,
        log: { error: (obj, msg) => logged.push({ ...obj, msg }) },
        client: jsonRpcClient({ ...config, clock, timeoutMs: 300 }),
      });
      double.fail('getEventList', { delayMs: 4000 });
      const started = performance.now();
      const err = await provider.listServices().catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(2500);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ status: 502, message: NOT_ANSWERING });

      double.fail('getUnitList', { code: -32603, message: `Internal error for key ${API_KEY}` });
      await expect(provider.listProviders()).rejects.toMatchObject({ status: 502 });
      expect(logged).toEqual([
        expect.objectContaining({ method: 'getEventList', failure: 'timeout' }),
        expect.objectContaining({ method: 'getUnitList', code: -32603 }),
      ]);
      expect(JSON.stringify(logged)).not.toContain(API_KEY);
      expect(JSON.stringify(logged)).not.toContain('Internal error');

      // A wrong key is the academy's configuration problem: 502 for the visitor, the code in the log.
      const wrong = simplybookBookingProvider({
        db: t.database.db,
        clock,
        config: { ...config, apiKey: 'not-the-key-000' },
        log: { error: (obj, msg) => logged.push({ ...obj, msg }) },
      });
      await expect(wrong.listServices()).rejects.toMatchObject({ status: 502 });
      expect(logged.at(-1)).toMatchObject({ method: 'getToken', code: -33002 });
      expect(double.violations).toEqual([]);
    } finally {
      await t.close();
      await double.close();
    }
  }, 15_000);
});
