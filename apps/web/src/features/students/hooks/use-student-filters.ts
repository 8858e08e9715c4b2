import type { SortKey } from '@hms/shared/sorting';
import {
  STUDENT_DEFAULT_SORT,
  studentListQuerySchema,
  type StudentSortField,
} from '@hms/shared/students';
import type { SortColumn } from '@/components/ui/sort-headers';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';

const studentFilterKeys = ['search', 'hostel', 'sort'] as const;

export type StudentFilters = UrlFilters<
  typeof studentListQuerySchema.shape,
  (typeof studentFilterKeys)[number]
>;

/** The headers the students list sorts by (docs/product-rules.md#sorted-lists). */
export const studentSortColumns: readonly SortColumn<StudentSortField>[] = [
  { field: 'name', label: 'Name' },
  { field: 'studentId', label: 'Student ID' },
];

/**
 * The students screen's search, hostel filter, order and page, in the URL
 * (`?search=&hostel=&sort=&page=`); the order by name is the plain URL's.
 */
export function useStudentFilters() {
  const { setFilters, ...list } = useUrlFilters(studentListQuerySchema.shape, studentFilterKeys);

  return {
    ...list,
    sort: list.filters.sort ?? STUDENT_DEFAULT_SORT,
    setSort: (sort: SortKey<StudentSortField>) =>
      setFilters({ sort: sort === STUDENT_DEFAULT_SORT ? undefined : sort }),
    setHostel: (hostel: string | undefined) => setFilters({ hostel }),
  };
}
