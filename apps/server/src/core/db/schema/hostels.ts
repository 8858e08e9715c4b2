import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // Residents are back by this time in the college's time zone; later is late
    // (docs/product-rules.md#gate-movements).
    curfew: time('curfew', { precision: 0 }).notNull().default('22:00'),
    // Leave waits for a guardian's answer to a signed link before the warden decides.
    guardianApprovesLeave: boolean('guardian_approves_leave').notNull().default(false),
    // Approved leave of at least this many days credits the mess for them
    // (docs/product-rules.md#mess-cut).
    messCutMinDays: smallint('mess_cut_min_days').notNull().default(3),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hostels_name_key').on(sql`lower(${t.name})`),
    check('hostels_total_rooms_check', sql`${t.totalRooms} >= 1`),
    check('hostels_total_capacity_check', sql`${t.totalCapacity} >= 1`),
    check('hostels_mess_cut_check', sql`${t.messCutMinDays} between 1 and 90`),
    check('hostels_fees_check', sql`${t.feesMonthly} >= 0 and ${t.feesSecurity} >= 0`),
  ],
);
