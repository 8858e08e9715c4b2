/**
 * Keeps one computed value for `ttlMs` and shares a computation in flight among the callers that
 * arrive meanwhile, so a burst of reads costs one computation, however many writes land between.
 * A failed computation is not kept.
 */
export function recentValueCache<T>(ttlMs: number, compute: () => Promise<T>) {
  let kept: { value: Promise<T>; expiresAt: number } | undefined;

  return {
    get(): Promise<T> {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      if (kept && kept.expiresAt > now) return kept.value;
      const entry = { value: compute(), expiresAt: now + ttlMs };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.value;
    },
  };
}
