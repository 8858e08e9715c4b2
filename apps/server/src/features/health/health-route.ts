import { healthResponseSchema } from '@hms/shared/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';

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
};
