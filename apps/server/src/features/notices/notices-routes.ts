import { deletedResponseSchema, idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  noticeInputSchema,
  noticeListResponseSchema,
  noticeQuerySchema,
  noticeSchema,
  noticesMarkedSchema,
  studentNoticeQuerySchema,
} from '@hms/shared/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { NoticesService } from './notices-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['notices'], security: [{ bearerAuth: [] }] };
const one = { 200: successResponseSchema(noticeSchema), ...guardedErrorResponses };
const list = { 200: noticeListResponseSchema, ...guardedErrorResponses };

/** Staff: post, list, edit and remove notices (docs/product-rules.md#notices). */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (
  app,
  { notices },
) => {
  app.get(
    '/notices',
    {
      schema: {
        ...docs,
        summary:
          'Notices, pinned first, then newest: all of them for an administrator; for a warden those to every hostel, to any of theirs, and their own',
        querystring: noticeQuerySchema,
        response: list,
      },
    },
    async (request) => okWith(await notices.list(currentAccount(request), request.query)),
  );

  app.post(
    '/notices',
    {
      schema: {
        ...docs,
        summary:
          'Post a notice to every hostel (administrators) or to chosen hostels (a warden: their own); their students are notified',
        body: noticeInputSchema,
        response: { 201: successResponseSchema(noticeSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await notices.post(currentAccount(request), request.body))),
  );

  app.put(
    '/notices/:id',
    {
      schema: {
        ...docs,
        summary:
          'Edit a notice: an administrator any, a warden one whose every hostel is theirs; read marks stay',
        params: idParamsSchema,
        body: noticeInputSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await notices.update(currentAccount(request), request.params.id, request.body)),
  );

  app.delete(
    '/notices/:id',
    {
      schema: {
        ...docs,
        summary: 'Remove a notice: an administrator any, a warden one whose every hostel is theirs',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ok(await notices.remove(currentAccount(request), request.params.id)),
  );
};

/** Students: the current notices of their hostel and of every hostel, and their read marks. */
export const ownNoticeRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (
  app,
  { notices },
) => {
  app.get(
    '/student/notices',
    {
      schema: {
        ...docs,
        summary:
          'Your current notices, pinned first, then newest, each marked read or not, with how many are unread',
        querystring: studentNoticeQuerySchema,
        response: list,
      },
    },
    async (request) => okWith(await notices.own(currentAccount(request), request.query)),
  );

  app.post(
    '/student/notices/:id/read',
    {
      schema: {
        ...docs,
        summary: 'Mark one of your notices read',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await notices.read(currentAccount(request), request.params.id)),
  );

  app.post(
    '/student/notices/read-all',
    {
      schema: {
        ...docs,
        summary: 'Mark all your current notices read',
        response: { 200: successResponseSchema(noticesMarkedSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await notices.readAll(currentAccount(request))),
  );
};
