import { successResponseSchema } from '@hms/shared/api';
import { publicConfigSchema } from '@hms/shared/public-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../core/config/env';
import type { Database } from '../../core/db/database';
import { anyAdminExists } from '../../features/auth';
import { ok } from '../../core/http/reply';

/** What the sign-in pages and the sidebar need to know about this installation. */
export const configRoute: FastifyPluginAsyncZod<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings of this installation',
        response: { 200: successResponseSchema(publicConfigSchema) },
      },
    },
    async () =>
      ok({
        creditUrl: config.creditUrl,
        collegeName: config.collegeName,
        timeZone: config.timeZone,
        adminSignupOpen: config.adminSignup === 'open' || !(await anyAdminExists(db)),
        studentSignupOpen: config.studentSignup === 'open',
        // A reset link goes out by e-mail only, so without SMTP there is none to offer.
        passwordResetByEmail: config.mail !== null,
      }),
  );
};
