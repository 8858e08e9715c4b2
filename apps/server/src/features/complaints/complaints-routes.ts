import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  commentCreateSchema,
  complaintCreateSchema,
  complaintListQuerySchema,
  complaintListResponseSchema,
  complaintSchema,
  complaintUpdateSchema,
} from '@hms/shared/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../errors/error-responses';
import { currentAccount, requireRole } from '../../plugins/authentication';
import type { ComplaintsService } from './complaints-service';

const docs = { tags: ['complaints'], security: [{ bearerAuth: [] }] };
const one = { 200: successResponseSchema(complaintSchema), ...guardedErrorResponses };

/** Registered in the signed-in scope; the student-only and admin-only calls add their role hook. */
export const complaintRoutes: FastifyPluginAsyncZod<{ complaints: ComplaintsService }> = async (
  app,
  { complaints },
) => {
  app.get(
    '/complaints',
    {
      schema: {
        ...docs,
        summary:
          "A student's own complaints, or every complaint for an administrator; newest first",
        querystring: complaintListQuerySchema,
        response: { 200: complaintListResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      const { page, limit, status, category, priority, overdue, search } = request.query;
      const filter = {
        ...(status ? { status } : {}),
        ...(category ? { category } : {}),
        ...(priority ? { priority } : {}),
        ...(overdue ? { overdue: true as const } : {}),
        ...(search ? { search } : {}),
      };
      return {
        success: true as const,
        ...(await complaints.list(currentAccount(request), filter, { page, limit })),
      };
    },
  );

  app.post(
    '/complaints',
    {
      onRequest: requireRole('student'),
      schema: {
        ...docs,
        summary: 'Submit a complaint (students)',
        body: complaintCreateSchema,
        response: { 201: successResponseSchema(complaintSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await complaints.create(currentAccount(request), request.body),
      }),
  );

  app.put(
    '/complaints/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        ...docs,
        summary: 'Change the status of a complaint (administrators)',
        params: idParamsSchema,
        body: complaintUpdateSchema,
        response: one,
      },
    },
    async (request) => ({
      success: true as const,
      data: await complaints.update(currentAccount(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/complaints/:id/comments',
    {
      schema: {
        ...docs,
        summary: 'Comment on a complaint (its student or an administrator)',
        params: idParamsSchema,
        body: commentCreateSchema,
        response: { 201: successResponseSchema(complaintSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await complaints.addComment(
          currentAccount(request),
          request.params.id,
          request.body.message,
        ),
      }),
  );
};
