/**
 * The totals of recently read list filters (decision 023). A page of a list costs the database
 * its twenty rows, but the total under it counts every match: 7,778 index entries for one status
 * and category of a campus's complaints, two thirds of that call's database time. An office
 * paging through a list, or coming back to it, asks for the same total again and again, so each
 * filter's total is kept for `ttlMs` and any change made through this server clears them all.
 *
 * A total counted while a change landed is not kept, since it may have counted the rows from
 * before it. At most `maxEntries` filters are kept; the oldest goes first. While a filter's total
 * is being counted, other calls for it wait for that count instead of counting too: when a kept
 * total expires, a list under load would otherwise count it once per connection at once.
 */
export function createListTotals(ttlMs: number, maxEntries = 1_000) {
  let generation = 0;
  /** `walkShortAt`: the least reach (offset + limit) whose walk came back short (decision 030). */
  const kept = new Map<string, { total: number; expiresAt: number; walkShortAt?: number }>();
  const counting = new Map<string, Promise<number | undefined>>();

  return {
    /** The kept total of `key`, or undefined when there is none or it has expired. */
    lookup(key: string): number | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.total;
      kept.delete(key);
      return undefined;
    },

    /**
     * Whether a walk of `key`'s list order may find the page that ends at `reach`: false once a
     * walk for that reach or a shorter one came back short while the total was kept. Matches
     * bunched late in the order stay bunched until the data changes, and a change clears this.
     */
    walkMayReach(key: string, reach: number): boolean {
      const shortAt = kept.get(key)?.walkShortAt;
      return shortAt === undefined || reach < shortAt;
    },

    /** Notes that a walk of `key`'s list order found fewer matches than `reach`. */
    walkCameShort(key: string, reach: number): void {
      const entry = kept.get(key);
      if (entry) entry.walkShortAt = Math.min(entry.walkShortAt ?? reach, reach);
    },

    /** The count of `key` under way, if any: it settles with the total, or undefined. */
    counting(key: string): Promise<number | undefined> | undefined {
      return counting.get(key);
    },

    /** Lets later calls for `key` wait for `total` until it settles or a change lands. */
    share(key: string, total: Promise<number | undefined>): void {
      if (ttlMs <= 0) return;
      counting.set(key, total);
      void total.finally(() => {
        if (counting.get(key) === total) counting.delete(key);
      });
    },

    /** Where the counting starts: hand it back to `keep` with the total. */
    begin(): number {
      return generation;
    },

    /** Keeps `total` for `key`, unless a change has landed since `startedIn`. */
    keep(key: string, total: number, startedIn: number): void {
      if (ttlMs <= 0 || startedIn !== generation) return;
      kept.delete(key);
      if (kept.size >= maxEntries) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(key, { total, expiresAt: Date.now() + ttlMs });
    },

    /** Forgets every total, and lets no later call wait for a count under way. */
    clear(): void {
      generation += 1;
      kept.clear();
      counting.clear();
    },
  };
}

export type ListTotals = ReturnType<typeof createListTotals>;
