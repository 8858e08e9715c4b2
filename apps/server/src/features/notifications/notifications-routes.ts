import { successResponseSchema } from '@hms/shared/api';
import {
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationQuerySchema,
  notificationSchema,
  unreadCountResponseSchema,
} from '@hms/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import type { NotificationsService } from './notifications-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['notifications'], security: [{ bearerAuth: [] }] };
const unread = { 200: unreadCountResponseSchema, ...guardedErrorResponses };

/** Every signed-in account's own bell (docs/product-rules.md#notifications). */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  app.get(
    '/notifications',
    {
      schema: {
        ...docs,
        summary: 'Your notifications, newest first, with how many are unread',
        querystring: notificationQuerySchema,
        response: { 200: notificationListResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => okWith(await notifications.list(currentAccount(request), request.query)),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        ...docs,
        summary: 'How many of your notifications are unread: what the bell shows',
        response: unread,
      },
    },
    async (request) => okWith({ unread: await notifications.unreadCount(currentAccount(request)) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        ...docs,
        summary: 'Mark one of your notifications as read',
        params: notificationIdParamsSchema,
        response: { 200: successResponseSchema(notificationSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await notifications.markRead(currentAccount(request), request.params.id)),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        ...docs,
        summary: 'Mark all your notifications as read; answers how many are still unread',
        response: unread,
      },
    },
    async (request) => okWith({ unread: await notifications.markAllRead(currentAccount(request)) }),
  );
};
