import { Pool } from 'undici';
import { summarise, type Delivery, type Outcome } from './open-loop-figures';
import { sleepUntil, weightedPicker } from './open-loop-schedule';

export type LoadRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};
/**
 * `next()` is called at each due time, so an entry can vary what it sends (e.g. search words);
 * `answered`, when given, hears each of its requests' status (undefined: no answer in time).
 */
export type MixEntry = {
  name: string;
  weight: number;
  next: () => LoadRequest;
  answered?: (request: LoadRequest, status: number | undefined) => void;
};
export type OpenLoopOptions = {
  rate: number;
  seconds: number;
  timeoutMs?: number;
  warmUpSeconds?: number;
};
export type EntryFigures = { sent: number; p50: number; p99: number };
export type OpenLoopResult = {
  rate: number;
  seconds: number;
  sent: number;
  /** Answers (any status) that arrived during the measured window, per second. */
  achievedRate: number;
  /** Milliseconds from each request's due time to the end of its answer, over every answer. */
  p50: number;
  p99: number;
  max: number;
  /** p99 over the answers other than 503 refusals. */
  acceptedP99: number;
  refused: number;
  refusedWithRetryAfter: number;
  /** Non-2xx answers other than 503. */
  non2xx: number;
  /** Network errors, and requests still unanswered `timeoutMs` after they were due. */
  errors: number;
  /** The furthest behind its due time the generator ever sent: its own lag, not the server's. */
  maxSendLagMs: number;
  perEntry: Record<string, EntryFigures>;
};

/** Fixed, so that two runs send the same entries in the same order. */
const MIX_SEED = 7;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_WARM_UP_SECONDS = 2;

/**
 * Sends request i at start + i / rate whatever the server does, never waiting for an earlier
 * answer, and times each answer from the moment its request was due. A closed-loop generator
 * (autocannon) sends only when an answer frees a connection, so a slow server slows the arrivals
 * and its queue never shows; here a queueing server, or a generator that cannot keep up, both
 * land in the latency. The warm-up runs at the same rate straight before the measured seconds,
 * so the first measured requests meet a server already under this load.
 */
export async function runOpenLoop(
  baseUrl: string,
  mix: readonly MixEntry[],
  options: OpenLoopOptions,
): Promise<OpenLoopResult> {
  const { rate, seconds } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const warmUpSeconds = options.warmUpSeconds ?? DEFAULT_WARM_UP_SECONDS;
  if (!(rate > 0) || !(seconds > 0) || !(timeoutMs > 0) || !(warmUpSeconds >= 0)) {
    throw new Error('rate, seconds and timeoutMs must be positive, warmUpSeconds not negative');
  }
  if (new Set(mix.map((entry) => entry.name)).size !== mix.length) {
    throw new Error('each mix entry needs a name of its own');
  }
  const pick = weightedPicker(
    mix.map((entry) => entry.weight),
    MIX_SEED,
  );
  const warmUpCount = Math.round(rate * warmUpSeconds);
  const total = warmUpCount + Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  // Every request due within one timeout may still be waiting at once; each gets a connection
  // of its own, so a send never queues behind a slow answer. Connections open only as needed.
  const pool = new Pool(baseUrl, { connections: Math.ceil((rate * timeoutMs) / 1000) + 1 });
  const pending: Promise<Outcome>[] = [];
  const start = performance.now();
  try {
    for (let i = 0; i < total;) {
      await sleepUntil(start + i * intervalMs);
      const now = performance.now();
      // A late wake-up sends everything already due at once: the schedule never shifts.
      for (; i < total && start + i * intervalMs <= now; i += 1) {
        const entry = pick();
        const request = mix[entry]?.next();
        if (!request) throw new Error(`the mix has no entry ${entry}`);
        const measured = i >= warmUpCount;
        pending.push(
          send(pool, request, start + i * intervalMs, timeoutMs).then((sent) => {
            mix[entry]?.answered?.(request, sent.answered ? sent.status : undefined);
            return { entry, measured, ...sent };
          }),
        );
      }
    }
    const outcomes = await Promise.all(pending);
    const windowStartMs = start + warmUpCount * intervalMs;
    return summarise(outcomes, mix, options, windowStartMs, windowStartMs + seconds * 1000);
  } finally {
    await pool.destroy();
  }
}

async function send(
  pool: Pool,
  request: LoadRequest,
  dueMs: number,
  timeoutMs: number,
): Promise<Delivery> {
  const sendLagMs = performance.now() - dueMs;
  const abort = new AbortController();
  // The deadline counts from the due time too: a request sent late has that much less time.
  const timer = setTimeout(() => abort.abort(), dueMs + timeoutMs - performance.now());
  try {
    const response = await pool.request({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: request.body,
      signal: abort.signal,
    });
    // The default limit would close the connection on answers over 128 KiB; all are read here.
    await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
    const atMs = performance.now();
    return {
      sendLagMs,
      answered: true,
      status: response.statusCode,
      retryAfter: response.headers['retry-after'] !== undefined,
      latencyMs: atMs - dueMs,
      atMs,
    };
  } catch {
    return { sendLagMs, answered: false };
  } finally {
    clearTimeout(timer);
  }
}

const COLUMNS = [
  ['rate/s', 8],
  ['got/s', 8],
  ['p50', 8],
  ['p99', 8],
  ['ok p99', 8],
  ['503', 7],
  ['non-2xx', 8],
  ['errors', 7],
  ['lag', 7],
] as const;
const LABEL_WIDTH = 22;

/** Column titles over `formatOpenLoopLine`'s lines; times are in milliseconds. */
export function formatOpenLoopHeader(label = 'open loop'): string {
  return (
    label.padEnd(LABEL_WIDTH) + COLUMNS.map(([title, width]) => title.padStart(width)).join('')
  );
}

/** One line of figures, aligned under `formatOpenLoopHeader`. */
export function formatOpenLoopLine(label: string, r: OpenLoopResult): string {
  const ms = (value: number) => value.toFixed(1);
  const cells = [
    // A rate is a whole number, or one a schedule spread over seconds: 17.8, never 17.8333333.
    Number.isInteger(r.rate) ? String(r.rate) : r.rate.toFixed(1),
    r.achievedRate.toFixed(1),
    ms(r.p50),
    ms(r.p99),
    ms(r.acceptedP99),
    String(r.refused),
    String(r.non2xx),
    String(r.errors),
    ms(r.maxSendLagMs),
  ];
  return (
    label.padEnd(LABEL_WIDTH) + cells.map((cell, i) => cell.padStart(COLUMNS[i]?.[1] ?? 8)).join('')
  );
}
