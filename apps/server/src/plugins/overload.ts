import { apiMessages } from '@hms/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors/app-error';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Answered even past the limits: a server's own figures matter most when it is busy. */
    neverRefused?: boolean;
  }
}

type OverloadLimits = {
  /** Requests being worked on at once past which a new read is refused. */
  maxInFlight: number;
  /** Writes worked on at once, a share of those; more wait their turn, in order of arrival. */
  maxWritesAtOnce: number;
  /** How long a write may wait its turn before it is refused, unstarted. */
  writeWaitMs: number;
  /** Seconds a refused client is asked to wait before it tries again. */
  retryAfterSeconds: number;
};

export const isWrite = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD';

/**
 * Past what it can serve in time, the server refuses new requests at once with 503 and
 * Retry-After rather than queueing them until every answer is late (docs/decisions/053).
 *
 * - A read is refused while `maxInFlight` requests are being worked on.
 * - Writes are worked on `maxWritesAtOnce` at a time, so however many arrive they hold a bounded
 *   share of the database's connections and the reads keep the rest. The others wait their turn
 *   in this server, holding nothing, and one still waiting after `writeWaitMs` is refused without
 *   having started: its client hears before its own time-out, and nothing was changed.
 *
 * A write waiting its turn is not being worked on, so it never counts against the reads.
 */
export const overload = fp(
  async (app: FastifyInstance, limits: OverloadLimits) => {
    const waiting: { request: FastifyRequest; admit: () => void; leave: () => void }[] = [];
    const writing = new Set<FastifyRequest>();

    const busy = () =>
      new AppError('UNAVAILABLE', apiMessages.serverBusy, {
        headers: { 'retry-after': String(limits.retryAfterSeconds) },
      });

    function admitWaiting() {
      while (writing.size < limits.maxWritesAtOnce) {
        const next = waiting.shift();
        if (!next) return;
        writing.add(next.request);
        next.admit();
      }
    }

    app.onRequestDone((request) => {
      // A write whose client left while it waited leaves the line too.
      const left = waiting.findIndex((turn) => turn.request === request);
      if (left >= 0) waiting.splice(left, 1)[0]?.leave();
      if (writing.delete(request)) admitWaiting();
    });

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.neverRefused) return;
      if (!isWrite(request)) {
        if (app.requestsInFlight() - waiting.length > limits.maxInFlight) throw busy();
        return;
      }
      if (waiting.length === 0 && writing.size < limits.maxWritesAtOnce) {
        writing.add(request);
        return;
      }
      await new Promise<void>((resolve, reject) => {
        const turn = {
          request,
          admit: () => {
            clearTimeout(timer);
            resolve();
          },
          leave: () => {
            clearTimeout(timer);
            reject(busy());
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(busy());
        }, limits.writeWaitMs);
        waiting.push(turn);
      });
    });
  },
  { name: 'overload', dependencies: ['in-flight-requests'] },
);
