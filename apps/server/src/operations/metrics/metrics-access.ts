import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors/app-error';

export const metricsMessages = {
  notFromHere:
    "Metrics are served to this server's own machine. From elsewhere, send the server's " +
    'METRICS_TOKEN as "Authorization: Bearer <token>" (set METRICS_TOKEN first if it is unset).',
  wrongToken:
    "That is not this server's METRICS_TOKEN. Send the value the server was started with as " +
    '"Authorization: Bearer <token>".',
} as const;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request was made on this machine. The socket's peer must be loopback; behind a
 * reverse proxy on the same machine every request's peer is, so every address the request was
 * forwarded for must be loopback as well. With TRUST_PROXY on Fastify reads those from
 * X-Forwarded-For; all of them are checked, not only the client's, because a client can put
 * 127.0.0.1 at the head of the header itself and the proxy adds its real address after it.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const addresses = [request.socket.remoteAddress, request.ip, ...(request.ips ?? [])];
  return addresses.every((address) => address !== undefined && LOOPBACK.has(address));
}

/** Compared as digests of equal length, so the time taken tells nothing of the token. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Why this caller may not read the metrics, or undefined when they may: a request made on this
 * machine always may; one from elsewhere must carry the configured token (docs/decisions/049).
 */
export function metricsRefusal(request: FastifyRequest, token: string | undefined) {
  if (fromThisMachine(request)) return undefined;
  const authorization = request.headers.authorization;
  if (authorization === undefined) return new AppError('FORBIDDEN', metricsMessages.notFromHere);
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (token !== undefined && given !== undefined && sameSecret(given, token)) return undefined;
  return new AppError('UNAUTHORIZED', metricsMessages.wrongToken);
}
