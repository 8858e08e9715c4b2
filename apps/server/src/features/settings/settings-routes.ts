import { successResponseSchema } from '@hms/shared/api';
import { serviceTargetsSchema } from '@hms/shared/service-targets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount, requireRole } from '../../core/http/request-account';
import type { SettingsService } from './settings-service';
import { ok } from '../../core/http/reply';

const docs = { tags: ['settings'], security: [{ bearerAuth: [] }] };
const targets = { 200: successResponseSchema(serviceTargetsSchema), ...guardedErrorResponses };

/** Registered in the signed-in scope: anyone may read the targets; administrators set them. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/settings/service-targets',
    {
      schema: {
        ...docs,
        summary: 'How long the office has to resolve a complaint of each priority, in minutes',
        response: targets,
      },
    },
    async () => ok(await settings.serviceTargets()),
  );

  app.put(
    '/settings/service-targets',
    {
      onRequest: requireRole('admin'),
      schema: {
        ...docs,
        summary:
          "Set every priority's service target in minutes (administrators); complaints already submitted keep their due time",
        body: serviceTargetsSchema,
        response: targets,
      },
    },
    async (request) =>
      ok(await settings.updateServiceTargets(currentAccount(request), request.body)),
  );
};
