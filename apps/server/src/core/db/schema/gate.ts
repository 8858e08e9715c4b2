import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hostels } from './hostels';
import { leaves } from './leaves';
import { students } from './students';

/**
 * A student going out of or coming into their hostel, as a guard recorded it at a gate
 * (docs/product-rules.md#gate-movements). Append-only: nothing updates or deletes a movement but
 * the student's own deletion. `scanned_at` is when the guard scanned, which a phone that lost its
 * connection sends later; `client_key` is that scan's own key, so a scan sent twice is recorded
 * once. Who is inside is derived from these, the stays and leave, never stored.
 */
export const gateMovements = pgTable(
  'gate_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    // The hostel the student lived in when scanned: its warden hears of a late return.
    hostelId: uuid('hostel_id').references(() => hostels.id, { onDelete: 'set null' }),
    direction: text('direction', { enum: ['out', 'in'] }).notNull(),
    gate: text('gate').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedById: uuid('recorded_by_id'),
    recordedBy: text('recorded_by').notNull(),
    clientKey: uuid('client_key').notNull(),
    // Approved leave the movement falls in: going out takes it, coming back completes it.
    leaveId: uuid('leave_id').references(() => leaves.id, { onDelete: 'set null' }),
    // Minutes after the curfew, or after the leave's end, that a return came; null when on time.
    lateMinutes: integer('late_minutes'),
    // An "in" with no "out" before it, or a second "out": accepted at the gate, shown to the warden.
    unmatched: text('unmatched', { enum: ['in-without-out', 'out-twice'] }),
    // Going out with no approved leave for the day.
    withoutLeave: boolean('without_leave').notNull().default(false),
  },
  (t) => [
    uniqueIndex('gate_movements_client_key').on(t.clientKey),
    // A student's last movement, the one that says whether they are inside.
    index('gate_movements_student_idx').on(t.studentId, t.scannedAt.desc(), t.id.desc()),
    index('gate_movements_hostel_idx').on(t.hostelId, t.scannedAt.desc()),
    check('gate_movements_direction_check', sql`${t.direction} in ('out', 'in')`),
    check('gate_movements_gate_check', sql`length(${t.gate}) between 1 and 60`),
    check(
      'gate_movements_unmatched_check',
      sql`${t.unmatched} is null or ${t.unmatched} in ('in-without-out', 'out-twice')`,
    ),
    check('gate_movements_late_check', sql`${t.lateMinutes} is null or ${t.lateMinutes} > 0`),
  ],
);
