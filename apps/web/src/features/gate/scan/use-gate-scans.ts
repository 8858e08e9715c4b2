import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { GateScanInput } from '@hms/shared/gate';
import { useAuthToken } from '@/lib/auth-token';
import { sendScan } from './gate-scan-api';
import { localStorageStore, ScanQueue, type QueuedScan, type SettledOutcome } from './scan-queue';

/** While scans wait, the queue is tried again this often, besides when the browser is online. */
const RETRY_EVERY_MS = 15_000;
/** The recent scans listed under the result. */
const RECENT = 6;

/** A scan that has left the queue: what it was and what the server said. */
export type ScanReport = { scan: QueuedScan; outcome: SettledOutcome };

/** What the result panel shows: the latest scan on its way, waiting, or answered. */
export type CurrentScan =
  | { kind: 'sending'; scan: QueuedScan }
  | { kind: 'waiting'; scan: QueuedScan }
  | ({ kind: 'settled' } & ScanReport);

/** A UUID v4 for each scan; randomUUID needs https, getRandomValues does not. */
function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whose phone this is, from the session token's subject, so that each account has its queue. */
function tokenSubject(token: string | null): string {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return 'signed-out';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' ? sub : 'signed-out';
  } catch {
    return 'signed-out';
  }
}

/** What the guard chose: who (a pass's code or a roll number), which way, at which gate. */
export type ScanRequest = Omit<GateScanInput, 'clientKey' | 'scannedAt'>;

/**
 * The gate's scans: each gets its key and time when made, waits in the phone's queue, and is
 * sent in order, at once when there is a connection, else when it returns (on the browser's
 * `online` event, and every 15 s while any wait). One queue per signed-in account, so that a
 * scan is always sent under the name of the guard who made it.
 */
export function useGateScans() {
  const owner = tokenSubject(useAuthToken());
  const [current, setCurrent] = useState<CurrentScan>();
  const [recent, setRecent] = useState<ScanReport[]>([]);
  /**
   * Once a scan has had to wait: how many have been sent since, for the line that says the
   * saved scans went; null again when the next scan goes straight through.
   */
  const [late, setLate] = useState<{ sent: number } | null>(null);

  const queue = useMemo(
    () =>
      new ScanQueue({
        store: localStorageStore(`hms-gate-scans:${owner}`),
        send: sendScan,
        isOnline: () => navigator.onLine !== false,
        onSettled: (scan, outcome) => {
          setCurrent({ kind: 'settled', scan, outcome });
          setRecent((list) => [{ scan, outcome }, ...list].slice(0, RECENT));
          setLate((l) => (l ? { sent: l.sent + 1 } : null));
        },
      }),
    [owner],
  );
  const waiting = useSyncExternalStore(queue.subscribe, () => queue.pending().length);

  const drain = useCallback(async () => {
    const result = await queue.drain();
    if (result === 'waiting') setLate((l) => l ?? { sent: 0 });
    return result;
  }, [queue]);

  useEffect(() => {
    const drainNow = () => void drain();
    drainNow();
    window.addEventListener('online', drainNow);
    const timer = window.setInterval(() => {
      if (queue.pending().length > 0) drainNow();
    }, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', drainNow);
      window.clearInterval(timer);
    };
  }, [queue, drain]);

  const record = useCallback(
    (request: ScanRequest) => {
      const scan: QueuedScan = {
        ...request,
        clientKey: newClientKey(),
        scannedAt: new Date().toISOString(),
      };
      if (queue.pending().length === 0) setLate(null);
      queue.add(scan);
      setCurrent({ kind: 'sending', scan });
      void drain().then((result) => {
        if (result !== 'waiting') return;
        // Still unanswered: the panel says it waits, unless a later scan has taken its place.
        setCurrent((shown) =>
          shown?.kind === 'sending' && shown.scan === scan ? { kind: 'waiting', scan } : shown,
        );
      });
    },
    [queue, drain],
  );

  return { record, current, recent, waiting, sentLate: late?.sent ?? 0 };
}
