import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. Helmet is written as a middleware
 * that sets them on each response, and @fastify/helmet built that middleware anew for every
 * request, parsing the policy each time; with static options the headers never change, so the
 * server only copies them onto each reply.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  // A policy that depended on the request (a nonce, a function) could not be worked out once.
  if (!finished) throw new Error('helmet did not finish synchronously with these options');
  return headers;
}
