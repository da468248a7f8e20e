import type { Redis } from 'ioredis';

/** Counts one request in a fixed window and says how many the window holds so far. */
export interface HitCounter {
  hit(key: string, now: Date, windowMs: number): Promise<{ hits: number; windowStartedAt: Date }>;
  /** Takes back one hit of the window that started at `windowStartedAt`; a later window is left alone. */
  undo(key: string, windowStartedAt: Date, windowMs: number): Promise<void>;
}

// One round trip, atomic on the server: the first hit of a window also sets when its key disappears.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits`;

// Never below zero, and never recreating a key that has already expired.
const UNDO_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Rate-limit counts in Redis, shared by every app instance that uses the same server. Windows are fixed
 * and aligned to the app's clock (window n covers [n·w, (n+1)·w)), so the count needs no stored start and a
 * key lives a little longer than its window. When Redis cannot answer, the count goes to the database
 * instead: a limit keeps holding through an outage, at the database's speed, rather than opening up.
 */
export function redisHitCounter(deps: {
  redis: Redis;
  fallback: HitCounter;
  log?: { warn(obj: object, msg: string): void; info(msg: string): void };
}): HitCounter {
  let failing = false;
  return {
    async hit(key, now, windowMs) {
      const window = Math.floor(now.getTime() / windowMs);
      const windowStartedAt = new Date(window * windowMs);
      try {
        const hits = await deps.redis.eval(HIT_SCRIPT, 1, `rate:${key}:${window}`, windowMs * 2);
        if (failing) {
          failing = false;
          deps.log?.info('Redis answers again; rate limits count there');
        }
        return { hits: Number(hits), windowStartedAt };
      } catch (err) {
        if (!failing) {
          failing = true;
          deps.log?.warn({ err }, 'Redis did not answer; rate limits count in the database until it does');
        }
        return deps.fallback.hit(key, now, windowMs);
      }
    },
    async undo(key, windowStartedAt, windowMs) {
      const window = Math.floor(windowStartedAt.getTime() / windowMs);
      try {
        await deps.redis.eval(UNDO_SCRIPT, 1, `rate:${key}:${window}`);
      } catch {
        await deps.fallback.undo(key, windowStartedAt, windowMs);
      }
    },
  };
}
