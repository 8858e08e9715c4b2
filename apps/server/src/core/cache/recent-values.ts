/**
 * Values kept for `ttlMs` each, by key, so that a burst of reads of one figure costs one
 * computation however many writes land between: a computation in flight is shared by the callers
 * that arrive meanwhile, and a failed one is not kept. A value is at most `ttlMs` old unless its
 * owner clears it sooner (docs/decisions/036, 039). Past `maxEntries` the oldest key goes first.
 */
export function recentValues<T>(ttlMs: number, maxEntries = 1_000) {
  const kept = new Map<string, { value: Promise<T>; expiresAt: number }>();

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      const found = kept.get(key);
      if (found && found.expiresAt > now) return found.value;
      kept.delete(key);
      if (kept.size >= maxEntries) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      // Settled once and kept: a query builder, which runs again at each await, is not.
      const entry = { value: Promise.resolve(compute()), expiresAt: now + ttlMs };
      kept.set(key, entry);
      entry.value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.value;
    },

    /** Forgets every value: the next call for each key computes it again. */
    clear(): void {
      kept.clear();
    },
  };
}

export type RecentValues<T> = ReturnType<typeof recentValues<T>>;
