import { auditExportQuerySchema } from '@hms/shared/audit';
import { complaintListQuerySchema } from '@hms/shared/complaints';
import { roomListQuerySchema } from '@hms/shared/rooms';
import { studentListQuerySchema } from '@hms/shared/students';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import { sendCsv } from '../../core/csv/csv-file';
import type { ExportsService } from './exports-service';

/** A download: the body is the file, streamed, not JSON. */
const file = {
  200: z.string().describe('CSV, UTF-8 with a byte order mark'),
  ...guardedErrorResponses,
};
const docs = (tag: string, summary: string) => ({
  tags: [tag],
  security: [{ bearerAuth: [] }],
  summary,
  response: file,
});
// A file holds every page, in the list's own order: the screen's sort is how it is read, not what.
const paging = { page: true, limit: true, sort: true } as const;

/** Keeps only the filters given: an empty search is no filter, as in the lists. */
const given = <T extends object>(query: T) =>
  Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== '' && value !== false,
    ),
  ) as Partial<T>;

/**
 * Registered in the staff scope, as the lists are: administrators everything, wardens their
 * hostels (docs/decisions/043).
 */
export const staffExportRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (
  app,
  { exports },
) => {
  app.get(
    '/hostels.csv',
    { schema: docs('hostels', 'The hostels as CSV (a warden: the hostels they run)') },
    async (request, reply) => sendCsv(reply, exports.hostels(currentAccount(request))),
  );

  app.get(
    '/rooms.csv',
    {
      schema: {
        ...docs('rooms', "The rooms list as CSV, with the list's filters, every page, streamed"),
        querystring: roomListQuerySchema.omit(paging),
      },
    },
    async (request, reply) => {
      const { hostel, available, search } = request.query;
      const filter = {
        ...given({ hostel, search }),
        ...(available !== undefined ? { available } : {}),
      };
      return sendCsv(reply, exports.rooms(currentAccount(request), filter));
    },
  );

  app.get(
    '/students.csv',
    {
      schema: {
        ...docs(
          'students',
          "The students list as CSV, with the list's filters, every page, streamed",
        ),
        querystring: studentListQuerySchema.omit(paging),
      },
    },
    async (request, reply) =>
      sendCsv(reply, exports.students(currentAccount(request), given(request.query))),
  );
};

/** Registered in the signed-in scope: whose complaints follows the caller, as in the list. */
export const complaintExportRoute: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (
  app,
  { exports },
) => {
  app.get(
    '/complaints.csv',
    {
      schema: {
        ...docs(
          'complaints',
          "The complaints list as CSV, with the list's filters, newest first, every page, streamed (a student: their own; a warden: their residents')",
        ),
        querystring: complaintListQuerySchema.omit(paging),
      },
    },
    async (request, reply) => {
      const { overdue, ...rest } = given(request.query);
      const filter = { ...rest, ...(overdue ? { overdue: true as const } : {}) };
      return sendCsv(reply, exports.complaints(currentAccount(request), filter));
    },
  );
};

/** Registered in the administrators' scope, as the Activity page's entries are. */
export const activityExportRoute: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (
  app,
  { exports },
) => {
  app.get(
    '/activity.csv',
    {
      schema: {
        ...docs(
          'activity',
          "The audit trail as CSV, with the Activity page's filters, newest first",
        ),
        querystring: auditExportQuerySchema,
      },
    },
    async (request, reply) => sendCsv(reply, exports.activity(request.query)),
  );
};
