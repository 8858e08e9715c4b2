import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import { guardiansInputSchema, studentGuardiansSchema } from '@hms/shared/guardians';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import { ok } from '../../core/http/reply';
import type { GuardiansService } from './guardians-service';

const docs = { tags: ['guardians'], security: [{ bearerAuth: [] }] };
const one = { 200: successResponseSchema(studentGuardiansSchema), ...guardedErrorResponses };

/** Registered in the student scope. There is no id in the path: a student has only their own. */
export const ownGuardianRoutes: FastifyPluginAsyncZod<{ guardians: GuardiansService }> = async (
  app,
  { guardians },
) => {
  app.get(
    '/student/guardians',
    {
      schema: {
        ...docs,
        summary: 'The signed-in student’s guardians, emergency contact and consent',
        response: one,
      },
    },
    async (request) => ok(await guardians.own(currentAccount(request)._id)),
  );

  app.put(
    '/student/guardians',
    {
      schema: {
        ...docs,
        summary:
          'Replace the guardians (at most two), the emergency contact and what the guardians are told',
        body: guardiansInputSchema,
        response: one,
      },
    },
    async (request) => ok(await guardians.replace(currentAccount(request), request.body)),
  );
};

/** Registered in the staff scope: the office, and a warden for a resident of their hostels. */
export const guardianRoutes: FastifyPluginAsyncZod<{ guardians: GuardiansService }> = async (
  app,
  { guardians },
) => {
  app.get(
    '/admin/students/:id/guardians',
    {
      schema: {
        ...docs,
        summary: 'A student’s guardians, emergency contact and consent',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await guardians.ofStudent(currentAccount(request), request.params.id)),
  );
};
