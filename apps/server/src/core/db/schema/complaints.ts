import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { complaintCategory, complaintPriority, complaintStatus } from './enums';
import { admins } from './admins';
import { students } from './students';
import { wardens } from './wardens';

export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: complaintStatus('status').notNull().default('Open'),
    priority: complaintPriority('priority').notNull().default('Medium'),
    category: complaintCategory('category').notNull(),
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // When work started; with resolvedAt it dates when the complaint stopped being Open, which
    // the dashboard needs to count the complaints that were Open 30 days ago
    // (docs/product-rules.md#stat-changes).
    inProgressAt: timestamp('in_progress_at', { withTimezone: true }),
    // Who has it: a warden or an administrator, never both (docs/decisions/043). Each refers to its
    // own table, so a deleted account leaves the complaint unassigned instead of pointing nowhere.
    assignedWardenId: uuid('assigned_warden_id').references(() => wardens.id, {
      onDelete: 'set null',
    }),
    assignedAdminId: uuid('assigned_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Fixed when the complaint is submitted, from the service target then in force for its
    // priority: a later change of targets holds new complaints to it, not old ones
    // (docs/decisions/042).
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // Set once the office has been told the complaint went past its due time, by whichever server
    // noticed first (docs/product-rules.md#notifications).
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    // Kept with the row so reports can average and compare it without working it out each time;
    // a Resolved complaint never reopens, so it never changes once set.
    minutesToResolve: integer('minutes_to_resolve').generatedAlwaysAs(
      sql`floor(extract(epoch from (resolved_at - created_at)) / 60)::integer`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // What a search matches, in one lower-case column, so that one trigram index answers any
    // word and the rows it finds are checked with a plain LIKE (docs/decisions/034).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(subject || ' ' || description)`),
  },
  (t) => [
    // Each ends with the lists' order, newest first with the id breaking ties, so a page is read
    // from its index in order and stops after its rows. Without the id, a plan made for any
    // filter values could prefer walking all complaints by date: after a flood of complaints in
    // one category, a page of another took 75 ms instead of 1 ms (docs/decisions/018).
    index('complaints_student_created_idx').on(t.studentId, t.createdAt, t.id),
    index('complaints_created_idx').on(t.createdAt, t.id),
    index('complaints_status_created_idx').on(t.status, t.createdAt, t.id),
    // The office's usual filter (status and category), counted and paged from the index alone.
    index('complaints_status_category_created_idx').on(t.status, t.category, t.createdAt, t.id),
    // New entries go into the index at once, not into GIN's pending list, which every search
    // would read whole (docs/decisions/019).
    index('complaints_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('complaints_warden_created_idx').on(t.assignedWardenId, t.createdAt, t.id),
    index('complaints_admin_created_idx').on(t.assignedAdminId, t.createdAt, t.id),
    // The complaints still being worked on, newest first: the Overdue list walks it and checks
    // each entry's due time in the index itself, and the dashboard counts the overdue ones from
    // it alone (docs/decisions/042).
    index('complaints_unresolved_created_idx')
      .on(t.createdAt, t.id, t.dueAt)
      .where(sql`${t.status} in ('Open', 'In Progress')`),
    index('complaints_left_open_idx').on(sql`least(${t.inProgressAt}, ${t.resolvedAt})`),
    // The Reports page's times to resolve: the complaints resolved in a range, with what the
    // percentiles read, from the index alone (docs/decisions/047).
    index('complaints_resolved_idx')
      .on(t.resolvedAt, t.category, t.minutesToResolve)
      .where(sql`${t.resolvedAt} is not null`),
    check(
      'complaints_resolution_check',
      sql`${t.status} not in ('Resolved', 'Closed') or (${t.resolution} is not null and ${t.resolvedAt} is not null)`,
    ),
    check(
      'complaints_one_assignee',
      sql`${t.assignedWardenId} is null or ${t.assignedAdminId} is null`,
    ),
    check(
      'complaints_left_open_check',
      sql`${t.status} = 'Open' or least(${t.inProgressAt}, ${t.resolvedAt}) is not null`,
    ),
  ],
);
