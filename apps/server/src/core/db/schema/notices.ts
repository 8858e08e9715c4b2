import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hostels } from './hostels';
import { students } from './students';

/**
 * A notice from the office (docs/product-rules.md#notices): to every hostel, or to the hostels
 * listed in `notice_hostels`. The body is plain text and is only ever shown as text. The author
 * is kept by name as it was, like an audit entry, so a removed warden's notices still say who
 * wrote them.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    // Null: until it is taken down.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    allHostels: boolean('all_hostels').notNull(),
    authorRole: text('author_role').notNull(),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_order_idx').on(t.pinned, t.createdAt, t.id)],
);

export const noticeHostels = pgTable(
  'notice_hostels',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.hostelId] }),
    index('notice_hostels_hostel_idx').on(t.hostelId, t.noticeId),
  ],
);

/** Which notices each student has opened: the unread marks. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.noticeId] })],
);
