import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hostelType } from './enums';

/** Fees are whole rupees: hostel offices quote them that way, and integers keep sums exact. */
export const hostels = pgTable(
  'hostels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: hostelType('type').notNull(),
    totalRooms: integer('total_rooms').notNull(),
    totalCapacity: integer('total_capacity').notNull(),
    feesMonthly: integer('fees_monthly').notNull(),
    feesSecurity: integer('fees_security').notNull(),
    address: text('address').notNull(),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    wardenName: text('warden_name'),
    wardenPhone: text('warden_phone'),
    wardenEmail: text('warden_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hostels_name_key').on(sql`lower(${t.name})`),
    check('hostels_total_rooms_check', sql`${t.totalRooms} >= 1`),
    check('hostels_total_capacity_check', sql`${t.totalCapacity} >= 1`),
    check('hostels_fees_check', sql`${t.feesMonthly} >= 0 and ${t.feesSecurity} >= 0`),
  ],
);
