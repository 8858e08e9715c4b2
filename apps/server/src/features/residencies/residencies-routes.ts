import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  checkOutSchema,
  residencyListQuerySchema,
  residencyListResponseSchema,
  swapSchema,
} from '@hms/shared/residencies';
import { assignRoomSchema, studentSchema } from '@hms/shared/students';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { BedMovesService } from './bed-moves-service';
import type { ResidenciesService } from './residencies-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['residencies'], security: [{ bearerAuth: [] }] };
const history = { 200: residencyListResponseSchema, ...guardedErrorResponses };
// Assigning and freeing a bed are listed with the rest of a student's record.
const studentDocs = { tags: ['students'], security: [{ bearerAuth: [] }] };
const oneStudent = { 200: successResponseSchema(studentSchema), ...guardedErrorResponses };

/**
 * Staff: bed assignment, check-out, swaps and histories, within a warden's hostels
 * (docs/decisions/044).
 */
export const residencyRoutes: FastifyPluginAsyncZod<{
  moves: BedMovesService;
  residencies: ResidenciesService;
}> = async (app, { moves, residencies }) => {
  app.put(
    '/admin/students/:id/assign-room',
    {
      schema: {
        ...studentDocs,
        summary: 'Assign or move a student to a room with a free bed',
        params: idParamsSchema,
        body: assignRoomSchema,
        response: oneStudent,
      },
    },
    async (request) =>
      ok(await moves.assign(currentAccount(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/students/:id/room',
    {
      schema: {
        ...studentDocs,
        summary: "Free a student's bed",
        params: idParamsSchema,
        response: oneStudent,
      },
    },
    async (request) =>
      ok(await moves.checkOut(currentAccount(request), request.params.id, 'student.unassign')),
  );

  app.post(
    '/admin/students/:id/check-out',
    {
      schema: {
        ...docs,
        summary: "End a student's stay on a day, with a note; the bed is free at once",
        params: idParamsSchema,
        body: checkOutSchema,
        response: oneStudent,
      },
    },
    async (request) => {
      const staff = currentAccount(request);
      return ok(await moves.checkOut(staff, request.params.id, 'student.checkout', request.body));
    },
  );

  app.post(
    '/admin/students/swap',
    {
      schema: {
        ...docs,
        summary: "Swap two students' beds in one step",
        body: swapSchema,
        response: {
          200: successResponseSchema(z.tuple([studentSchema, studentSchema])),
          ...guardedErrorResponses,
        },
      },
    },
    async (request) => ok(await moves.swap(currentAccount(request), request.body)),
  );

  app.get(
    '/admin/students/:id/residencies',
    {
      schema: {
        ...docs,
        summary: "A student's stays, newest first",
        params: idParamsSchema,
        querystring: residencyListQuerySchema,
        response: history,
      },
    },
    async (request) =>
      okWith(
        await residencies.studentHistory(currentAccount(request), request.params.id, request.query),
      ),
  );

  app.get(
    '/admin/rooms/:id/residencies',
    {
      schema: {
        ...docs,
        summary: "A room's stays, past and present, newest first",
        params: idParamsSchema,
        querystring: residencyListQuerySchema,
        response: history,
      },
    },
    async (request) =>
      okWith(
        await residencies.roomHistory(currentAccount(request), request.params.id, request.query),
      ),
  );
};

/** Students: their own stays. */
export const ownResidenciesRoute: FastifyPluginAsyncZod<{
  residencies: ResidenciesService;
}> = async (app, { residencies }) => {
  app.get(
    '/student/residencies',
    {
      schema: {
        ...docs,
        summary: 'Your stays, newest first',
        querystring: residencyListQuerySchema,
        response: history,
      },
    },
    async (request) =>
      okWith(await residencies.ownHistory(currentAccount(request)._id, request.query)),
  );
};
