import { deletedResponseSchema, idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  studentCreateSchema,
  studentListQuerySchema,
  studentListResponseSchema,
  studentSchema,
  studentUpdateSchema,
} from '@hms/shared/students';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { adminOnly, currentAccount } from '../../core/http/request-account';
import type { StudentsService } from './students-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['students'], security: [{ bearerAuth: [] }] };
const one = { 200: successResponseSchema(studentSchema), ...guardedErrorResponses };

export const studentRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (
  app,
  { students },
) => {
  app.get(
    '/admin/students',
    {
      schema: {
        ...docs,
        summary:
          'Students, searched by name, student ID or e-mail, filtered by hostel and sorted by name or student ID, one page at a time (a warden: their residents and students without a bed)',
        querystring: studentListQuerySchema,
        response: { 200: studentListResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      const { page, limit, search, hostel, sort } = request.query;
      const filter = {
        ...(search ? { search } : {}),
        ...(hostel ? { hostel } : {}),
        ...(sort ? { sort } : {}),
      };
      return okWith(await students.list(currentAccount(request), filter, { page, limit }));
    },
  );

  app.post(
    '/auth/student/register',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'An administrator adds a student',
        body: studentCreateSchema,
        response: { 201: successResponseSchema(studentSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await students.create(currentAccount(request), request.body))),
  );

  app.put(
    '/admin/students/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Change a student; setting them inactive frees their bed',
        params: idParamsSchema,
        body: studentUpdateSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await students.update(currentAccount(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/students/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Delete a student, their bed assignment and their complaints',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      await students.remove(currentAccount(request), request.params.id);
      return ok({ _id: request.params.id });
    },
  );
};
