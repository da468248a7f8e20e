/**
 * Keeps our calls to an external API inside its published limits: at most `concurrency` requests in
 * flight and at most `perInterval` started within any `intervalMs`. Waiting callers are served in
 * arrival order. Time and waiting are injected so that a test can drive them by hand.
 */
export interface RequestLimiterOptions {
  concurrency: number;
  perInterval: number;
  intervalMs: number;
  /** A monotonic time in milliseconds. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class LimiterAbortedError extends Error {
  constructor() {
    super('The request was abandoned while waiting for its turn');
    this.name = 'LimiterAbortedError';
  }
}

interface Waiter {
  start: () => void;
}

export interface RequestLimiter {
  /** Runs `task` once a place is free; rejects with LimiterAbortedError if `signal` aborts first. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function requestLimiter(options: RequestLimiterOptions): RequestLimiter {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const queue: Waiter[] = [];
  /** Start times within the current window, oldest first. */
  const starts: number[] = [];
  let active = 0;
  let wakeUpPending = false;

  function pump(): void {
    while (queue.length > 0 && active < options.concurrency) {
      const t = now();
      while (starts.length > 0 && starts[0]! <= t - options.intervalMs) starts.shift();
      if (starts.length >= options.perInterval) {
        // The window is full: come back when its oldest start leaves it.
        if (!wakeUpPending) {
          wakeUpPending = true;
          void sleep(Math.max(1, starts[0]! + options.intervalMs - t)).then(() => {
            wakeUpPending = false;
            pump();
          });
        }
        return;
      }
      const waiter = queue.shift()!;
      active++;
      starts.push(t);
      waiter.start();
    }
  }

  return {
    async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) throw new LimiterAbortedError();
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(new LimiterAbortedError());
        };
        const waiter: Waiter = {
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
        pump();
      });
      try {
        return await task();
      } finally {
        active--;
        pump();
      }
    },
  };
}
