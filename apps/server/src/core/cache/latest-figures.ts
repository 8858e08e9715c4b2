/**
 * Figures that any change can make stale and that take a moment to count: the admin dashboard
 * (docs/decisions/053). However many read them and however fast things change, at most one count
 * runs at a time on this server, and a reader waits for a count only when the figures it would get
 * could miss a change its own session made, or are older than `maxAgeMs`. Everyone else gets the
 * last figures at once, and a count of what changed since starts behind them, so a morning of
 * writes costs one count after another at most, never one per write or per reader.
 *
 * Changes are numbered as they are heard of; figures remember the number they were counted at.
 * `maxAgeMs` 0 counts for every read, as the tests' configuration asks.
 */
export function latestFigures<T>(options: {
  count: () => Promise<T>;
  maxAgeMs: number;
  /** A count that no reader waited for failed; the last figures stay. */
  onError: (error: unknown) => void;
  now?: () => number;
}) {
  const { count, maxAgeMs, onError } = options;
  const now = options.now ?? (() => Date.now());
  type Counted = { value: T; change: number; at: number };

  let changes = 0;
  let latest: Counted | undefined;
  let running: { counted: Promise<Counted>; change: number } | undefined;
  let next: Promise<Counted> | undefined;
  // The last change each session made, oldest first, until a count includes it. One older than
  // `maxAgeMs` can go too: any figures counted before it are too old to be read without a count.
  const ownChanges = new Map<string, { change: number; at: number }>();

  function start(): Promise<Counted> {
    const change = changes;
    const counted = count().then((value) => {
      const figures = { value, change, at: now() };
      if (!latest || latest.change <= change) latest = figures;
      for (const [session, made] of ownChanges) {
        if (made.change <= change) ownChanges.delete(session);
      }
      return figures;
    });
    running = { counted, change };
    const done = () => {
      if (running?.counted === counted) running = undefined;
    };
    counted.then(done, done);
    return counted;
  }

  /** A count that includes every change heard of until now, sharing one under way if it does. */
  function countNow(): Promise<Counted> {
    if (!running) return start();
    if (running.change === changes) return running.counted;
    // The count under way began before the latest change: one more follows it, for everyone.
    const after = running.counted.then(
      () => undefined,
      () => undefined,
    );
    next ??= after.then(() => {
      next = undefined;
      return running && running.change === changes ? running.counted : start();
    });
    return next;
  }

  return {
    /** The figures for a reader: `session` names who asks, so they see their own changes. */
    async read(session?: string): Promise<T> {
      if (maxAgeMs <= 0) return count();
      const own = (session && ownChanges.get(session)?.change) || 0;
      if (latest && latest.change >= own && now() - latest.at < maxAgeMs) {
        if (latest.change < changes) countNow().catch(onError);
        return latest.value;
      }
      return (await countNow()).value;
    },

    /** Something changed; `session`, when known, made the change through this server. */
    changed(session?: string): void {
      changes += 1;
      if (!session || maxAgeMs <= 0) return;
      const at = now();
      ownChanges.delete(session);
      ownChanges.set(session, { change: changes, at });
      for (const [oldest, made] of ownChanges) {
        if (made.at > at - maxAgeMs) break;
        ownChanges.delete(oldest);
      }
    },
  };
}
