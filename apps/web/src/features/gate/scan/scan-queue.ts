import type { GateScanInput, GateScanResult } from '@hms/shared/gate';

/**
 * A scan as the phone made it: its own key and the time it was made are set once, when the guard
 * scans, and never again, so a scan sent late or twice is still one movement at its own time.
 */
export type QueuedScan = GateScanInput;

/** What sending one scan came to. */
export type SendOutcome =
  /** The server recorded it (or had already, by its key). */
  | { kind: 'recorded'; result: GateScanResult }
  /** The server refused it for good (a 4xx): sending it again would be refused again. */
  | { kind: 'refused'; message: string }
  /** No answer, or the server could not take it now: it stays queued and is sent again. */
  | { kind: 'retry' };

export type SettledOutcome = Exclude<SendOutcome, { kind: 'retry' }>;

/** Where the queue is kept: the phone's storage, or memory in a test. */
export type ScanStore = {
  read: () => QueuedScan[];
  write: (scans: QueuedScan[]) => void;
};

function isQueuedScan(value: unknown): value is QueuedScan {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as QueuedScan).clientKey === 'string' &&
    typeof (value as QueuedScan).scannedAt === 'string'
  );
}

/** The queue in localStorage under `key`, so that it outlives a reload or a flat battery. */
export function localStorageStore(key: string): ScanStore {
  return {
    read: () => {
      try {
        const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isQueuedScan) : [];
      } catch {
        return [];
      }
    },
    write: (scans) => {
      if (scans.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(scans));
    },
  };
}

export function memoryStore(initial: QueuedScan[] = []): ScanStore {
  let scans = [...initial];
  return {
    read: () => [...scans],
    write: (next) => {
      scans = [...next];
    },
  };
}

type ScanQueueOptions = {
  store: ScanStore;
  send: (scan: QueuedScan) => Promise<SendOutcome>;
  /** Told of each scan that leaves the queue, recorded or refused, in the order they leave. */
  onSettled?: (scan: QueuedScan, outcome: SettledOutcome) => void;
  /** Whether the browser believes it is online; sending is not tried while it says not. */
  isOnline?: () => boolean;
};

/**
 * The scans a gate's phone has made and not yet had answered, sent oldest first, one at a time:
 * a scan leaves the queue only once the server has answered it, recorded or refused; on no
 * answer, or a 5xx, it and every scan after it wait for the next drain, so they stay in order.
 */
export class ScanQueue {
  private readonly store: ScanStore;
  private readonly send: ScanQueueOptions['send'];
  private readonly onSettled: NonNullable<ScanQueueOptions['onSettled']>;
  private readonly isOnline: () => boolean;
  private running: Promise<'empty' | 'waiting'> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor({ store, send, onSettled = () => {}, isOnline = () => true }: ScanQueueOptions) {
    this.store = store;
    this.send = send;
    this.onSettled = onSettled;
    this.isOnline = isOnline;
  }

  /** The scans waiting, oldest first. */
  pending(): QueuedScan[] {
    return this.store.read();
  }

  /** Adds a scan at the end of the queue; `drain` sends it. */
  add(scan: QueuedScan): void {
    const scans = this.store.read();
    if (scans.some((queued) => queued.clientKey === scan.clientKey)) return;
    this.store.write([...scans, scan]);
    this.notify();
  }

  /**
   * Sends what is queued, oldest first, until the queue is empty ('empty') or a scan must wait
   * ('waiting'). A drain already running is joined, not started twice: no scan is sent twice at
   * once.
   */
  drain(): Promise<'empty' | 'waiting'> {
    this.running ??= this.run();
    return this.running;
  }

  /** For useSyncExternalStore: told when the queue changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private async run(): Promise<'empty' | 'waiting'> {
    // Begins after `drain` has kept this promise as the running one.
    await Promise.resolve();
    for (;;) {
      const [next] = this.store.read();
      // `running` is cleared in the same turn as the last look at the queue, so a scan added
      // after it starts a drain of its own.
      if (!next) {
        this.running = null;
        return 'empty';
      }
      let outcome: SendOutcome = { kind: 'retry' };
      if (this.isOnline()) {
        try {
          outcome = await this.send(next);
        } catch {
          outcome = { kind: 'retry' };
        }
      }
      if (outcome.kind === 'retry') {
        this.running = null;
        return 'waiting';
      }
      // By its key, not its place: the queue may have grown while the scan was on its way.
      this.store.write(this.store.read().filter((scan) => scan.clientKey !== next.clientKey));
      this.notify();
      this.onSettled(next, outcome);
    }
  }
}
