import { sql } from 'drizzle-orm';
import {
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
import { roomType } from './enums';
import { hostels } from './hostels';

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    roomNumber: text('room_number').notNull(),
    type: roomType('type').notNull(),
    // Derived from the type so that no client can type in a capacity
    // (docs/product-rules.md#bed-capacity).
    capacity: integer('capacity')
      .notNull()
      .generatedAlwaysAs(
        sql`case type when 'Single' then 1 when 'Double' then 2 when 'Triple' then 3 else 4 end`,
      ),
    // The students assigned to the room, kept by the students_room_rules trigger in the same
    // statement as every assignment, move, release and deletion (docs/decisions/022).
    occupancy: integer('occupancy').notNull().default(0),
    floor: integer('floor').notNull(),
    monthlyRent: integer('monthly_rent').notNull(),
    isAc: boolean('is_ac').notNull().default(false),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rooms_hostel_number_key').on(t.hostelId, sql`lower(${t.roomNumber})`),
    index('rooms_hostel_idx').on(t.hostelId),
    check('rooms_floor_check', sql`${t.floor} >= 1`),
    check('rooms_rent_check', sql`${t.monthlyRent} >= 0`),
    check('rooms_occupancy_check', sql`${t.occupancy} between 0 and ${t.capacity}`),
  ],
);
