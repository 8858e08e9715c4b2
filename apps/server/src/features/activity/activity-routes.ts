import { auditEntryListResponseSchema, auditEntryQuerySchema } from '@hms/shared/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import type { ActivityService } from './activity-service';
import { okWith } from '../../core/http/reply';

/** Registered in the administrators' scope: the trail names every account and what it did. */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  app.get(
    '/audit-entries',
    {
      schema: {
        tags: ['activity'],
        security: [{ bearerAuth: [] }],
        summary:
          'The audit trail, newest first, filtered by actor, record, action, dates or a search by record; paged by id',
        querystring: auditEntryQuerySchema,
        response: { 200: auditEntryListResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => okWith(await activity.list(request.query)),
  );
};
