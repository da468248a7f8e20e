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
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  forgotPerIp: { max: 10, windowMs: 15 * MINUTE },
  forgotPerAccount: { max: 3, windowMs: 15 * MINUTE },
  resetPerIp: { max: 20, windowMs: 15 * MINUTE },
  waitingListPerIp: { max: 10, windowMs: 60 * MINUTE },
  bookingPerIp: { max: 30, windowMs: 15 * MINUTE },
  cancellationPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** The payment pages: each answer may ask Stripe, so a guesser is slowed down. */
  checkoutPerIp: { max: 60, windowMs: 15 * MINUTE },
  // Generous for a coach filming a whole session; a loop filling the disk stops here.
  uploadsPerAccount: { max: 60, windowMs: 15 * MINUTE },
  deletionPerAccount: { max: 5, windowMs: 60 * MINUTE },
  // A data export zips every file the account holds: a few an hour is plenty, a loop is not.
  dataExportPerAccount: { max: 10, windowMs: 60 * MINUTE },
  confirmEmailPerIp: { max: 20, windowMs: 15 * MINUTE },
  // Confirmation e-mails a student asks for (a resend or a new address): enough for a typo or two.
  confirmationMailPerAccount: { max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * Failed sign-ins (and wrong current passwords). Only failures count, so an owner who signs in is never
 * held up by their own successes. The tight limits are per account *and* address, so a stranger guessing
 * from elsewhere locks out only themselves; each tier is longer than the last, so the wait grows while
 * the guessing goes on (refused attempts from that pair count too). Across all addresses an account has a
 * much higher ceiling, and one address a ceiling across all accounts.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndAddress: [
    { max: 10, windowMs: 15 * MINUTE },
    { max: 20, windowMs: 60 * MINUTE },
    { max: 40, windowMs: 24 * 60 * MINUTE },
  ],
  loginPerAccount: { max: 100, windowMs: 15 * MINUTE },
  loginPerIp: { max: 30, windowMs: 10 * MINUTE },
} satisfies { perAccountAndAddress: Limit[]; loginPerAccount: Limit; loginPerIp: Limit };

/** A sign-in attempt that has been let through: it counts as a failure unless it is said to have succeeded. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

interface Counted {
  key: string;
  limit: Limit;
  hits: number;
  windowStartedAt: Date;
}

/**
 * `counter` is where hits are counted: the database by default (shared by every instance on it), or Redis
 * when the academy runs one.
 */
export function rateLimitService(deps: { db: Db; clock: Clock; factor: number; counter?: HitCounter }) {
  const repo = rateLimitRepository(deps.db);
  const counter = deps.counter ?? repo;
  const allowed = (limit: Limit) => Math.ceil(limit.max * deps.factor);
  const refusal = (over: Counted[], now: Date) =>
    tooManyRequests(
      Math.max(
        1,
        ...over.map((c) =>
          Math.ceil((c.windowStartedAt.getTime() + c.limit.windowMs - now.getTime()) / 1000),
        ),
      ),
    );
  async function count(name: string, subject: string, limit: Limit, now: Date): Promise<Counted> {
    const key = `${name}:${sha256(subject)}`;
    return { key, limit, ...(await counter.hit(key, now, limit.windowMs)) };
  }
  const undo = (hits: Counted[]) =>
    Promise.all(hits.map((c) => counter.undo(c.key, c.windowStartedAt, c.limit.windowMs)));

  return {
    /**
     * Lets a sign-in attempt (or a check of a current password) through, or throws 429 with Retry-After.
     * `account` names the account tried (known or not, so the answer reveals nothing); `address` is the
     * client's. The attempt counts as a failure until `succeeded()` takes its counts back.
     */
    async signInAttempt(account: string, address: string): Promise<SignInAttempt> {
      const now = deps.clock();
      const pair = await Promise.all(
        SIGN_IN_LIMITS.perAccountAndAddress.map((limit) =>
          count(`loginFailures${limit.windowMs / MINUTE}m`, `${account}|${address}`, limit, now),
        ),
      );
      const pairOver = pair.filter((c) => c.hits > allowed(c.limit));
      if (pairOver.length > 0) throw refusal(pairOver, now);
      const wide = await Promise.all([
        count('loginPerAccount', account, SIGN_IN_LIMITS.loginPerAccount, now),
        count('loginPerIp', address, SIGN_IN_LIMITS.loginPerIp, now),
      ]);
      const wideOver = wide.filter((c) => c.hits > allowed(c.limit));
      if (wideOver.length > 0) {
        // Refused for what others did: this attempt is not held against this account and address.
        await undo([...pair, ...wide]);
        throw refusal(wideOver, now);
      }
      return {
        async succeeded() {
          await undo([...pair, ...wide]);
        },
      };
    },

    /**
     * Counts a request against a named limit and throws 429 with Retry-After once it is exceeded.
     * Keys are hashed so that e-mail addresses are not stored in the clear.
     */
    async consume(name: keyof typeof LIMITS, subject: string): Promise<void> {
      const limit = LIMITS[name];
      const now = deps.clock();
      const { hits, windowStartedAt } = await counter.hit(`${name}:${sha256(subject)}`, now, limit.windowMs);
      if (hits > allowed(limit)) {
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
