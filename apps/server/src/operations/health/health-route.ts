import { healthResponseSchema, readinessResponseSchema } from '@hms/shared/api';
import { apiMessages } from '@hms/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../core/db/database';
import { AppError } from '../../core/errors/app-error';

/** A database that has not answered `select 1` in this long is taken for unreachable. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness for a load balancer (docs/operations.md#health-and-readiness). Readiness
 * fails with 503 while the database cannot be reached; before it, while the server migrates, a
 * stand-in answers every request with 503 (`starting-responder.ts`), and while it closes, the
 * closing server does.
 */
export const healthRoute: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
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
