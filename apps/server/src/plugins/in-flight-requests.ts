import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /**
     * Resolves once no request is being worked on, or after `withinMs` at the latest; resolves
     * `false` when it gave up waiting.
     */
    requestsSettled: (withinMs: number) => Promise<boolean>;
    requestsInFlight: () => number;
    /** Calls `listener` each time a request is done, after it has left the count. */
    onRequestDone: (listener: (request: FastifyRequest) => void) => void;
  }
}

/** Whether Fastify reads a body for this request before its handler. */
function hasBody(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** A request still being worked on; it leaves the map when it is done. */
type Progress = { closed: boolean; answered: boolean; bodyLost: boolean };

/**
 * Counts the requests the server is still working on, so that closing can wait for them before
 * it closes the database (app.ts), and so that a server with too many waiting can refuse more
 * (overload.ts).
 *
 * A request is done when its response has closed, written whole or not, and it has been answered.
 * Closing the HTTP server waits for open connections, but not for the work of a request whose
 * client went away: its hooks and handler run on and would find the database closed under them,
 * so such a request is done only once Fastify answers it (`onSend`), even to nobody. A write
 * whose client left before Fastify read its body (while its token was checked, say) is never
 * answered: Fastify cannot read the body of a closed connection and drops the request, so it is
 * done when its client has gone. Without that case each such write stayed counted, until the
 * server refused every read.
 */
export const inFlightRequests = fp(
  async (app: FastifyInstance) => {
    const progress = new WeakMap<FastifyRequest, Progress>();
    let working = 0;
    let settled: (() => void)[] = [];
    const doneListeners: ((request: FastifyRequest) => void)[] = [];

    const settle = (request: FastifyRequest, state: Progress) => {
      if (!state.closed || !(state.answered || state.bodyLost)) return;
      if (!progress.delete(request)) return;
      working -= 1;
      if (working === 0) {
        for (const wake of settled) wake();
        settled = [];
      }
      for (const listener of doneListeners) listener(request);
    };

    app.addHook('onRequest', async (request, reply) => {
      const state: Progress = { closed: false, answered: false, bodyLost: false };
      progress.set(request, state);
      working += 1;
      reply.raw.once('close', () => {
        state.closed = true;
        state.bodyLost = hasBody(request) && !request.raw.readableEnded;
        settle(request, state);
      });
    });
    app.addHook('onSend', async (request) => {
      const state = progress.get(request);
      if (!state) return;
      state.answered = true;
      settle(request, state);
    });

    app.decorate('requestsInFlight', () => working);
    app.decorate('onRequestDone', (listener: (request: FastifyRequest) => void) => {
      doneListeners.push(listener);
    });
    app.decorate('requestsSettled', (withinMs: number) => {
      if (working === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          settled = settled.filter((wake) => wake !== onSettled);
          resolve(false);
        }, withinMs);
        const onSettled = () => {
          clearTimeout(timer);
          resolve(true);
        };
        settled.push(onSettled);
      });
    });
  },
  { name: 'in-flight-requests' },
);
