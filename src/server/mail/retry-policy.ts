const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** How long the queue keeps trying a message that meets only temporary failures. */
export const GIVE_UP_AFTER_MS = 24 * HOUR;

// Short at first (a server saying "try again later" usually means seconds), then spread over the day.
const DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR];

/** The wait before the next attempt, after `attempts` attempts so far (the first attempt is 1). */
export function retryDelayMs(attempts: number): number {
  return DELAYS_MS[Math.min(Math.max(attempts, 1), DELAYS_MS.length) - 1]!;
}

/**
 * Whether a delivery error is worth another try: SMTP 4xx answers and every failure to reach or talk to
 * the server are; an SMTP 5xx answer (no such mailbox, message refused) will be the same next time.
 */
export function isTemporary(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === 'number') return code < 500;
  return true;
}

/** A short reason for the record: the SMTP answer when there is one. */
export function failureReason(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown } | null;
  const text = typeof e?.response === 'string' ? e.response : e instanceof Error ? e.message : String(err);
  return text.slice(0, 500);
}
