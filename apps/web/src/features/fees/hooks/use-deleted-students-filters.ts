import { deletedStudentsQuerySchema } from '@hms/shared/deleted-students';
import { useUrlFilters } from '@/hooks/use-url-filters';

const { search, page } = deletedStudentsQuerySchema.shape;
const shape = { search, page };
const keys = ['search'] as const;

/** Deleted students' search and page, in the URL (`?search=&page=`). */
export function useDeletedStudentsFilters() {
  return useUrlFilters(shape, keys);
}
