/**
 * Keeps one computed value for `ttlMs`, shares a computation in flight among the callers that
 * arrive meanwhile, and forgets it on `invalidate()`. A computation that started before an
 * invalidation is handed to its callers but not kept, since it may have read the data from
 * before the change.
 */
export function recentValueCache<T>(ttlMs: number, compute: () => Promise<T>) {
  let generation = 0;
  let kept: { value: Promise<T>; expiresAt: number } | undefined;

  return {
    get(): Promise<T> {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      if (kept && kept.expiresAt > now) return kept.value;
      const startedIn = generation;
      const value = compute();
      const entry = { value, expiresAt: now + ttlMs };
      kept = entry;
      value.then(
        () => {
          if (generation !== startedIn && kept === entry) kept = undefined;
        },
        () => {
          if (kept === entry) kept = undefined;
        },
      );
      return value;
    },

    invalidate(): void {
      generation += 1;
      kept = undefined;
    },
  };
}
