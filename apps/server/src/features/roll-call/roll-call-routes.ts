import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  rollCallEntrySchema,
  rollCallListSchema,
  rollCallMarkParamsSchema,
  rollCallMarkSchema,
  rollCallQuerySchema,
  rollCallResponseSchema,
  rollCallStartSchema,
  studentRollCallListSchema,
  studentRollCallQuerySchema,
} from '@hms/shared/roll-call';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import { ok } from '../../core/http/reply';
import type { RollCallService } from './roll-call-service';

const docs = { tags: ['roll-call'], security: [{ bearerAuth: [] }] };

/** Wardens and the office: the night roll-call of their hostels (docs/product-rules.md#roll-call). */
export const rollCallRoutes: FastifyPluginAsyncZod<{ rollCalls: RollCallService }> = async (
  app,
  { rollCalls },
) => {
  app.post(
    '/roll-calls',
    {
      schema: {
        ...docs,
        summary:
          "Starts tonight's roll-call of a hostel or a floor: 201 with its list, or 200 with the one already open",
        body: rollCallStartSchema,
        response: {
          200: rollCallResponseSchema,
          201: rollCallResponseSchema,
          ...guardedErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { created, rollCall } = await rollCalls.start(currentAccount(request), request.body);
      return reply.status(created ? 201 : 200).send(ok(rollCall));
    },
  );

  app.get(
    '/roll-calls',
    {
      schema: {
        ...docs,
        summary: "A hostel's roll-calls, newest night first, with their counts",
        querystring: rollCallQuerySchema,
        response: { 200: rollCallListSchema, ...guardedErrorResponses },
      },
    },
    async (request) => rollCalls.list(currentAccount(request), request.query),
  );

  app.get(
    '/roll-calls/:id',
    {
      schema: {
        ...docs,
        summary: 'A roll-call: its list room by room with each mark, and its counts',
        params: idParamsSchema,
        response: { 200: rollCallResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await rollCalls.read(currentAccount(request), request.params.id)),
  );

  app.put(
    '/roll-calls/:id/marks/:studentId',
    {
      schema: {
        ...docs,
        summary:
          'Marks one resident present or absent while the roll-call is open; the last mark stands',
        params: rollCallMarkParamsSchema,
        body: rollCallMarkSchema,
        response: { 200: successResponseSchema(rollCallEntrySchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await rollCalls.mark(
          currentAccount(request),
          { rollCallId: request.params.id, studentId: request.params.studentId },
          request.body,
        ),
      ),
  );

  app.post(
    '/roll-calls/:id/close',
    {
      schema: {
        ...docs,
        summary:
          'Closes a roll-call: the unmarked count as absent, and the staff and consenting guardians are told of the absentees',
        params: idParamsSchema,
        response: { 200: rollCallResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await rollCalls.close(currentAccount(request), request.params.id)),
  );

  app.get(
    '/admin/students/:id/roll-calls',
    {
      schema: {
        ...docs,
        summary: "A student's nights at roll-call, newest first: present or absent",
        params: idParamsSchema,
        querystring: studentRollCallQuerySchema,
        response: { 200: studentRollCallListSchema, ...guardedErrorResponses },
      },
    },
    async (request) =>
      rollCalls.studentHistory(currentAccount(request), request.params.id, request.query),
  );
};
