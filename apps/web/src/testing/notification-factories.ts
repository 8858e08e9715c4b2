import type { Notification } from '@hms/shared/notifications';
const timestamp = '2026-11-20T09:30:00.000Z';
// Notifications are numbered rows: their ids are digits.
let sequence = 0;

export function createNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: String((sequence += 1)),
    kind: 'complaint.status',
    title: 'Your complaint "Fan not working" is now In Progress',
    body: '',
    link: '/student/complaints',
    read: false,
    createdAt: timestamp,
    ...overrides,
  };
}

/** A page of notifications as the API answers it, with the account's unread count. */
export function notificationPage(notifications: Notification[], unread = 0, limit = 20) {
  return {
    body: {
      success: true,
      data: notifications,
      pagination: { page: 1, limit, total: notifications.length },
      unread,
    },
  };
}
