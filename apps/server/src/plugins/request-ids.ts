import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy's id may look like to be taken: short, and safe to write into a log line. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Each request's id, as the log and the `x-request-id` answer header carry it: unique across
 * every server (a random UUID, where a counter restarts at 1 on each), or the id a trusted proxy
 * gave the request, so one request can be followed from the proxy's log to the server's.
 */
export function requestIds(proxyHeader: string | undefined) {
  return (request: IncomingMessage): string => {
    const given = proxyHeader ? request.headers[proxyHeader] : undefined;
    return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  };
}
