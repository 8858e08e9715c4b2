import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The admin dashboard's figures as they stand: students, hostels, rooms and Open complaints,
 * kept by triggers in the same statement as every change (migration 0014), so the dashboard
 * reads four rows instead of counting a campus, and is never behind a change.
 */
export const dashboardCounts = pgTable('dashboard_counts', {
  kind: text('kind').primaryKey(),
  count: integer('count').notNull(),
});
