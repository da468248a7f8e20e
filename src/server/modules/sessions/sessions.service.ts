import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../security/tokens';
import { type AccountType, type SessionRow, sessionsRepository } from './sessions.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Session lifetimes (ASVS 7.3). Staff: 30 minutes idle, 12 hours at most. Students and guardians (the
 * Student Portal): 2 hours idle and 12 hours at most, or 30 days when they choose "keep me signed in".
 */
export const SESSION_POLICY = {
  staff: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
  student: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  studentPersistent: { idleMs: 30 * DAY, absoluteMs: 30 * DAY },
} as const;

// Writing last-seen on every request would turn every read into a write; once a minute is enough.
const TOUCH_INTERVAL_MS = MINUTE;

function policyFor(type: AccountType, persistent: boolean) {
  if (type === 'staff') return SESSION_POLICY.staff;
  return persistent ? SESSION_POLICY.studentPersistent : SESSION_POLICY.student;
}

export interface IssuedSession {
  token: string;
  session: SessionRow;
  /** Cookie lifetime in seconds, or undefined for a browser-session cookie. */
  cookieMaxAge: number | undefined;
}

export function sessionsService(deps: { db: Db; clock: Clock }) {
  const repo = sessionsRepository(deps.db);
  return {
    /** Starts a new session with a fresh token (a new one at every sign-in). */
    async start(accountType: AccountType, accountId: string, persistent = false): Promise<IssuedSession> {
      const now = deps.clock();
      const keep = accountType !== 'staff' && persistent;
      const policy = policyFor(accountType, keep);
      const token = randomToken();
      const session = await repo.insert({
        tokenHash: sha256(token),
        accountType,
        accountId,
        now,
        idleExpiresAt: new Date(now.getTime() + policy.idleMs),
        absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
        persistent: keep,
      });
      return { token, session, cookieMaxAge: keep ? Math.floor(policy.absoluteMs / 1000) : undefined };
    },

    /**
     * Finds the live session for a token, of one of the given kinds (the Student Portal's cookie holds a
     * student's or a guardian's), extending its idle deadline; expired sessions are removed.
     */
    async resume(
      kinds: AccountType | readonly AccountType[],
      token: string,
    ): Promise<SessionRow | undefined> {
      if (!token || token.length > 200) return undefined;
      const session = await repo.findByTokenHash(sha256(token), typeof kinds === 'string' ? [kinds] : kinds);
      if (!session) return undefined;
      const now = deps.clock();
      if (session.idleExpiresAt <= now || session.absoluteExpiresAt <= now) {
        await repo.delete(session.id);
        return undefined;
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        const policy = policyFor(session.accountType, session.persistent);
        const idle = Math.min(now.getTime() + policy.idleMs, session.absoluteExpiresAt.getTime());
        await repo.touch(session.id, now, new Date(idle));
        return { ...session, lastSeenAt: now, idleExpiresAt: new Date(idle) };
      }
      return session;
    },

    end(sessionId: string): Promise<void> {
      return repo.delete(sessionId);
    },

    /** Ends every session of an account (password reset, password change, deletion). */
    endAll(accountType: AccountType, accountId: string, exceptSessionId?: string): Promise<number> {
      return repo.deleteForAccount(accountType, accountId, exceptSessionId);
    },

    purgeExpired(): Promise<number> {
      return repo.deleteExpired(deps.clock());
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
