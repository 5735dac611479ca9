export interface CachedValue<T> {
  get(): Promise<T>;
}

/**
 * One value kept in memory for `ttlMs`. Concurrent callers during a refresh share the same load, so a
 * burst of requests on an expired entry runs the load once; a failed load is not cached.
 */
export function createCachedValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let value: { data: T; expiresAt: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (value && now() < value.expiresAt) return Promise.resolve(value.data);
      if (pending) return pending;
      pending = load()
        .then((data) => {
          if (ttlMs > 0) value = { data, expiresAt: now() + ttlMs };
          return data;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  } satisfies CachedValue<T>;
}
