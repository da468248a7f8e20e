const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface CleanUpScheduleOptions {
  /** The least wait after start-up before the first run. */
  firstAfterMs?: number;
  /** Up to this much more, at random. */
  jitterMs?: number;
  everyMs?: number;
  random?: () => number;
}

/**
 * Runs the clean-up some minutes after start-up and every 24 hours from then. Not at start: a server
 * started against the wrong database or bucket should be noticed and stopped before anything is judged,
 * and instances started together by a deploy spread out instead of queuing on the lock. The timers never
 * hold the process open.
 */
export function scheduleDailyCleanUp(
  run: () => Promise<unknown>,
  {
    firstAfterMs = 5 * MINUTE,
    jitterMs = 5 * MINUTE,
    everyMs = DAY,
    random = Math.random,
  }: CleanUpScheduleOptions = {},
): { stop(): void } {
  let daily: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(
    () => {
      void run();
      daily = setInterval(() => void run(), everyMs);
      daily.unref();
    },
    firstAfterMs + Math.floor(random() * jitterMs),
  );
  first.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
