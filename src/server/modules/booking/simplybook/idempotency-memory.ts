import type { Clock } from '../../../clock';
import { AppError } from '../../../errors';

interface Entry<T> {
  fingerprint: string;
  expiresAt: number;
  outcome: Promise<T>;
}

export interface IdempotencyMemoryOptions {
  clock: Clock;
  ttlMs: number;
  maxEntries: number;
}

/**
 * Remembers what an Idempotency-Key produced, in this process only. The provider has no idempotency
 * of its own, so this is the best a relay can do: it protects against a browser or proxy retrying
 * the same request, but not across a restart or between several server instances, and a retry
 * that arrives after `ttlMs` books again.
 */
export function idempotencyMemory<T>(options: IdempotencyMemoryOptions) {
  const entries = new Map<string, Entry<T>>();

  function sweep(now: number) {
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= now) entries.delete(key);
    }
    // Oldest first (Map keeps insertion order): a flood of keys cannot grow memory without bound.
    while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /**
     * The earlier outcome for `key` (`replayed: true`), or runs `produce` and remembers it. A second
     * request with the same key that arrives while the first is still running waits for its outcome.
     * Failures are forgotten, so the visitor can try again with the same key.
     */
    async run(
      key: string,
      fingerprint: string,
      produce: () => Promise<T>,
    ): Promise<{ replayed: boolean; value: T }> {
      const now = options.clock().getTime();
      const existing = entries.get(key);
      if (existing && existing.expiresAt > now) {
        if (existing.fingerprint !== fingerprint) {
          throw new AppError(
            422,
            'idempotency_mismatch',
            'This Idempotency-Key was already used for a different booking',
          );
        }
        return { replayed: true, value: await existing.outcome };
      }
      sweep(now);
      const outcome = produce();
      const entry: Entry<T> = { fingerprint, expiresAt: now + options.ttlMs, outcome };
      entries.set(key, entry);
      try {
        return { replayed: false, value: await outcome };
      } catch (err) {
        if (entries.get(key) === entry) entries.delete(key);
        throw err;
      }
    },
  };
}
