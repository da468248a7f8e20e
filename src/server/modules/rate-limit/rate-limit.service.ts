import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../errors';
import { sha256 } from '../../security/tokens';
import { rateLimitRepository } from './rate-limit.repository';
import type { HitCounter } from './redis-hit-counter';

export interface Limit {
  /** How many requests a window allows. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits on account routes: per client address and per account (ASVS 6.3). */
export const LIMITS = {
  loginPerIp: { max: 30, windowMs: 10 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 10 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  forgotPerIp: { max: 10, windowMs: 15 * MINUTE },
  forgotPerAccount: { max: 3, windowMs: 15 * MINUTE },
  resetPerIp: { max: 20, windowMs: 15 * MINUTE },
  waitingListPerIp: { max: 10, windowMs: 60 * MINUTE },
  bookingPerIp: { max: 30, windowMs: 15 * MINUTE },
  cancellationPerIp: { max: 30, windowMs: 15 * MINUTE },
  // Generous for a coach filming a whole session; a loop filling the disk stops here.
  uploadsPerAccount: { max: 60, windowMs: 15 * MINUTE },
  deletionPerAccount: { max: 5, windowMs: 60 * MINUTE },
  confirmEmailPerIp: { max: 20, windowMs: 15 * MINUTE },
  // Confirmation e-mails a student asks for (a resend or a new address): enough for a typo or two.
  confirmationMailPerAccount: { max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * `counter` is where hits are counted: the database by default (shared by every instance on it), or Redis
 * when the academy runs one.
 */
export function rateLimitService(deps: { db: Db; clock: Clock; factor: number; counter?: HitCounter }) {
  const repo = rateLimitRepository(deps.db);
  const counter = deps.counter ?? repo;
  return {
    /**
     * Counts a request against a named limit and throws 429 with Retry-After once it is exceeded.
     * Keys are hashed so that e-mail addresses are not stored in the clear.
     */
    async consume(name: keyof typeof LIMITS, subject: string): Promise<void> {
      const limit = LIMITS[name];
      const now = deps.clock();
      const { hits, windowStartedAt } = await counter.hit(`${name}:${sha256(subject)}`, now, limit.windowMs);
      if (hits > Math.ceil(limit.max * deps.factor)) {
        const retryMs = windowStartedAt.getTime() + limit.windowMs - now.getTime();
        throw tooManyRequests(Math.max(1, Math.ceil(retryMs / 1000)));
      }
    },

    purgeStale(): Promise<void> {
      return repo.purgeOlderThan(new Date(deps.clock().getTime() - 2 * 60 * MINUTE));
    },
  };
}
export type RateLimitService = ReturnType<typeof rateLimitService>;
