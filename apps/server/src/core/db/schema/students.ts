import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gender } from './enums';
import { rooms } from './rooms';

/**
 * A student's hostel is the hostel of their room, so only the room is stored: the two can never
 * disagree. A room with residents cannot be deleted (RESTRICT, docs/product-rules.md#deleting).
 */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rollNumber: text('student_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Tokens signed before this second no longer sign anyone in: set when the password changes,
    // by its owner, by a reset link or by the office (docs/product-rules.md#password-reset).
    sessionsFrom: timestamp('sessions_from', { withTimezone: true }),
    phone: text('phone').notNull(),
    course: text('course').notNull(),
    year: smallint('year').notNull(),
    gender: gender('gender').notNull(),
    admissionDate: timestamp('admission_date', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    // Set for a student an import created: the shared first password opens only the call that
    // replaces it (docs/product-rules.md#imports).
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    // The current stay's room and bed, copied from residencies by their trigger (decision 044).
    bed: smallint('bed'),
    // What the admin search matches, in one column so that one trigram index serves it, and in
    // lower case, so the search is a plain LIKE: ILIKE folds the case of every row it reads.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || student_id || ' ' || email)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_student_id_key').on(sql`lower(${t.rollNumber})`),
    uniqueIndex('students_email_key').on(sql`lower(${t.email})`),
    index('students_room_idx').on(t.roomId),
    // The students page in its order, so a page without a filter reads twenty entries instead of
    // sorting every student (docs/decisions/026).
    index('students_name_order_idx').on(sql`lower(${t.name})`, t.rollNumber),
    // New entries go into the index at once, not into GIN's pending list: a search reads that
    // list whole, and a morning of room assignments made it five times slower (docs/decisions/019).
    index('students_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('students_year_check', sql`${t.year} between 1 and 4`),
    check('students_phone_check', sql`${t.phone} ~ '^[0-9]{10}$'`),
  ],
);
