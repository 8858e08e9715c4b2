import { errorResponseSchema } from '@hms/shared/api';
import { meResponseSchema } from '@hms/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount } from '../../plugins/authentication';

export const meRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: currentAccount(request) }),
  );
};
