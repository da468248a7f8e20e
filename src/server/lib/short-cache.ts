/**
 * Remembers a value for a short while, so a public listing that every visitor asks for costs one query per
 * window per app server rather than one per request. Callers during a load share it; a failed load is not
 * remembered. With several app servers, each may show a change up to one window late.
 */
export function shortCache<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: Promise<T> | undefined;
  let expires = 0;
  return {
    get(): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      if (!value || at >= expires) {
        expires = at + ttlMs;
        const loading = load();
        value = loading;
        loading.catch(() => {
          if (value === loading) value = undefined;
        });
      }
      return value;
    },
    clear() {
      value = undefined;
    },
  };
}
export type ShortCache<T> = ReturnType<typeof shortCache<T>>;
