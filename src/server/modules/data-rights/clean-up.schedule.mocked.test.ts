import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleDailyCleanUp } from './clean-up.schedule';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('when the daily clean-up runs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits some minutes after start-up, then runs every 24 hours until stopped', () => {
    const run = vi.fn(async () => {});
    // Halfway through the jitter: five minutes and a half of the five more.
    const schedule = scheduleDailyCleanUp(run, { random: () => 0.5 });

    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(7.5 * MINUTE - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(DAY - 1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(DAY);
    expect(run).toHaveBeenCalledTimes(3);

    schedule.stop();
    vi.advanceTimersByTime(3 * DAY);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('spreads instances started together over five to ten minutes', () => {
    const first = vi.fn(async () => {});
    const last = vi.fn(async () => {});
    scheduleDailyCleanUp(first, { random: () => 0 });
    scheduleDailyCleanUp(last, { random: () => 0.999 });
    vi.advanceTimersByTime(5 * MINUTE);
    expect(first).toHaveBeenCalledTimes(1);
    expect(last).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('never runs when stopped before the first run', () => {
    const run = vi.fn(async () => {});
    scheduleDailyCleanUp(run).stop();
    vi.advanceTimersByTime(2 * DAY);
    expect(run).not.toHaveBeenCalled();
  });
});
