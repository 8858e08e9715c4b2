import { idParamsSchema } from '@hms/shared/api';
import {
  mealCountQuerySchema,
  mealCountResponseSchema,
  planChangeInputSchema,
  residentPlanListSchema,
  residentPlanQuerySchema,
  residentPlanResponseSchema,
} from '@hms/shared/mess-enrolment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../core/csv/csv-file';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import { ok } from '../../core/http/reply';
import type { MealCountService } from './meal-counts-service';
import type { MessResidentsService } from './residents-service';

const docs = { tags: ['mess'], security: [{ bearerAuth: [] }] };

type Services = { residents: MessResidentsService; mealCounts: MealCountService };

/** The office, wardens and mess managers: who is on which plan, and how many to cook for. */
export const messResidentViewRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { residents, mealCounts },
) => {
  app.get(
    '/mess/residents',
    {
      schema: {
        ...docs,
        summary: 'A hostel’s residents and the plan each is on today, in room order, paged',
        querystring: residentPlanQuerySchema,
        response: { 200: residentPlanListSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      const page = await residents.list(currentAccount(request), request.query);
      return { success: true as const, ...page };
    },
  );

  app.get(
    '/mess/meal-counts',
    {
      schema: {
        ...docs,
        summary: 'How many to cook for each meal of a hostel’s week ahead (from tomorrow)',
        querystring: mealCountQuerySchema,
        response: { 200: mealCountResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await mealCounts.week(currentAccount(request), request.query)),
  );

  app.get(
    '/mess/meal-counts.csv',
    {
      schema: {
        ...docs,
        summary: 'The meal count’s week as CSV, a line a day’s meal',
        querystring: mealCountQuerySchema,
        response: {
          200: z.string().describe('CSV, UTF-8 with a byte order mark'),
          ...guardedErrorResponses,
        },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await mealCounts.weekCsv(currentAccount(request), request.query)),
  );
};

/** The office and mess managers: a resident's plan from a day. */
export const messResidentRoutes: FastifyPluginAsyncZod<Services> = async (app, { residents }) => {
  app.put(
    '/mess/residents/:id/plan',
    {
      schema: {
        ...docs,
        summary: 'Puts a resident on a plan of their hostel, or on none, from a day',
        params: idParamsSchema,
        body: planChangeInputSchema,
        response: { 200: residentPlanResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(await residents.changePlan(currentAccount(request), request.params.id, request.body)),
  );
};
