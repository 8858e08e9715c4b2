import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { students } from './students';

/**
 * A student's guardians (slots 1 and 2) and emergency contact (slot 3)
 * (docs/product-rules.md#guardians). The student keeps them; the office and wardens read them.
 */
export const studentContacts = pgTable(
  'student_contacts',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.slot] }),
    check('student_contacts_slot_check', sql`${t.slot} between 1 and 3`),
  ],
);

/**
 * What a student lets their guardians be told (India's Digital Personal Data Protection Act 2023:
 * students are adults). No row: nothing.
 */
export const guardianConsents = pgTable('guardian_consents', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  leave: boolean('leave').notNull().default(false),
  lateReturn: boolean('late_return').notNull().default(false),
  rollCallAbsence: boolean('roll_call_absence').notNull().default(false),
  feesDue: boolean('fees_due').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
