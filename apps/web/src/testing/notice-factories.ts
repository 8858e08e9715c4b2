import type { Notice } from '@hms/shared/notices';
import { nextId } from './factories';

const timestamp = '2026-11-20T09:30:00.000Z';

export function createNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    _id: nextId(),
    title: 'Water off on Sunday',
    body: 'The tanks are cleaned on Sunday.\nStore water on Saturday night.',
    pinned: false,
    expiresAt: null,
    allHostels: true,
    hostels: [],
    author: { name: 'Asha Menon', role: 'admin' },
    read: true,
    expired: false,
    createdAt: timestamp,
    updatedAt: timestamp,
    ...overrides,
  };
}

/** A notices list as the API answers it, with the unread count a student's carries. */
export function noticePage(notices: Notice[], unread = 0, limit = 20) {
  return {
    body: {
      success: true,
      data: notices,
      pagination: { page: 1, limit, total: notices.length },
      unread,
    },
  };
}
