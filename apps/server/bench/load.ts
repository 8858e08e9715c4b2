import autocannon from 'autocannon';
import type { CpuUse } from './cpu-meter';

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The statuses outside 2xx with their counts, e.g. '503 × 12', so a failed line says why. */
  non2xxStatuses: string;
  errors: number;
  /** CPU per request answered in the measured seconds, in microseconds, when a meter was given. */
  cpuPerRequest?: CpuUse;
};

/** One request of a varied load: its own address, caller and body. */
export type VariedRequest = { path: string; token: string; body?: string };

export type LoadRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token: string;
  body?: string;
  /** When given, the requests go to these paths in turn instead of `path`. */
  paths?: readonly string[];
  /** When given, the n-th request sent is this one instead: many callers on one load. */
  vary?: (n: number) => VariedRequest;
};

/** Seconds of the same load before the measured ones, whose figures are dropped. */
const WARM_UP_SECONDS = 2;

/**
 * `connections` connections (50 unless told) for `seconds`, each sending its next request when
 * the last is answered; latencies in milliseconds. A short warm-up goes first, so the figures are
 * the steady state: not node compiling its hot code, nor each pooled connection preparing its
 * statements for the first time.
 */
export async function load(
  baseUrl: string,
  request: LoadRequest,
  seconds: number,
  startMeter?: () => () => CpuUse,
  connections = 50,
): Promise<LoadResult> {
  const paths = request.paths;
  const vary = request.vary;
  let next = 0;
  const sending = (sent: autocannon.Request) => {
    const n = next;
    next += 1;
    if (vary) {
      const one = vary(n);
      return {
        ...sent,
        path: one.path,
        headers: {
          ...sent.headers,
          authorization: `Bearer ${one.token}`,
          ...(one.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(one.body ? { body: one.body } : {}),
      };
    }
    return { ...sent, path: paths?.[n % paths.length] };
  };
  const options = {
    url: `${baseUrl}${request.path}`,
    method: request.method,
    connections,
    ...(paths || vary ? { requests: [{ setupRequest: sending }] } : {}),
    headers: {
      authorization: `Bearer ${request.token}`,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.body ? { body: request.body } : {}),
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const stopMeter = startMeter?.();
  const result = await autocannon({ ...options, duration: seconds });
  const used = stopMeter?.();
  const perRequest = (micros: number | undefined) =>
    micros === undefined || result.requests.total === 0
      ? undefined
      : micros / result.requests.total;
  return {
    ...(used
      ? { cpuPerRequest: { server: perRequest(used.server), database: perRequest(used.database) } }
      : {}),
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    non2xxStatuses: Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status} × ${count ?? 0}`)
      .join(', '),
    errors: result.errors + result.timeouts,
  };
}
