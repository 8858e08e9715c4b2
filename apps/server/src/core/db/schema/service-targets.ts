import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import {
  SERVICE_TARGET_MAX_MINUTES,
  SERVICE_TARGET_MIN_MINUTES,
} from '@hms/shared/service-targets';
import { complaintPriority } from './enums';

/**
 * How long the office has to resolve a complaint of each priority: one row per priority, written
 * with the defaults by migration 0018 and changed only by an administrator
 * (docs/decisions/042). A complaint takes its due time from here when it is submitted.
 */
export const serviceTargets = pgTable(
  'service_targets',
  {
    priority: complaintPriority('priority').primaryKey(),
    minutes: integer('minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'service_targets_minutes_check',
      sql`${t.minutes} between ${sql.raw(String(SERVICE_TARGET_MIN_MINUTES))} and ${sql.raw(String(SERVICE_TARGET_MAX_MINUTES))}`,
    ),
  ],
);
