import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roomRequestStatus, roomType } from './enums';
import { hostels } from './hostels';
import { rooms } from './rooms';
import { students } from './students';

/**
 * A student's request for a first room or a change (docs/decisions/044). `queued` is the queue's
 * order, given by the database as requests arrive. One pending request per student is held by the
 * partial unique index, whatever races.
 */
export const roomRequests = pgTable(
  'room_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queued: bigint('queued', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    isChange: boolean('is_change').notNull(),
    preferredHostelId: uuid('preferred_hostel_id').references(() => hostels.id, {
      onDelete: 'set null',
    }),
    preferredRoomType: roomType('preferred_room_type'),
    reason: text('reason').notNull(),
    status: roomRequestStatus('status').notNull().default('Pending'),
    // The office's answer: why it was rejected, or why it went ahead of earlier requests.
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    movedTo: uuid('moved_to').references(() => rooms.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('room_requests_pending_student_key')
      .on(t.studentId)
      .where(sql`${t.status} = 'Pending'`),
    index('room_requests_status_queued_idx').on(t.status, t.queued),
    index('room_requests_student_idx').on(t.studentId, t.queued),
  ],
);
