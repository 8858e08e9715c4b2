import { deletedResponseSchema, idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  menuInputSchema,
  menuListSchema,
  menuQuerySchema,
  menuResponseSchema,
  menuSchema,
  messPlanInputSchema,
  messPlanListSchema,
  messPlanQuerySchema,
  messPlanResponseSchema,
  messPlanUpdateSchema,
} from '@hms/shared/mess';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import { ok } from '../../core/http/reply';
import type { MessService } from './mess-service';

const docs = { tags: ['mess'], security: [{ bearerAuth: [] }] };

/** The office, wardens and mess managers: the plans and menus of their hostels, to read. */
export const messViewRoutes: FastifyPluginAsyncZod<{ mess: MessService }> = async (
  app,
  { mess },
) => {
  app.get(
    '/mess/plans',
    {
      schema: {
        ...docs,
        summary: 'The mess plans of the caller’s hostels, or of one: hostel by hostel, by name',
        querystring: messPlanQuerySchema,
        response: { 200: messPlanListSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await mess.plans(currentAccount(request), request.query.hostel)),
  );

  app.get(
    '/mess/menus',
    {
      schema: {
        ...docs,
        summary: 'The week’s menu of each of the caller’s hostels, or of one, Monday first',
        querystring: menuQuerySchema,
        response: { 200: menuListSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await mess.menus(currentAccount(request), request.query.hostel)),
  );
};

/** The office and mess managers: a hostel's plans and its week's menu, to change. */
export const messRoutes: FastifyPluginAsyncZod<{ mess: MessService }> = async (app, { mess }) => {
  app.post(
    '/mess/plans',
    {
      schema: {
        ...docs,
        summary: 'Adds a mess plan to a hostel: its name, monthly rate in paise and meals',
        body: messPlanInputSchema,
        response: { 201: messPlanResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await mess.createPlan(currentAccount(request), request.body))),
  );

  app.put(
    '/mess/plans/:id',
    {
      schema: {
        ...docs,
        summary: 'Changes a mess plan’s name, rate, meals, or whether it is offered',
        params: idParamsSchema,
        body: messPlanUpdateSchema,
        response: { 200: messPlanResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(await mess.updatePlan(currentAccount(request), request.params.id, request.body)),
  );

  app.delete(
    '/mess/plans/:id',
    {
      schema: {
        ...docs,
        summary: 'Deletes a mess plan',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await mess.deletePlan(currentAccount(request), request.params.id)),
  );

  app.put(
    '/mess/menus/:id',
    {
      schema: {
        ...docs,
        summary: 'Replaces a hostel’s week’s menu; a meal left empty comes off it',
        params: idParamsSchema,
        body: menuInputSchema,
        response: { 200: menuResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(await mess.saveMenu(currentAccount(request), request.params.id, request.body)),
  );
};

/** A student: the week's menu of the hostel they live in, null while they have no bed. */
export const ownMenuRoute: FastifyPluginAsyncZod<{ mess: MessService }> = async (app, { mess }) => {
  app.get(
    '/student/mess/menu',
    {
      schema: {
        ...docs,
        summary: 'The week’s menu of the student’s hostel; null while they have no bed',
        response: { 200: successResponseSchema(menuSchema.nullable()), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await mess.ownMenu(currentAccount(request))),
  );
};
