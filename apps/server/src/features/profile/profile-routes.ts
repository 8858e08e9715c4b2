import { successResponseSchema } from '@hms/shared/api';
import { profileUpdateSchema, studentProfileSchema } from '@hms/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { ProfileService } from './profile-service';
import { ok } from '../../core/http/reply';

const docs = { tags: ['profile'], security: [{ bearerAuth: [] }] };
const one = { 200: successResponseSchema(studentProfileSchema), ...guardedErrorResponses };

/** Registered in the student scope. There is no id in the path: a student has only their own. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/student/profile',
    { schema: { ...docs, summary: 'The signed-in student with hostel and room', response: one } },
    async (request) => ok(await profile.get(currentAccount(request)._id)),
  );

  app.put(
    '/student/profile',
    {
      schema: {
        ...docs,
        summary: 'Change name and phone; any other field sent is ignored',
        body: profileUpdateSchema,
        response: one,
      },
    },
    async (request) => ok(await profile.update(currentAccount(request), request.body)),
  );
};
