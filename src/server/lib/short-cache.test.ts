import { describe, expect, it } from 'vitest';
import { shortCache } from './short-cache';

describe('shortCache', () => {
  it('loads once per window, shares a load in flight, and forgets failures and clears', async () => {
    let now = 0;
    let loads = 0;
    let fail = false;
    const cache = shortCache(
      1000,
      async () => {
        loads++;
        if (fail) throw new Error('down');
        return loads;
      },
      () => now,
    );
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get()).toBe(1);
    now = 1000;
    expect(await cache.get()).toBe(2);
    cache.clear();
    expect(await cache.get()).toBe(3);
    fail = true;
    now = 5000;
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toBe(5);
  });

  it('loads every time with a window of zero', async () => {
    let loads = 0;
    const cache = shortCache(0, async () => ++loads);
    await cache.get();
    await cache.get();
    expect(loads).toBe(2);
  });
});
