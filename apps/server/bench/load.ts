import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: string;
};

/** 50 connections for `seconds`, as issue 7 asks; latencies in milliseconds. */
export async function load(
  baseUrl: string,
  request: LoadRequest,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${request.path}`,
    method: request.method,
    connections: 50,
    duration: seconds,
    headers: {
      authorization: `Bearer ${request.token}`,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.body ? { body: request.body } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
