import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leaveStatus } from './enums';
import { hostels } from './hostels';
import { students } from './students';

/**
 * A student's leave (out-pass) application (docs/product-rules.md#leave). `hostel_id` is the
 * hostel the student lived in when applying: its warden decides it, whatever moves later. The
 * days are calendar days in the college's time zone, both included. Two pending or approved
 * leaves of one student never overlap: an exclusion constraint holds it whatever races
 * (migration 0025).
 */
export const leaves = pgTable(
  'leaves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id').references(() => hostels.id, { onDelete: 'set null' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    destination: text('destination').notNull(),
    reason: text('reason').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: leaveStatus('status').notNull().default('Pending'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // Set by the gate: the first "out" during the leave takes it, the "in" after completes it.
    takenAt: timestamp('taken_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    // When the hostel's staff were told the student is still out after the leave ended.
    overdueToldAt: timestamp('overdue_told_at', { withTimezone: true }),
    // Set when the student's hostel asked a guardian first: the warden decides after their answer.
    guardianAskedAt: timestamp('guardian_asked_at', { withTimezone: true }),
    // Their one answer to the signed link.
    guardianDecision: text('guardian_decision', { enum: ['Approved', 'Declined'] }),
    guardianDecidedAt: timestamp('guardian_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leaves_student_idx').on(t.studentId, t.fromDay),
    // Who is away today and who is due back: approved leaves by their days.
    index('leaves_hostel_days_idx').on(t.hostelId, t.status, t.fromDay, t.toDay),
    index('leaves_status_created_idx').on(t.status, t.createdAt, t.id),
    check('leaves_days_in_order', sql`${t.fromDay} <= ${t.toDay}`),
    check(
      'leaves_guardian_decision_check',
      sql`${t.guardianDecision} is null or ${t.guardianDecision} in ('Approved', 'Declined')`,
    ),
    check('leaves_phone_check', sql`${t.contactPhone} ~ '^[0-9]{10}$'`),
  ],
);
