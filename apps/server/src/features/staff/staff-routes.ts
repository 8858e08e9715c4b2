import { deletedResponseSchema, idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  staffMemberSchema,
  wardenCreatedSchema,
  wardenInputSchema,
  wardenListQuerySchema,
  wardenSchema,
  wardenUpdateSchema,
} from '@hms/shared/staff';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { StaffService } from './staff-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['staff'], security: [{ bearerAuth: [] }] };

/** The Staff page: registered in the admin scope. */
export const wardenRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/wardens',
    {
      schema: {
        ...docs,
        summary: 'Every warden and guard, with their role and hostels, by name or e-mail',
        querystring: wardenListQuerySchema,
        response: { 200: successResponseSchema(z.array(wardenSchema)), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await staff.list(request.query.sort)),
  );

  app.post(
    '/wardens',
    {
      schema: {
        ...docs,
        summary:
          'Add a warden, or a guard with `role: guard`; the answer holds their temporary password, this once',
        body: wardenInputSchema,
        response: { 201: wardenCreatedSchema, ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(okWith(await staff.create(currentAccount(request), request.body))),
  );

  app.put(
    '/wardens/:id',
    {
      schema: {
        ...docs,
        summary:
          "Change a warden's or guard's details or hostels, or switch the account off or on; the role stays",
        params: idParamsSchema,
        body: wardenUpdateSchema,
        response: { 200: successResponseSchema(wardenSchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(await staff.update(currentAccount(request), request.params.id, request.body)),
  );

  app.delete(
    '/wardens/:id',
    {
      schema: {
        ...docs,
        summary: 'Delete a warden or guard; their complaints become unassigned',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      await staff.remove(currentAccount(request), request.params.id);
      return ok({ _id: request.params.id });
    },
  );
};

/** Whom a complaint may be given to: registered in the staff scope. */
export const staffMembersRoute: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/staff',
    {
      schema: {
        ...docs,
        summary: 'Administrators and active wardens (never guards), to give a complaint to',
        response: {
          200: successResponseSchema(z.array(staffMemberSchema)),
          ...guardedErrorResponses,
        },
      },
    },
    async () => ok(await staff.members()),
  );
};
