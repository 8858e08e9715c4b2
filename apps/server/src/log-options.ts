import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/** A query parameter whose value opens an account: a password-reset link's token. */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;
/** A guardian's signed link to a leave carries its token in the path. */
const SECRET_PATH = /(\/guardian\/leave\/)[^/?#]+/gi;

/**
 * The address as the log keeps it: a `token` in the query is replaced, so a reset link of the
 * form sent before links carried their token in the fragment never lands in a log
 * (docs/product-rules.md#password-reset); nor does a guardian's link to a leave
 * (docs/product-rules.md#leave).
 */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/**
 * The server's logger: pino at `level` (none when silent), to `stream` when given, else stdout,
 * with Fastify's own request serializer but for the address's secrets.
 */
export function logOptions(level: string, stream?: FastifyLoggerOptions['stream']) {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
  };
}
