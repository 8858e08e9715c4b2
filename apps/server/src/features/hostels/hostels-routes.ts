import { deletedResponseSchema, idParamsSchema, successResponseSchema } from '@hms/shared/api';
import { hostelInputSchema, hostelSchema } from '@hms/shared/hostels';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { adminOnly, currentAccount } from '../../core/http/request-account';
import type { HostelsService } from './hostels-service';
import { ok } from '../../core/http/reply';

const docs = { tags: ['hostels'], security: [{ bearerAuth: [] }] };

export const hostelRoutes: FastifyPluginAsyncZod<{ hostels: HostelsService }> = async (
  app,
  { hostels },
) => {
  app.get(
    '/hostels',
    {
      schema: {
        ...docs,
        summary: 'Every hostel, with its occupancy (a warden: the hostels they run)',
        response: { 200: successResponseSchema(z.array(hostelSchema)), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await hostels.list(currentAccount(request))),
  );

  app.post(
    '/hostels',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Add a hostel',
        body: hostelInputSchema,
        response: { 201: successResponseSchema(hostelSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await hostels.create(currentAccount(request), request.body))),
  );

  app.put(
    '/hostels/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Change a hostel',
        params: idParamsSchema,
        body: hostelInputSchema,
        response: { 200: successResponseSchema(hostelSchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(await hostels.update(currentAccount(request), request.params.id, request.body)),
  );

  app.delete(
    '/hostels/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Delete an empty hostel and its rooms',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      await hostels.remove(currentAccount(request), request.params.id);
      return ok({ _id: request.params.id });
    },
  );
};
