import { notificationQuerySchema } from '@hms/shared/notifications';
import type { RouteKey } from '../api-surface';
import type { Spec } from './invalid-requests';

/** Each account's own bell (docs/product-rules.md#notifications). */
export const notificationRoutes = {
  'GET /api/notifications': { access: 'any', query: notificationQuerySchema },
  'GET /api/notifications/unread-count': { access: 'any' },
  'POST /api/notifications/:id/read': { access: 'any', id: (f) => f.aNotification },
  'POST /api/notifications/read-all': { access: 'any' },
} satisfies Partial<Record<RouteKey, Spec>>;
