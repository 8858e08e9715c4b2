import type { Notice } from '@hms/shared/notices';
import type { NoticeRow } from './notices-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toNoticeResponse(row: NoticeRow): Notice {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    expiresAt: row.expiresAt === null ? null : iso(row.expiresAt),
    allHostels: row.allHostels,
    hostels: row.hostels.map((hostel) => ({ _id: hostel.id, name: hostel.name })),
    author: { name: row.authorName, role: row.authorRole },
    read: row.read,
    expired: row.expired,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The notice as its audit entry keeps it: what was said and to whom, not the reader's marks. */
export function noticeRecord(notice: Notice) {
  const { _id, title, body, pinned, expiresAt, allHostels, hostels, author } = notice;
  return { _id, title, body, pinned, expiresAt, allHostels, hostels, author };
}
