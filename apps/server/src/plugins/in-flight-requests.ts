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
    /** How many requests are being worked on now. */
    requestsInFlight: () => number;
  }
}

/** A request still being worked on; it leaves the map when it is done. */
type Progress = { gone: boolean; sent: boolean };

/**
 * Counts the requests the server is still working on, so that closing can wait for them before
 * it closes the database (app.ts), and so that a server with too many waiting can refuse more
 * (overload.ts).
 *
 * Closing the HTTP server waits for open connections, but not for the work of a request whose
 * client went away: its hooks and handler run on and would find the database closed under them.
 * Such a request never reaches `onResponse`. Fastify still runs its `onSend` once its hooks or
 * handler have answered, so that is where an abandoned request ends; one abandoned while its
 * answer was being written ends there and then. The client is taken as gone when the response
 * closes unfinished: Fastify's `onRequestAbort` misses a client that left after sending its whole
 * body, and each such write would stay counted, until the server refused every read.
 */
export const inFlightRequests = fp(
  async (app: FastifyInstance) => {
    const progress = new WeakMap<FastifyRequest, Progress>();
    let working = 0;
    let settled: (() => void)[] = [];

    const finish = (request: FastifyRequest) => {
      if (!progress.delete(request)) return;
      working -= 1;
      if (working === 0) {
        for (const wake of settled) wake();
        settled = [];
      }
    };

    app.addHook('onRequest', async (request, reply) => {
      const state: Progress = { gone: false, sent: false };
      progress.set(request, state);
      working += 1;
      reply.raw.once('close', () => {
        if (reply.raw.writableFinished) return;
        state.gone = true;
        if (state.sent) finish(request);
      });
    });
    app.addHook('onSend', async (request) => {
      const state = progress.get(request);
      if (!state) return;
      state.sent = true;
      if (state.gone) finish(request);
    });
    app.addHook('onResponse', async (request) => finish(request));

    app.decorate('requestsInFlight', () => working);
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
