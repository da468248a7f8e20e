import { Redis } from 'ioredis';

interface Log {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * A Redis client that never holds a request up: commands fail at once while it is disconnected (the
 * callers fall back to the database), it keeps reconnecting in the background, and an outage is logged
 * once when it starts and once when it ends rather than on every retry.
 */
export async function connectRedis(options: { url: string; keyPrefix: string }, log: Log): Promise<Redis> {
  const redis = new Redis(options.url, {
    // ioredis puts the prefix in front of every key, scripts' KEYS included.
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A server that accepts connections but stops answering must not hold sign-ins (or the start) up.
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let down = false;
  redis.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis is not reachable; retrying in the background');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again');
  });
  // A server that is down at start is not fatal: the first 'error' is logged and reconnection continues.
  await redis.connect().catch(() => {});
  return redis;
}

/** Closes politely when connected, at once otherwise. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
