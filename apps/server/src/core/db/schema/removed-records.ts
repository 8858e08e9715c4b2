import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { removedRecordKind } from './enums';

/**
 * What was deleted, and when it had been created, so that the dashboard can say how many
 * students, hostels, rooms and Open complaints there were 30 days ago although some of them are
 * gone (docs/product-rules.md#stat-changes). Written only by the AFTER DELETE triggers of
 * migration 0003, which also drop entries too old to matter.
 */
export const removedRecords = pgTable(
  'removed_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: removedRecordKind('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Complaints only: when it stopped being Open, null if it was still Open when deleted.
    leftOpenAt: timestamp('left_open_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('removed_records_kind_removed_idx').on(t.kind, t.removedAt)],
);
