import type { Signals } from '../db/signals';

/** The channel a server tells the others on that something changed. */
export const CHANGES_CHANNEL = 'hms_changes';

/** Changes made within this long of each other are announced, and cleared, as one. */
export const CHANGE_WINDOW_MS = 200;

type ChangeFeed = {
  /** A change was made through this server, by `session` (the token it signed in with) if any. */
  changed: (session?: string) => void;
  stop: () => Promise<void>;
};

/**
 * What a server forgets when something changes (docs/product-rules.md#fresh-after-change):
 * `atOnce`, the figures a person expects to see their own change in at once (the admin dashboard,
 * the reports), on each of this server's changes, told whose session made it; `soon`, the list totals, within
 * `CHANGE_WINDOW_MS` of a change, so a stream of writes costs each total at most one count per
 * window. With `signals`, both on the other servers too, within the window and NOTIFY's delivery.
 */
export function createChangeFeed(options: {
  atOnce: (session?: string) => void;
  soon: () => void;
  signals?: Signals | undefined;
  onError: (error: unknown) => void;
  windowMs?: number;
}): ChangeFeed {
  const { atOnce, soon, signals, onError } = options;
  const windowMs = options.windowMs ?? CHANGE_WINDOW_MS;
  let timer: NodeJS.Timeout | undefined;
  let publishing: Promise<void> | undefined;

  function flush() {
    timer = undefined;
    soon();
    if (signals) publishing = signals.publish(CHANGES_CHANNEL).catch(onError);
  }

  signals?.subscribe(CHANGES_CHANNEL, () => {
    atOnce();
    soon();
  });

  return {
    changed(session) {
      atOnce(session);
      if (timer) return;
      timer = setTimeout(flush, windowMs);
      timer.unref();
    },
    async stop() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await publishing;
    },
  };
}
