import { auditEntryQuerySchema } from '@hms/shared/audit';
import { pageQueryFields } from '@hms/shared/pagination';
import { useCallback } from 'react';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';
import { ACTIVITY_URL_KEYS } from '../api/get-audit-entries';

/** The filters and the cursor, under the API's names; the page is a cursor, not a number. */
const activityShape = { ...auditEntryQuerySchema.shape, page: pageQueryFields.page };

export type ActivityFilters = UrlFilters<typeof activityShape, (typeof ACTIVITY_URL_KEYS)[number]>;
type FilterChanges = Partial<Omit<ActivityFilters, 'before' | 'after' | 'page'>>;

/**
 * The Activity page's filters and cursor in the URL
 * (`?entityType=&entityId=&action=&actor=&from=&to=&search=&before=|after=`). A filter changed
 * goes back to the newest entries.
 */
export function useActivityFilters() {
  const { filters, setFilters, clearFilters } = useUrlFilters(activityShape, ACTIVITY_URL_KEYS);
  const hasFilters = [
    filters.actor,
    filters.entityType,
    filters.entityId,
    filters.action,
    filters.from,
    filters.to,
    filters.search,
  ].some((value) => value !== undefined);

  const filter = useCallback(
    (changes: FilterChanges) => setFilters({ ...changes, before: undefined, after: undefined }),
    [setFilters],
  );
  // Typing settles into one history entry instead of one per pause.
  const search = useCallback(
    (text: string) =>
      setFilters(
        { search: text || undefined, before: undefined, after: undefined },
        { replace: true },
      ),
    [setFilters],
  );

  return {
    filters,
    hasFilters,
    filter,
    search,
    older: (before: number) => setFilters({ before, after: undefined }),
    newer: (after: number) => setFilters({ after, before: undefined }),
    clearFilters,
  };
}
