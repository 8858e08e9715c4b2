import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from './metrics-registry';

/** The label of a request no route matched: its URL would give every scanner a series of its own. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answered request by its route's pattern (`/api/complaints/:id`), never
 * by the URL asked for, so the series stay as few as the routes. Registered before the routes and
 * without encapsulation, so it sees every one of them and the answers for unknown paths.
 */
export const requestMetrics = fp(
  async (app: FastifyInstance, { metrics }: { metrics: AppMetrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'request-metrics' },
);
