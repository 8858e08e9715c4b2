import { NOTIFICATION_KINDS, type Notification } from '@hms/shared/notifications';
import type { NotificationRow } from './notifications-repository';

const KINDS: readonly string[] = NOTIFICATION_KINDS;

export function toNotificationResponse(row: NotificationRow): Notification {
  if (!KINDS.includes(row.kind)) throw new Error(`notification ${row.id} has kind ${row.kind}`);
  return {
    _id: row.id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.read,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
