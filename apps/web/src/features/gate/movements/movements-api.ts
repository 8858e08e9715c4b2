import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { movementListSchema, type MovementList } from '@hms/shared/gate';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = '20';

export type MovementFilters = {
  hostel?: string | undefined;
  student?: string | undefined;
  /** Only the movements that need the warden's attention: late, unmatched, without leave. */
  attention?: boolean | undefined;
};

/** A movement as a paged list holds it: its numeric id as the list's key. */
const withKeys = (page: MovementList) => ({
  ...page,
  data: page.data.map((movement) => ({ ...movement, _id: String(movement.id) })),
});

/** `GET /api/gate/movements`: the record at the gate, newest first, filtered by the server. */
export function useMovements(filters: MovementFilters, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: PAGE_SIZE });
  if (filters.hostel) params.set('hostel', filters.hostel);
  if (filters.student) params.set('student', filters.student);
  if (filters.attention) params.set('attention', 'true');
  return useQuery({
    queryKey: [...queryKeys.gate, 'movements', filters, page],
    queryFn: ({ signal }) =>
      apiClient.get(`/gate/movements?${params}`, movementListSchema, { signal }),
    select: withKeys,
    placeholderData: keepPreviousData,
  });
}
