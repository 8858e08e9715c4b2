import { healthResponseSchema, readinessResponseSchema } from '@hms/shared/api';
import { apiMessages } from '@hms/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../core/db/database';
import { AppError } from '../../core/errors/app-error';
import { PRODUCT_VERSION } from '../../core/release/product-version';

/** A database that has not answered `select 1` in this long is taken for unreachable. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness for a load balancer (docs/operations.md#health-and-readiness). Liveness
 * asks nothing of the database and is never refused as busy: a database outage or a rush must not
 * get every server restarted, which would only add start-ups to the outage. Readiness fails with
 * 503 while the database cannot be reached; before it, while the server migrates, a stand-in
 * answers every request with 503 (`starting-responder.ts`), and while it closes, the closing
 * server does.
 */
export const healthRoute: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { neverRefused: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness: 200 while this server process answers, whatever its database does',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, version: PRODUCT_VERSION, database: database.kind }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when this server can serve requests, 503 otherwise',
        response: { 200: readinessResponseSchema },
      },
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([database.db.execute(sql`select 1`), timedOut]);
      } catch {
        throw new AppError('UNAVAILABLE', apiMessages.databaseUnreachable, {
          headers: { 'retry-after': '5' },
        });
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
