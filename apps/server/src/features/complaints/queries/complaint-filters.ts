import type { ComplaintSortField } from '@hms/shared/complaints';
import type { ComplaintCategory, ComplaintPriority, ComplaintStatus } from '@hms/shared/enums';
import type { SortKey } from '@hms/shared/sorting';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../core/paging/like-pattern';
import { complaints } from '../../../core/db/schema';
import { authorLivesIn } from './complaint-scope';

export type ComplaintFilter = {
  /** Set for a student: only their own complaints. */
  studentId?: string;
  /** Set for a warden: their residents' complaints (complaint-scope.ts). */
  scope?: readonly string[];
  assignedWarden?: string;
  assignedAdmin?: string;
  unassigned?: true;
  status?: ComplaintStatus;
  category?: ComplaintCategory;
  priority?: ComplaintPriority;
  /** Only complaints past their due time and not yet Resolved or Closed. */
  overdue?: true;
  search?: string;
  /** The list's order; newest first when absent, as an export always reads. */
  sort?: SortKey<ComplaintSortField>;
  /**
   * An export's next slice: the complaints after this one in the list's order. Its time is ISO
   * text to the microsecond, as the database keeps it: a Date would round it to the millisecond.
   */
  after?: { id: string; createdAt: string };
};

/** The filters a list can have, in the order that names its shape (preparedByShape). */
export const FILTERS = [
  'studentId',
  'scope',
  'assignedWarden',
  'assignedAdmin',
  'unassigned',
  'status',
  'category',
  'priority',
  'overdue',
  'search',
  'after',
] as const;
export type ComplaintFilterName = (typeof FILTERS)[number];

export function filterConditions(present: ReadonlySet<ComplaintFilterName>): SQL | undefined {
  return and(
    present.has('studentId') ? eq(complaints.studentId, sql.placeholder('studentId')) : undefined,
    present.has('scope') ? authorLivesIn(sql`${sql.placeholder('scope')}::uuid[]`) : undefined,
    present.has('assignedWarden')
      ? eq(complaints.assignedWardenId, sql.placeholder('assignedWarden'))
      : undefined,
    present.has('assignedAdmin')
      ? eq(complaints.assignedAdminId, sql.placeholder('assignedAdmin'))
      : undefined,
    present.has('unassigned')
      ? sql`${complaints.assignedWardenId} is null and ${complaints.assignedAdminId} is null`
      : undefined,
    present.has('status') ? eq(complaints.status, sql.placeholder('status')) : undefined,
    present.has('category') ? eq(complaints.category, sql.placeholder('category')) : undefined,
    present.has('priority') ? eq(complaints.priority, sql.placeholder('priority')) : undefined,
    present.has('overdue') ? overdue : undefined,
    present.has('after') ? olderThanCursor : undefined,
  );
}

/** Older than the cursor in the list's order, read along the same indexes as the list. */
const olderThanCursor = sql`(${complaints.createdAt}, ${complaints.id})
  < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/**
 * Past its due time and still being worked on (docs/product-rules.md#service-targets). Spelled as
 * the partial index complaints_unresolved_created_idx is, so the planner can use it.
 */
export const overdue = sql`(${complaints.status} in ('Open', 'In Progress') and ${complaints.dueAt} < now())`;

/** The filters a filter has, in the order that names its shape. */
export function presentFilters({ after, ...filter }: ComplaintFilter): ComplaintFilterName[] {
  return FILTERS.filter((name) => {
    const value = name === 'after' ? after : filter[name];
    return value !== undefined && value !== '';
  });
}

// The order names the statement (complaintListQueries); it binds no value.
export function filterValues({ after, sort: _order, ...filter }: ComplaintFilter) {
  return {
    ...filter,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    afterId: after?.id,
    afterAt: after?.createdAt,
  };
}
