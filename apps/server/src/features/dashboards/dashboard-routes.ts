import { successResponseSchema } from '@hms/shared/api';
import {
  adminDashboardSchema,
  studentDashboardSchema,
  wardenDashboardSchema,
} from '@hms/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount, requireRole } from '../../core/http/request-account';
import type { DashboardService } from './dashboard-service';
import { ok } from '../../core/http/reply';

const docs = { tags: ['dashboards'], security: [{ bearerAuth: [] }] };

/** Registered in the admin scope. */
export const adminDashboardRoute: FastifyPluginAsyncZod<{ dashboards: DashboardService }> = async (
  app,
  { dashboards },
) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        ...docs,
        summary: 'Totals with their change over 30 days, recent complaints, hostel occupancy',
        response: { 200: successResponseSchema(adminDashboardSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await dashboards.admin(request.headers.authorization)),
  );
};

/** Registered in the student scope: always the signed-in student's own. */
export const studentDashboardRoute: FastifyPluginAsyncZod<{
  dashboards: DashboardService;
}> = async (app, { dashboards }) => {
  app.get(
    '/student/dashboard',
    {
      schema: {
        ...docs,
        summary: 'The signed-in student with hostel and room, and their latest complaints',
        response: { 200: successResponseSchema(studentDashboardSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await dashboards.student(currentAccount(request))),
  );
};

/** Registered in the staff scope: a warden's hostels, counted when read. */
export const wardenDashboardRoute: FastifyPluginAsyncZod<{ dashboards: DashboardService }> = async (
  app,
  { dashboards },
) => {
  app.get(
    '/warden/dashboard',
    {
      onRequest: requireRole('warden'),
      schema: {
        ...docs,
        summary: "The admin dashboard's cards over the signed-in warden's hostels",
        response: { 200: successResponseSchema(wardenDashboardSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await dashboards.warden(currentAccount(request))),
  );
};
