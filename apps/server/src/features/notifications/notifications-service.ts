import type { SessionUser } from '@hms/shared/auth';
import { notificationMessages as m, type Notification } from '@hms/shared/notifications';
import type { Database } from '../../core/db/database';
import { type Paging, pageWindow, pagination } from '../../core/paging/page';
import { AppError } from '../../core/errors/app-error';
import { toNotificationResponse } from './notification-response';
import {
  markAllRead,
  markRead,
  readNotificationsPage,
  unreadCount,
  type Recipient,
} from './notifications-repository';

const recipient = (account: SessionUser): Recipient => ({ role: account.role, id: account._id });

/**
 * The bell (docs/product-rules.md#notifications): each account reads and marks its own lines
 * only. Marking a line read changes the reader's own view, not a record of the office's, so it
 * writes no audit entry.
 */
export function createNotificationsService(db: Database) {
  return {
    async list(account: SessionUser, query: { unreadOnly: boolean } & Paging) {
      const { rows, unread, total } = await readNotificationsPage(
        db,
        recipient(account),
        query.unreadOnly,
        pageWindow(query),
      );
      return {
        data: rows.map(toNotificationResponse),
        pagination: pagination(query, total),
        unread,
      };
    },

    unreadCount(account: SessionUser): Promise<number> {
      return unreadCount(db, recipient(account));
    },

    async markRead(account: SessionUser, id: string): Promise<Notification> {
      const row = await markRead(db, recipient(account), id);
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      return toNotificationResponse(row);
    },

    /** Answers what is still unread: a line that arrived meanwhile. */
    async markAllRead(account: SessionUser): Promise<number> {
      const who = recipient(account);
      await markAllRead(db, who);
      return unreadCount(db, who);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
