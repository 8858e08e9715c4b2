import {
  deletedStudentsPageSchema,
  deletedStudentsQuerySchema,
} from '@hms/shared/deleted-students';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../../core/errors/error-responses';
import { adminOnly } from '../../../core/http/request-account';
import type { DeletedStudentsService } from './deleted-students-service';
import { okWith } from '../../../core/http/reply';

/**
 * Deleted students whose ledgers are kept (docs/decisions/056): administrators alone, as a
 * deleted student lies in no warden's hostel. Each ledger opens at `/fees/students/{id}`.
 */
export const deletedStudentRoutes: FastifyPluginAsyncZod<{
  deletedStudents: DeletedStudentsService;
}> = async (app, { deletedStudents }) => {
  app.get(
    '/fees/deleted-students',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['fees'],
        security: [{ bearerAuth: [] }],
        summary:
          'Deleted students with a ledger: name, student ID, when deleted and balance, latest first',
        querystring: deletedStudentsQuerySchema,
        response: { 200: deletedStudentsPageSchema, ...guardedErrorResponses },
      },
    },
    async (request) => okWith(await deletedStudents.list(request.query)),
  );
};
