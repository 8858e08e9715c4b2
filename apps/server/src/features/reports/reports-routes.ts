import { successResponseSchema } from '@hms/shared/api';
import {
  complaintsReportSchema,
  feeCollectionReportSchema,
  occupancyHistoryReportSchema,
  occupancyReportSchema,
  reportQuerySchema,
  reportRangeQuerySchema,
  resolveTimesReportSchema,
  vacancyReportSchema,
} from '@hms/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { ReportsService } from './reports-service';
import { ok } from '../../core/http/reply';

const docs = { tags: ['reports'], security: [{ bearerAuth: [] }] };
const answer = <T extends z.ZodType>(schema: T) => ({
  200: successResponseSchema(schema),
  ...guardedErrorResponses,
});

/**
 * The Reports page (docs/product-rules.md#reports), registered in the staff scope: administrators
 * see every hostel, wardens theirs; `hostel` narrows to one.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/reports/occupancy',
    {
      schema: {
        ...docs,
        summary: "Each hostel's beds, residents and free beds now",
        querystring: reportQuerySchema,
        response: answer(occupancyReportSchema),
      },
    },
    async (request) => ok(await reports.occupancy(currentAccount(request), request.query)),
  );

  app.get(
    '/reports/vacancies',
    {
      schema: {
        ...docs,
        summary: 'Rooms, beds, residents and free beds now, by room type',
        querystring: reportQuerySchema,
        response: answer(vacancyReportSchema),
      },
    },
    async (request) => ok(await reports.vacancies(currentAccount(request), request.query)),
  );

  app.get(
    '/reports/occupancy-history',
    {
      schema: {
        ...docs,
        summary:
          'Month by month from the stays: residents, beds lived in on an average day, and beds now',
        querystring: reportRangeQuerySchema,
        response: answer(occupancyHistoryReportSchema),
      },
    },
    async (request) => ok(await reports.occupancyHistory(currentAccount(request), request.query)),
  );

  app.get(
    '/reports/complaints',
    {
      schema: {
        ...docs,
        summary: 'Complaints opened each month, by category and where they stand now',
        querystring: reportRangeQuerySchema,
        response: answer(complaintsReportSchema),
      },
    },
    async (request) => ok(await reports.complaints(currentAccount(request), request.query)),
  );

  app.get(
    '/reports/resolve-times',
    {
      schema: {
        ...docs,
        summary: 'Median and 90th-percentile minutes to resolve, by category',
        querystring: reportRangeQuerySchema,
        response: answer(resolveTimesReportSchema),
      },
    },
    async (request) => ok(await reports.resolveTimes(currentAccount(request), request.query)),
  );

  app.get(
    '/reports/fee-collection',
    {
      schema: {
        ...docs,
        summary: 'Charged against collected, month by month, in paise',
        querystring: reportRangeQuerySchema,
        response: answer(feeCollectionReportSchema),
      },
    },
    async (request) => ok(await reports.feeCollection(currentAccount(request), request.query)),
  );
};
