import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deletedStudentsPageSchema } from '@hms/shared/deleted-students';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const DELETED_STUDENTS_PAGE_SIZE = 20;

/**
 * Deleted students with a ledger, the latest deleted first, paged by the server; each item is
 * given its student's id as `_id`, the key a paged list's lines go by.
 */
export function useDeletedStudents(search: string | undefined, page: number) {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  params.set('page', String(page));
  params.set('limit', String(DELETED_STUDENTS_PAGE_SIZE));
  return useQuery({
    queryKey: [...queryKeys.fees, 'deleted-students', search ?? '', page],
    queryFn: ({ signal }) =>
      apiClient.get(`/fees/deleted-students?${params.toString()}`, deletedStudentsPageSchema, {
        signal,
      }),
    select: (answer) => ({
      ...answer,
      data: answer.data.map((item) => ({ _id: item.student._id, ...item })),
    }),
    placeholderData: keepPreviousData,
  });
}
