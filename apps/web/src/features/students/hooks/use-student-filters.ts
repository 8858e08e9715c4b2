import { useCallback } from 'react';
import { studentListQuerySchema } from '@hms/shared/students';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';

const studentFilterKeys = ['search', 'hostel'] as const;

export type StudentFilters = UrlFilters<
  typeof studentListQuerySchema.shape,
  (typeof studentFilterKeys)[number]
>;

/** The students screen's search and hostel filter and its page, in the URL (`?search=&hostel=&page=`). */
export function useStudentFilters() {
  const { filters, hasFilters, setFilters, setPage, clearFilters } = useUrlFilters(
    studentListQuerySchema.shape,
    studentFilterKeys,
  );

  return {
    filters,
    hasFilters,
    // Typing settles into one history entry instead of one per pause.
    setSearch: useCallback(
      (search: string) => setFilters({ search: search || undefined }, { replace: true }),
      [setFilters],
    ),
    setHostel: (hostel: string | undefined) => setFilters({ hostel }),
    setPage,
    clearFilters,
  };
}
