import { studentListQuerySchema } from '@hms/shared/students';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';

const studentFilterKeys = ['search', 'hostel'] as const;

export type StudentFilters = UrlFilters<
  typeof studentListQuerySchema.shape,
  (typeof studentFilterKeys)[number]
>;

/** The students screen's search and hostel filter and its page, in the URL (`?search=&hostel=&page=`). */
export function useStudentFilters() {
  const { setFilters, ...list } = useUrlFilters(studentListQuerySchema.shape, studentFilterKeys);

  return {
    ...list,
    setHostel: (hostel: string | undefined) => setFilters({ hostel }),
  };
}
