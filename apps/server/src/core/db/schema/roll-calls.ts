import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hostels } from './hostels';
import { rooms } from './rooms';
import { students } from './students';

/**
 * A night's roll-call of a hostel, or of one floor of it (docs/product-rules.md#roll-call). Its
 * list is fixed when it starts: the residents not on approved leave that night, room by room.
 * One open roll-call at a time for a hostel's floor (or its whole) and night.
 */
export const rollCalls = pgTable(
  'roll_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    // Null: the whole hostel.
    floor: smallint('floor'),
    night: date('night', { mode: 'string' }).notNull(),
    startedById: uuid('started_by_id'),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    closedById: uuid('closed_by_id'),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('roll_calls_one_open')
      .on(t.hostelId, sql`coalesce(${t.floor}, -1)`, t.night)
      .where(sql`${t.closedAt} is null`),
    index('roll_calls_hostel_night_idx').on(t.hostelId, t.night.desc()),
    check('roll_calls_closed_check', sql`(${t.closedAt} is null) = (${t.closedBy} is null)`),
  ],
);

/**
 * One resident on a roll-call's list, and their mark: each a row of its own, so two wardens
 * marking one list never overwrite each other's marks. The room and names are copied when the
 * list is made, so a night's record reads the same after moves and deletions.
 */
export const rollCallMarks = pgTable(
  'roll_call_marks',
  {
    rollCallId: uuid('roll_call_id')
      .notNull()
      .references(() => rollCalls.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
    studentName: text('student_name').notNull(),
    rollNumber: text('roll_number').notNull(),
    roomNumber: text('room_number').notNull(),
    // Null until marked; the last mark stands.
    mark: text('mark', { enum: ['present', 'absent'] }),
    markedById: uuid('marked_by_id'),
    markedBy: text('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.rollCallId, t.position] }),
    uniqueIndex('roll_call_marks_student_key').on(t.rollCallId, t.studentId),
    index('roll_call_marks_student_idx').on(t.studentId),
    check(
      'roll_call_marks_mark_check',
      sql`${t.mark} is null or ${t.mark} in ('present', 'absent')`,
    ),
  ],
);
