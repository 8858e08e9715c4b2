import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  commentCreateSchema,
  complaintAssignSchema,
  complaintCreateSchema,
  complaintListQuerySchema,
  complaintListResponseSchema,
  complaintSchema,
  complaintUpdateSchema,
  timelineEventSchema,
} from '@hms/shared/complaints';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount, requireRole } from '../../core/http/request-account';
import type { ComplaintsService } from './workflow/complaints-service';
import { ok, okWith } from '../../core/http/reply';

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
          "A student's own complaints, a warden's residents', or every complaint for an administrator; newest first, or oldest with sort=submitted",
        querystring: complaintListQuerySchema,
        response: { 200: complaintListResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      const { page, limit, status, category, priority, overdue, search, assigned, sort } =
        request.query;
      const filter = {
        ...(sort ? { sort } : {}),
        ...(assigned ? { assigned } : {}),
        ...(status ? { status } : {}),
        ...(category ? { category } : {}),
        ...(priority ? { priority } : {}),
        ...(overdue ? { overdue: true as const } : {}),
        ...(search ? { search } : {}),
      };
      return okWith(await complaints.list(currentAccount(request), filter, { page, limit }));
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
      reply.status(201).send(ok(await complaints.create(currentAccount(request), request.body))),
  );

  app.put(
    '/complaints/:id',
    {
      onRequest: requireRole('admin', 'warden'),
      schema: {
        ...docs,
        summary: 'Change the status of a complaint (administrators; wardens, their residents)',
        params: idParamsSchema,
        body: complaintUpdateSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await complaints.update(currentAccount(request), request.params.id, request.body)),
  );

  app.post(
    '/complaints/:id/comments',
    {
      schema: {
        ...docs,
        summary:
          'Comment on a complaint (its student, an administrator, or a warden of its hostel)',
        params: idParamsSchema,
        body: commentCreateSchema,
        response: { 201: successResponseSchema(complaintSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) => {
      const commented = await complaints.addComment(
        currentAccount(request),
        request.params.id,
        request.body.message,
      );
      return reply.status(201).send(ok(commented));
    },
  );

  app.put(
    '/complaints/:id/assignee',
    {
      onRequest: requireRole('admin', 'warden'),
      schema: {
        ...docs,
        summary: 'Give a complaint to a warden of its hostel or an administrator, or to nobody',
        params: idParamsSchema,
        body: complaintAssignSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await complaints.assign(currentAccount(request), request.params.id, request.body)),
  );

  app.get(
    '/complaints/:id/timeline',
    {
      schema: {
        ...docs,
        summary: 'Its submission, status changes and assignments, oldest first',
        params: idParamsSchema,
        response: {
          200: successResponseSchema(z.array(timelineEventSchema)),
          ...guardedErrorResponses,
        },
      },
    },
    async (request) => ok(await complaints.timeline(currentAccount(request), request.params.id)),
  );
};
