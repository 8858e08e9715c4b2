import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { residencyEndReason } from './enums';
import { rooms } from './rooms';
import { students } from './students';

/**
 * Each stay of a student in a bed (docs/decisions/044). The current stay has no `moved_out_on`.
 * The database holds the rules under races: one current stay per student and per bed (the two
 * partial unique indexes), and beds numbered 1 to the room's capacity (the residencies_bed_rules
 * trigger of migration 0020), so a room never has more current stays than beds. The same
 * migration's residencies_keep_student trigger copies the current stay's room and bed onto the
 * student, where the bed rules of decisions 007 and 022 check capacity and hostel type.
 *
 * The names are copied when the stay begins, so a stay reads the same after its student or room
 * is deleted; a current stay keeps both (the checks).
 */
export const residencies = pgTable(
  'residencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    bed: smallint('bed').notNull(),
    movedInOn: date('moved_in_on', { mode: 'string' }).notNull(),
    movedOutOn: date('moved_out_on', { mode: 'string' }),
    endReason: residencyEndReason('end_reason'),
    note: text('note'),
    studentName: text('student_name').notNull(),
    studentNumber: text('student_number').notNull(),
    roomNumber: text('room_number').notNull(),
    hostelName: text('hostel_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('residencies_current_student_key')
      .on(t.studentId)
      .where(sql`${t.movedOutOn} is null`),
    uniqueIndex('residencies_current_bed_key')
      .on(t.roomId, t.bed)
      .where(sql`${t.movedOutOn} is null`),
    // A student's history and a room's, newest first.
    index('residencies_student_idx').on(t.studentId, t.movedInOn, t.id),
    index('residencies_room_idx').on(t.roomId, t.movedInOn, t.id),
    check('residencies_bed_check', sql`${t.bed} >= 1`),
    check(
      'residencies_dates_check',
      sql`${t.movedOutOn} is null or ${t.movedOutOn} >= ${t.movedInOn}`,
    ),
    check('residencies_end_check', sql`(${t.movedOutOn} is null) = (${t.endReason} is null)`),
    check(
      'residencies_current_check',
      sql`${t.movedOutOn} is not null or (${t.studentId} is not null and ${t.roomId} is not null)`,
    ),
  ],
);
