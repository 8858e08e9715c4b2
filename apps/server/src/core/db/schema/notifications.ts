import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { students } from './students';

/**
 * One line in one account's bell (docs/product-rules.md#notifications), written in the same
 * transaction as the change it tells of. The recipient is named by role and id without a foreign
 * key, since accounts live in three tables; a deleted student's lines, and the e-mail to them,
 * go with their row (migration 0028's students_forget_contacts trigger).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientRole: text('recipient_role').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    // A path inside the product (`/student/complaints/…`), never a full address.
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell's list, newest first, and its unread count from the smaller partial index.
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    check('notifications_link_is_a_path', sql`${t.link} is null or ${t.link} like '/%'`),
  ],
);

/**
 * E-mail waiting to go, written in the transaction of the change that causes it
 * (docs/decisions/048). The sender takes rows with FOR UPDATE SKIP LOCKED and marks them sent in
 * the transaction that holds the lock, so a crash before the mark leaves the row to send again and
 * two servers never take the same row.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The bell line it repeats; null for a password-reset link, which is no notification.
    notificationId: bigint('notification_id', { mode: 'number' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    // 'pending' until sent; 'failed' after the last attempt, shown to administrators.
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The student a message to someone else is about (a guardian's): it goes with the student.
    aboutStudentId: uuid('about_student_id').references(() => students.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('email_outbox_about_student_idx')
      .on(t.aboutStudentId)
      .where(sql`${t.aboutStudentId} is not null`),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('email_outbox_status_idx').on(t.status, t.createdAt, t.id),
    // A deleted student's e-mail is found and removed with them (docs/decisions/056).
    index('email_outbox_to_idx').on(sql`lower(${t.toAddress})`),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * A password-reset link: only the SHA-256 of its token is kept, it works once, and it expires
 * (docs/product-rules.md#password-reset).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    accountRole: text('account_role').notNull(),
    accountId: uuid('account_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_account_idx').on(t.accountId, t.createdAt)],
);
