import { complaintListQuerySchema } from '@hms/shared/complaints';
import type { ComplaintCategory, ComplaintPriority, ComplaintStatus } from '@hms/shared/enums';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';

const complaintFilterKeys = [
  'search',
  'status',
  'category',
  'priority',
  'overdue',
  'assigned',
] as const;

export type ComplaintFilters = UrlFilters<
  typeof complaintListQuerySchema.shape,
  (typeof complaintFilterKeys)[number]
>;

/**
 * The admin complaints screen's search, filters and page, in the URL
 * (`?search=&status=&category=&priority=&overdue=&assigned=&page=`); the server filters. Overdue
 * is offered among the statuses, so choosing either sets one and clears the other.
 */
export function useComplaintFilters() {
  const { setFilters, ...list } = useUrlFilters(
    complaintListQuerySchema.shape,
    complaintFilterKeys,
  );

  return {
    ...list,
    setStatus: (status: ComplaintStatus | undefined) => setFilters({ status, overdue: undefined }),
    setOverdue: (overdue: boolean) =>
      setFilters({ overdue: overdue || undefined, status: undefined }),
    setCategory: (category: ComplaintCategory | undefined) => setFilters({ category }),
    setPriority: (priority: ComplaintPriority | undefined) => setFilters({ priority }),
    setAssigned: (assigned: 'me' | 'none' | undefined) => setFilters({ assigned }),
  };
}
