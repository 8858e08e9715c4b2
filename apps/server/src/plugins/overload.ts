import underPressure from '@fastify/under-pressure';
import { apiMessages } from '@hms/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

export type OverloadLimits = {
  /** Requests being worked on at once past which new reads are refused. */
  maxInFlight: number;
  /** ...and past which new writes are refused too. */
  maxInFlightWrites: number;
  /** Seconds a refused client is asked to wait before it tries again. */
  retryAfterSeconds: number;
};

/**
 * Past what it can serve, the server refuses new requests at once with 503 and Retry-After
 * instead of queueing them until every answer is late (docs/decisions/037). @fastify/under-pressure
 * looks at the requests waiting to be answered every few milliseconds: they pile up whichever of
 * the server's thread and the database is short. While they are over the limit each new read is
 * turned away before any work is done for it, so the requests already accepted keep their pace.
 * A read is a page that can simply be loaded again; a write is what someone came to do (3,000
 * bed assignments at once on allocation morning), so writes are let through up to a limit of
 * their own.
 */
export const overload = fp(
  async (app: FastifyInstance, limits: OverloadLimits) => {
    await app.register(underPressure, {
      healthCheck: async () => app.requestsInFlight() <= limits.maxInFlight,
      healthCheckInterval: 20,
      pressureHandler: (request) => {
        const write = request.method !== 'GET' && request.method !== 'HEAD';
        if (write && app.requestsInFlight() <= limits.maxInFlightWrites) return;
        throw new AppError('UNAVAILABLE', apiMessages.serverBusy, {
          headers: { 'retry-after': String(limits.retryAfterSeconds) },
        });
      },
    });
  },
  { name: 'overload', dependencies: ['in-flight-requests'] },
);
