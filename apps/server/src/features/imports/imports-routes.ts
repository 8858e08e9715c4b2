import { errorResponseSchema } from '@hms/shared/api';
import {
  IMPORT_MAX_BYTES,
  importEventSchema,
  importMessages,
  roomImportSchema,
  studentImportSchema,
} from '@hms/shared/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import { roomTemplate, studentTemplate } from './reading/import-templates';
import { streamImport } from './reading/import-stream';
import type { ImportsService } from './imports-service';

const docs = { tags: ['imports'], security: [{ bearerAuth: [] }] };

/**
 * A file's text travels in JSON, whose escapes (\" and \n for every quote and line end) make it
 * longer than the file: the body may be three times the file's limit, which the service then
 * holds the file itself to.
 */
const importRoute = {
  bodyLimit: IMPORT_MAX_BYTES * 3,
  config: { tooLargeMessage: importMessages.fileTooLarge },
  // Compression would hold the progress lines back until its buffer filled.
  compress: false as const,
};

const streamed = {
  200: importEventSchema.describe(
    'application/x-ndjson: one event per line, progress events, then the report or an error',
  ),
  ...guardedErrorResponses,
  413: errorResponseSchema,
};

const csv = {
  200: z.string().describe('CSV, UTF-8 with a byte order mark'),
  ...guardedErrorResponses,
};

/**
 * Imports (docs/product-rules.md#imports): whoever may add students or rooms may import them,
 * administrators alone (registered in their scope). Each import is checked, or checked and
 * saved, in one request.
 */
export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (
  app,
  { imports },
) => {
  app.post(
    '/imports/students',
    {
      ...importRoute,
      schema: {
        ...docs,
        summary:
          'Check a students file, or check and save it all or nothing; progress and the report stream as JSON lines',
        body: studentImportSchema,
        response: streamed,
      },
    },
    async (request, reply) =>
      streamImport(
        reply,
        request.log,
        await imports.students(currentAccount(request), request.body),
      ),
  );

  app.post(
    '/imports/rooms',
    {
      ...importRoute,
      schema: {
        ...docs,
        summary:
          "Check a file of one hostel's rooms, or check and save it all or nothing; progress and the report stream as JSON lines",
        body: roomImportSchema,
        response: streamed,
      },
    },
    async (request, reply) =>
      streamImport(reply, request.log, await imports.rooms(currentAccount(request), request.body)),
  );

  for (const [kind, text] of [
    ['students', studentTemplate],
    ['rooms', roomTemplate],
  ] as const) {
    app.get(
      `/imports/${kind}/template.csv`,
      {
        schema: {
          ...docs,
          summary: `The ${kind} file's columns and one example row`,
          response: csv,
        },
      },
      async (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-template.csv"`)
          .send(text),
    );
  }
};
