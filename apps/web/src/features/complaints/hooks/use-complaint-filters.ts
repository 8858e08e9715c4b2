import {
  COMPLAINT_DEFAULT_SORT,
  complaintListQuerySchema,
  type ComplaintSortField,
} from '@hms/shared/complaints';
import type { ComplaintCategory, ComplaintPriority, ComplaintStatus } from '@hms/shared/enums';
import type { SortKey } from '@hms/shared/sorting';
import type { SortColumn } from '@/components/ui/sort-headers';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';

const complaintFilterKeys = [
  'search',
  'status',
  'category',
  'priority',
  'overdue',
  'assigned',
  'sort',
] as const;

export type ComplaintFilters = UrlFilters<
  typeof complaintListQuerySchema.shape,
  (typeof complaintFilterKeys)[number]
>;

/** The header the complaints list sorts by (docs/product-rules.md#sorted-lists). */
export const complaintSortColumns: readonly SortColumn<ComplaintSortField>[] = [
  { field: 'submitted', label: 'Submitted' },
];

/**
 * The admin complaints screen's search, filters, order and page, in the URL
 * (`?search=&status=&category=&priority=&overdue=&assigned=&sort=&page=`); the server filters
 * and sorts, newest first in the plain URL. Overdue
 * is offered among the statuses, so choosing either sets one and clears the other.
 */
export function useComplaintFilters() {
  const { setFilters, ...list } = useUrlFilters(
    complaintListQuerySchema.shape,
    complaintFilterKeys,
  );

  return {
    ...list,
    sort: list.filters.sort ?? COMPLAINT_DEFAULT_SORT,
    setSort: (sort: SortKey<ComplaintSortField>) =>
      setFilters({ sort: sort === COMPLAINT_DEFAULT_SORT ? undefined : sort }),
    setStatus: (status: ComplaintStatus | undefined) => setFilters({ status, overdue: undefined }),
    setOverdue: (overdue: boolean) =>
      setFilters({ overdue: overdue || undefined, status: undefined }),
    setCategory: (category: ComplaintCategory | undefined) => setFilters({ category }),
    setPriority: (priority: ComplaintPriority | undefined) => setFilters({ priority }),
    setAssigned: (assigned: 'me' | 'none' | undefined) => setFilters({ assigned }),
  };
}
