import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { commentAuthorModel } from './enums';
import { complaints } from './complaints';

/**
 * The author's name is copied at the time of writing, as a thread reads in a real office: a later
 * rename or a deleted admin account leaves the history as it was.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    authorModel: commentAuthorModel('author_model').notNull(),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_complaint_created_idx').on(t.complaintId, t.createdAt)],
);
