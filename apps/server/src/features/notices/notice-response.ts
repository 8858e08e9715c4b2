import type { Notice } from '@hms/shared/notices';
import type { NoticeRow } from './notices-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toNoticeResponse(row: NoticeRow): Notice {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    expiresAt: row.expires_at === null ? null : iso(row.expires_at),
    allHostels: row.all_hostels,
    hostels: row.hostels.map((hostel) => ({ _id: hostel.id, name: hostel.name })),
    author: { name: row.author_name, role: row.author_role },
    read: row.read,
    expired: row.expired,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The notice as its audit entry keeps it: what was said and to whom, not the reader's marks. */
export function noticeRecord(notice: Notice) {
  const { _id, title, body, pinned, expiresAt, allHostels, hostels, author } = notice;
  return { _id, title, body, pinned, expiresAt, allHostels, hostels, author };
}
