import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { closeRedis, connectRedis } from '../../lib/redis';
import { APP_ORIGIN, createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { rateLimitRepository } from './rate-limit.repository';
import { redisHitCounter } from './redis-hit-counter';

const REDIS_URL = process.env.TEST_REDIS_URL;
const quiet = { warn() {}, info() {} };
const MINUTE = 60_000;

async function bucketRows(t: TestContext): Promise<number> {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_buckets`);
  return Number((result.rows[0] as { n: number }).n);
}

/**
 * Rate-limit counts in Redis (REDIS_URL): shared by every instance, aligned to the app's clock, and
 * falling back to the database while Redis is down. Runs where a Redis server is given (CI gives one).
 */
describe.skipIf(!REDIS_URL || testDbKind !== 'postgres')('rate limits counted in Redis', () => {
  // A prefix of its own per run, so runs never see each other's counts.
  const keyPrefix = `test-${randomUUID().slice(0, 8)}:`;
  let t: TestContext;
  let probe: Redis;

  beforeAll(async () => {
    t = await createTestContext({
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: keyPrefix,
      RATE_LIMIT_FACTOR: '1',
    });
    probe = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await probe.keys(`${keyPrefix}*`);
    if (keys.length > 0) await probe.del(...keys);
    await probe.quit();
    await t.close();
  });

  it('two counters on one server add up; the next window starts again; keys expire on their own', async () => {
    const fallback = rateLimitRepository(t.database.db);
    const first = await connectRedis({ url: REDIS_URL!, keyPrefix }, quiet);
    const second = await connectRedis({ url: REDIS_URL!, keyPrefix }, quiet);
    try {
      const counters = [first, second].map((redis) => redisHitCounter({ redis, fallback }));
      const windowMs = 10 * MINUTE;
      const now = new Date(Math.floor(t.clock().getTime() / windowMs) * windowMs + 90_000);
      const hits: number[] = [];
      for (let i = 0; i < 5; i++) hits.push((await counters[i % 2]!.hit('shared', now, windowMs)).hits);
      expect(hits).toEqual([1, 2, 3, 4, 5]);
      const { windowStartedAt } = await counters[0]!.hit('shared', now, windowMs);
      expect(now.getTime() - windowStartedAt.getTime()).toBe(90_000);

      const [key] = await probe.keys(`${keyPrefix}rate:shared:*`);
      expect(key).toBeDefined();
      const ttl = await probe.pttl(key!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(2 * windowMs);

      const later = new Date(now.getTime() + windowMs);
      expect((await counters[1]!.hit('shared', later, windowMs)).hits).toBe(1);
      expect(await bucketRows(t)).toBe(0);
    } finally {
      await closeRedis(first);
      await closeRedis(second);
    }
  });

  it('through two app instances: sign-in attempts add up in Redis, 429 with Retry-After, no database rows', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: { level: 'fatal' },
    });
    await second.ready();
    try {
      const student = await createStudent(t.database.db);
      const onSecond = (options: InjectOptions) =>
        second.inject({ ...options, headers: { origin: APP_ORIGIN, ...(options.headers ?? {}) } });
      const attempt = (i: number) =>
        (i % 2 === 0 ? t.request : onSecond)({
          method: 'POST',
          url: '/api/portal/login',
          payload: { email: student.email, password: 'not the password' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await attempt(i)).statusCode);
      expect(statuses).toEqual(Array(10).fill(401));
      const refused = await attempt(10);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password waits now.
      const right = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email: student.email, password: FACTORY_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
      expect(await bucketRows(t)).toBe(0);
      expect((await probe.keys(`${keyPrefix}rate:loginPerAccount:*`)).length).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });
});

/** A Redis that refuses connections, or accepts them and never answers: the database counts instead. */
describe.skipIf(testDbKind !== 'pglite')('rate limits while the configured Redis fails', () => {
  async function eleventhSignIn(redisUrl: string) {
    const t = await createTestContext({ REDIS_URL: redisUrl, RATE_LIMIT_FACTOR: '1' });
    try {
      const student = await createStudent(t.database.db);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.request({
          method: 'POST',
          url: '/api/portal/login',
          payload: { email: student.email, password: 'not the password' },
        });
        statuses.push(res.statusCode);
      }
      return { statuses, rows: await bucketRows(t) };
    } finally {
      await t.close();
    }
  }

  it('refusing connections: the limit still holds, counted in the database', async () => {
    // Nothing listens on port 1.
    const { statuses, rows } = await eleventhSignIn('redis://127.0.0.1:1');
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(rows).toBeGreaterThan(0);
  });

  it('accepting connections and never answering: the app starts, and the limit still holds', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const { statuses, rows } = await eleventhSignIn(`redis://127.0.0.1:${port}`);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      expect(rows).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
