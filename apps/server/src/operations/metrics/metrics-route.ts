import { errorResponseSchema } from '@hms/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { metricsRefusal } from './metrics-access';
import type { AppMetrics } from './metrics-registry';

/**
 * Prometheus's scrape: public in the route table, guarded by its own check, since the caller is
 * a machine rather than an account (docs/decisions/049).
 */
export const metricsRoute: FastifyPluginAsyncZod<{
  metrics: AppMetrics;
  token: string | undefined;
}> = async (app, { metrics, token }) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics: requests, latency, database pool, queues, process',
        description:
          "Served to callers on the server's own machine, and to others that send METRICS_TOKEN " +
          'as a bearer token.',
        response: {
          200: z.string().describe('Prometheus text exposition format'),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      // A server refusing reads is when its figures matter most: the scrape is let through.
      config: { neverRefused: true },
      onRequest: async (request) => {
        const refusal = metricsRefusal(request, token);
        if (refusal) throw refusal;
      },
    },
    async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).send(text);
    },
  );
};
