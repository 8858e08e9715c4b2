import { errorResponseSchema, idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  guardianAnswerResponseSchema,
  guardianAnswerSchema,
  guardianLeaveResponseSchema,
  guardianLinkParamsSchema,
  leaveApplySchema,
  leaveApproveSchema,
  leaveAwayQuerySchema,
  leaveAwayResponseSchema,
  leaveListResponseSchema,
  leaveQuerySchema,
  leaveRejectSchema,
  leaveSchema,
} from '@hms/shared/leave';
import { pageQueryFields } from '@hms/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { LeaveService } from './leave-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['leave'], security: [{ bearerAuth: [] }] };
const one = { 200: successResponseSchema(leaveSchema), ...guardedErrorResponses };
const list = { 200: leaveListResponseSchema, ...guardedErrorResponses };

/** Staff: the applications of their hostels, their decisions, and who is away (rule leave). */
export const leaveRoutes: FastifyPluginAsyncZod<{ leave: LeaveService }> = async (
  app,
  { leave },
) => {
  app.get(
    '/leaves',
    {
      schema: {
        ...docs,
        summary:
          'Leave applications, pending ones first (a warden: those of their hostels), by status and hostel',
        querystring: leaveQuerySchema,
        response: list,
      },
    },
    async (request) => okWith(await leave.list(currentAccount(request), request.query)),
  );

  app.get(
    '/leaves/away',
    {
      schema: {
        ...docs,
        summary: 'Who is away today on approved leave, and who is due back today or tomorrow',
        querystring: leaveAwayQuerySchema,
        response: { 200: leaveAwayResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => okWith(await leave.away(currentAccount(request), request.query.hostel)),
  );

  app.post(
    '/leaves/:id/approve',
    {
      schema: {
        ...docs,
        summary: 'Approve a pending leave, with an optional note the student reads',
        params: idParamsSchema,
        body: leaveApproveSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await leave.approve(currentAccount(request), request.params.id, request.body.note)),
  );

  app.post(
    '/leaves/:id/reject',
    {
      schema: {
        ...docs,
        summary: 'Reject a pending leave with a note the student reads',
        params: idParamsSchema,
        body: leaveRejectSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await leave.reject(currentAccount(request), request.params.id, request.body.note)),
  );
};

/** Students: their own leave. */
export const ownLeaveRoutes: FastifyPluginAsyncZod<{ leave: LeaveService }> = async (
  app,
  { leave },
) => {
  app.get(
    '/student/leaves',
    {
      schema: {
        ...docs,
        summary: 'Your leave, newest first',
        querystring: z.object(pageQueryFields),
        response: list,
      },
    },
    async (request) => okWith(await leave.own(currentAccount(request), request.query)),
  );

  app.post(
    '/student/leaves',
    {
      schema: {
        ...docs,
        summary: 'Apply for leave: the days, where you go, why, and a number to reach you on',
        body: leaveApplySchema,
        response: { 201: successResponseSchema(leaveSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await leave.apply(currentAccount(request), request.body))),
  );

  app.post(
    '/student/leaves/:id/cancel',
    {
      schema: {
        ...docs,
        summary: 'Cancel your pending or approved leave before its first day',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await leave.cancel(currentAccount(request), request.params.id)),
  );
};

/**
 * Public: a guardian's page of a leave and their one answer, by the signed link e-mailed to them
 * (docs/product-rules.md#leave). The token is the permission; the log never keeps it.
 */
export const guardianLeaveRoutes: FastifyPluginAsyncZod<{ leave: LeaveService }> = async (
  app,
  { leave },
) => {
  const refusals = {
    400: errorResponseSchema,
    404: errorResponseSchema,
    429: errorResponseSchema,
  };
  app.get(
    '/guardian/leave/:token',
    {
      schema: {
        tags: ['leave'],
        summary: "A guardian's link: whose leave, which days, where to, and whether it waits",
        params: guardianLinkParamsSchema,
        response: { 200: guardianLeaveResponseSchema, ...refusals },
      },
    },
    async (request) =>
      okWith({ data: await leave.guardianLink.view(request.params.token, request.ip) }),
  );

  app.post(
    '/guardian/leave/:token',
    {
      schema: {
        tags: ['leave'],
        summary: 'A guardian approves or declines the leave, once, before the link expires',
        params: guardianLinkParamsSchema,
        body: guardianAnswerSchema,
        response: {
          200: guardianAnswerResponseSchema,
          ...refusals,
          409: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request) =>
      okWith(
        await leave.guardianLink.answer(request.params.token, request.body.decision, request.ip),
      ),
  );
};
