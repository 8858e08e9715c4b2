import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  curfewInputSchema,
  curfewSchema,
  gatePassSchema,
  gateScanResultSchema,
  gateResidentListSchema,
  gateScanSchema,
  insideQuerySchema,
  insideResponseSchema,
  movementListSchema,
  movementQuerySchema,
  residentQuerySchema,
} from '@hms/shared/gate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../core/csv/csv-file';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import { ok, okWith } from '../../core/http/reply';
import type { CurfewsService } from './curfews-service';
import type { InsideService } from './inside-service';
import type { PassService } from './pass-service';
import type { ResidentsService } from './residents-service';
import type { ScansService } from './scans-service';

const docs = { tags: ['gate'], security: [{ bearerAuth: [] }] };

/** Guards, wardens and the office: a scan at a gate (docs/product-rules.md#gate-movements). */
export const gateScanRoutes: FastifyPluginAsyncZod<{
  scans: ScansService;
  residents: ResidentsService;
}> = async (app, { scans, residents }) => {
  app.get(
    '/gate/residents',
    {
      schema: {
        ...docs,
        summary:
          "The students of the caller's hostels by name or roll number: room and leave today",
        querystring: residentQuerySchema,
        response: { 200: gateResidentListSchema, ...guardedErrorResponses },
      },
    },
    async (request) => okWith(await residents.list(currentAccount(request), request.query)),
  );

  app.post(
    '/gate/scans',
    {
      schema: {
        ...docs,
        summary:
          "Records a student going out or coming in: by their pass's code or roll number, once per scan key",
        body: gateScanSchema,
        response: { 200: gateScanResultSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await scans.record(currentAccount(request), request.body)),
  );
};

/** Wardens and the office: who is inside, the movements, the curfews of their hostels. */
export const gateViewRoutes: FastifyPluginAsyncZod<{
  inside: InsideService;
  curfews: CurfewsService;
}> = async (app, { inside, curfews }) => {
  app.get(
    '/gate/inside',
    {
      schema: {
        ...docs,
        summary: "A hostel's muster list: each resident in room order, inside, on leave or out",
        querystring: insideQuerySchema,
        response: { 200: insideResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await inside.inside(currentAccount(request), request.query.hostel)),
  );

  app.get(
    '/gate/inside.csv',
    {
      schema: {
        ...docs,
        summary: "A hostel's muster list as CSV, rooms in order",
        querystring: insideQuerySchema,
        response: {
          200: z.string().describe('CSV, UTF-8 with a byte order mark'),
          ...guardedErrorResponses,
        },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await inside.insideCsv(currentAccount(request), request.query.hostel)),
  );

  app.get(
    '/gate/movements',
    {
      schema: {
        ...docs,
        summary: 'Movements at the gates, newest first; those needing attention on their own',
        querystring: movementQuerySchema,
        response: { 200: movementListSchema, ...guardedErrorResponses },
      },
    },
    async (request) => inside.movements(currentAccount(request), request.query),
  );

  app.get(
    '/gate/curfews',
    {
      schema: {
        ...docs,
        summary: "Each hostel's curfew and whether a guardian approves leave",
        response: { 200: successResponseSchema(z.array(curfewSchema)), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await curfews.list(currentAccount(request))),
  );
};

/** Administrators: a hostel's curfew. */
export const curfewRoutes: FastifyPluginAsyncZod<{ curfews: CurfewsService }> = async (
  app,
  { curfews },
) => {
  app.put(
    '/gate/curfews/:id',
    {
      schema: {
        ...docs,
        summary: "Sets a hostel's curfew and whether a guardian approves its leave first",
        params: idParamsSchema,
        body: curfewInputSchema,
        response: { 200: successResponseSchema(curfewSchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(await curfews.update(currentAccount(request), request.params.id, request.body)),
  );
};

/** Students: their own pass. */
export const ownGatePassRoute: FastifyPluginAsyncZod<{ passes: PassService }> = async (
  app,
  { passes },
) => {
  app.get(
    '/student/gate-pass',
    {
      schema: {
        ...docs,
        summary: "The student's gate pass: a code that renews every 30 seconds",
        response: { 200: successResponseSchema(gatePassSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await passes.forStudent(currentAccount(request))),
  );
};
