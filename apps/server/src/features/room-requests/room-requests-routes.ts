import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  roomRequestApproveSchema,
  roomRequestCreateSchema,
  roomRequestListResponseSchema,
  roomRequestOptionsSchema,
  roomRequestQuerySchema,
  roomRequestRejectSchema,
  roomRequestSchema,
} from '@hms/shared/room-requests';
import { residencyListQuerySchema } from '@hms/shared/residencies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { RoomRequestsService } from './room-requests-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['room requests'], security: [{ bearerAuth: [] }] };
const one = { 200: successResponseSchema(roomRequestSchema), ...guardedErrorResponses };
const list = { 200: roomRequestListResponseSchema, ...guardedErrorResponses };

/** Staff: the queue, and its decisions (docs/decisions/044). */
export const roomRequestQueueRoutes: FastifyPluginAsyncZod<{
  requests: RoomRequestsService;
}> = async (app, { requests }) => {
  app.get(
    '/room-requests',
    {
      schema: {
        ...docs,
        summary:
          'Room requests: pending ones in the order they came, with whether a fitting bed is free (a warden: into, out of, or open to their hostels)',
        querystring: roomRequestQuerySchema,
        response: list,
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return okWith(await requests.queue(currentAccount(request), { status }, { page, limit }));
    },
  );

  app.post(
    '/room-requests/:id/approve',
    {
      schema: {
        ...docs,
        summary:
          'Approve a pending request: the student moves into the chosen bed in the same step',
        params: idParamsSchema,
        body: roomRequestApproveSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await requests.approve(currentAccount(request), request.params.id, request.body)),
  );

  app.post(
    '/room-requests/:id/reject',
    {
      schema: {
        ...docs,
        summary: 'Reject a pending request with a reason the student reads',
        params: idParamsSchema,
        body: roomRequestRejectSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await requests.reject(currentAccount(request), request.params.id, request.body.reason)),
  );
};

/** Students: their own requests. */
export const ownRoomRequestRoutes: FastifyPluginAsyncZod<{
  requests: RoomRequestsService;
}> = async (app, { requests }) => {
  app.get(
    '/student/room-requests',
    {
      schema: {
        ...docs,
        summary: 'Your room requests, newest first',
        querystring: residencyListQuerySchema,
        response: list,
      },
    },
    async (request) => okWith(await requests.own(currentAccount(request), request.query)),
  );

  app.get(
    '/student/room-request-options',
    {
      schema: {
        ...docs,
        summary: 'The hostels you may ask to live in',
        response: {
          200: successResponseSchema(roomRequestOptionsSchema),
          ...guardedErrorResponses,
        },
      },
    },
    async (request) => ok(await requests.options(currentAccount(request))),
  );

  app.post(
    '/student/room-requests',
    {
      schema: {
        ...docs,
        summary: 'Ask for a first room or a room change; one request may wait at a time',
        body: roomRequestCreateSchema,
        response: { 201: successResponseSchema(roomRequestSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await requests.create(currentAccount(request), request.body))),
  );

  app.post(
    '/student/room-requests/:id/withdraw',
    {
      schema: {
        ...docs,
        summary: 'Withdraw your pending request',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await requests.withdraw(currentAccount(request), request.params.id)),
  );
};
