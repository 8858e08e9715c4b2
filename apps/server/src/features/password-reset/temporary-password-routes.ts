import { idParamsSchema } from '@hms/shared/api';
import {
  temporaryPasswordResponseSchema,
  temporaryPasswordSchema,
} from '@hms/shared/password-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { PasswordResetService } from './password-reset-service';
import { ok } from '../../core/http/reply';

/** Administrators: a temporary password, which the account must replace at next sign-in. */
export const temporaryPasswordRoutes: FastifyPluginAsyncZod<{
  passwordResets: PasswordResetService;
}> = async (app, { passwordResets }) => {
  for (const role of ['student', 'warden'] as const) {
    app.post(
      `/admin/${role}s/:id/temporary-password`,
      {
        schema: {
          tags: ['auth'],
          security: [{ bearerAuth: [] }],
          summary: `Give a ${role} a temporary password; they must choose their own at next sign-in`,
          params: idParamsSchema,
          body: temporaryPasswordSchema,
          response: { 200: temporaryPasswordResponseSchema, ...guardedErrorResponses },
        },
      },
      async (request) => {
        const account = currentAccount(request);
        const { id } = request.params;
        return ok(await passwordResets.setTemporary(account, role, id, request.body.password));
      },
    );
  }
};
