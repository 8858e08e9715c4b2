import { deletedResponseSchema, idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  roomInputSchema,
  roomListQuerySchema,
  roomListResponseSchema,
  roomSchema,
} from '@hms/shared/rooms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { adminOnly, currentAccount } from '../../core/http/request-account';
import type { RoomsService } from './rooms-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['rooms'], security: [{ bearerAuth: [] }] };

export const roomRoutes: FastifyPluginAsyncZod<{ rooms: RoomsService }> = async (
  app,
  { rooms },
) => {
  app.get(
    '/rooms',
    {
      schema: {
        ...docs,
        summary:
          'Rooms, filtered by hostel, availability and text and sorted by room, rent or free beds, one page at a time',
        querystring: roomListQuerySchema,
        response: { 200: roomListResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return okWith(await rooms.list(currentAccount(request), filter, { page, limit }));
    },
  );

  app.post(
    '/rooms',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Add a room; its capacity follows from its type',
        body: roomInputSchema,
        response: { 201: successResponseSchema(roomSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await rooms.create(currentAccount(request), request.body))),
  );

  app.put(
    '/rooms/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Change a room',
        params: idParamsSchema,
        body: roomInputSchema,
        response: { 200: successResponseSchema(roomSchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(await rooms.update(currentAccount(request), request.params.id, request.body)),
  );

  app.delete(
    '/rooms/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Delete an empty room',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      await rooms.remove(currentAccount(request), request.params.id);
      return ok({ _id: request.params.id });
    },
  );
};
