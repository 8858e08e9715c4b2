import { errorResponseSchema } from '@hms/shared/api';
import {
  passwordResetConfirmResponseSchema,
  passwordResetConfirmSchema,
  passwordResetMessages as m,
  passwordResetRequestSchema,
  passwordResetSentSchema,
} from '@hms/shared/password-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordResetService } from './password-reset-service';
import { okWith } from '../../core/http/reply';

/** Public: asking for a link by e-mail, and choosing a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordResets: PasswordResetService;
}> = async (app, { passwordResets }) => {
  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a link to choose a new password; the same answer whether or not the address has an account',
        body: passwordResetRequestSchema,
        response: {
          200: passwordResetSentSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await passwordResets.request(request.body.email, request.ip);
      return okWith({ message: m.sent });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with an e-mailed link's token; each link works once",
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetConfirmResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) =>
      okWith({ message: m.changed, ...(await passwordResets.confirm(request.body)) }),
  );
};
