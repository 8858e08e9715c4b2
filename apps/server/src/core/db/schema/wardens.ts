import { STAFF_ROLES } from '@hms/shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hostels } from './hostels';

/**
 * Staff of hostels (docs/decisions/043): wardens, and guards at the gates (docs/decisions/062). They sign in on the Admin tab by e-mail; an
 * administrator creates them with a temporary password they must replace before anything else.
 */
export const wardens = pgTable(
  'wardens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    // What they do in their hostels: a warden runs them, a guard records movements at the gate.
    staffRole: text('staff_role', { enum: STAFF_ROLES }).notNull().default('warden'),
    passwordHash: text('password_hash').notNull(),
    // Tokens signed before this second no longer sign anyone in: set when the password changes,
    // by its owner, by a reset link or by the office (docs/product-rules.md#password-reset).
    sessionsFrom: timestamp('sessions_from', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wardens_email_key').on(sql`lower(${t.email})`),
    check('wardens_staff_role_check', sql`${t.staffRole} in ('warden', 'guard', 'mess')`),
  ],
);

/** The hostels each warden runs; a deleted hostel leaves its wardens' other hostels as they are. */
export const wardenHostels = pgTable(
  'warden_hostels',
  {
    wardenId: uuid('warden_id')
      .notNull()
      .references(() => wardens.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.wardenId, t.hostelId] }),
    index('warden_hostels_hostel_idx').on(t.hostelId),
  ],
);
