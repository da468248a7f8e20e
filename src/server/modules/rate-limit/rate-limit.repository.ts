import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export function rateLimitRepository(db: DbOrTx) {
  return {
    /**
     * Counts one hit in a fixed window, atomically: one statement, so concurrent requests on
     * PostgreSQL cannot both read the old count.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<{ hits: number; windowStartedAt: Date }> {
      const windowStart = new Date(now.getTime() - windowMs);
      const result = await db.execute(sql`
        INSERT INTO rate_limit_buckets (key, window_started_at, hits)
        VALUES (${key}, ${now.toISOString()}::timestamptz, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_buckets.window_started_at <= ${windowStart.toISOString()}::timestamptz
                      THEN 1 ELSE rate_limit_buckets.hits + 1 END,
          window_started_at = CASE WHEN rate_limit_buckets.window_started_at <= ${windowStart.toISOString()}::timestamptz
                      THEN ${now.toISOString()}::timestamptz ELSE rate_limit_buckets.window_started_at END
        RETURNING hits, window_started_at`);
      const row = result.rows[0] as { hits: number | string; window_started_at: string | Date };
      return { hits: Number(row.hits), windowStartedAt: new Date(row.window_started_at) };
    },

    async undo(key: string, windowStartedAt: Date): Promise<void> {
      await db.execute(sql`
        UPDATE rate_limit_buckets SET hits = hits - 1
        WHERE key = ${key} AND window_started_at = ${windowStartedAt.toISOString()}::timestamptz AND hits > 0`);
    },

    async purgeOlderThan(cutoff: Date): Promise<void> {
      await db.execute(
        sql`DELETE FROM rate_limit_buckets WHERE window_started_at < ${cutoff.toISOString()}::timestamptz`,
      );
    },
  };
}
