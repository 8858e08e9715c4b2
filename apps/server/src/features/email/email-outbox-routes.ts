import { successResponseSchema } from '@hms/shared/api';
import {
  emailOutboxItemSchema,
  emailOutboxListResponseSchema,
  emailOutboxParamsSchema,
  emailOutboxQuerySchema,
} from '@hms/shared/email-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { EmailOutboxService } from './email-outbox-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['e-mail'], security: [{ bearerAuth: [] }] };

/** Administrators: the outbox, so a message that could not be sent is seen and sent again. */
export const emailOutboxRoutes: FastifyPluginAsyncZod<{ outbox: EmailOutboxService }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/admin/email-outbox',
    {
      schema: {
        ...docs,
        summary: 'E-mail queued, sent and failed, newest first',
        querystring: emailOutboxQuerySchema,
        response: { 200: emailOutboxListResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => okWith(await outbox.list(request.query)),
  );

  app.post(
    '/admin/email-outbox/:id/retry',
    {
      schema: {
        ...docs,
        summary: 'Send a failed message again, its attempts counted afresh',
        params: emailOutboxParamsSchema,
        response: { 200: successResponseSchema(emailOutboxItemSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await outbox.retry(currentAccount(request), request.params.id)),
  );
};
