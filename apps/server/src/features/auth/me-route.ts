import { errorResponseSchema } from '@hms/shared/api';
import { authResponseSchema, meResponseSchema, passwordChangeSchema } from '@hms/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount } from '../../core/http/request-account';
import type { AuthService } from './auth-service';
import { ok, okWith } from '../../core/http/reply';

const failures = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The signed-in account's own calls: both open to a warden still on a temporary password. */
export const meRoute: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.get(
    '/auth/me',
    {
      config: { beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, ...failures },
      },
    },
    async (request) => ok(currentAccount(request)),
  );

  app.put(
    '/auth/password',
    {
      config: { beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Replace your own password (a new warden must, before anything else)',
        security: [{ bearerAuth: [] }],
        body: passwordChangeSchema,
        response: { 200: authResponseSchema, 400: errorResponseSchema, ...failures },
      },
    },
    async (request) => okWith(await auth.changePassword(currentAccount(request), request.body)),
  );
};
