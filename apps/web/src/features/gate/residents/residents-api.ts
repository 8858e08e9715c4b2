import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gateResidentListSchema } from '@hms/shared/gate';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 10;

/** `GET /api/gate/residents`: a guard's hostels' students matching the search, by name. */
export function useGateResidents(search: string, page: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: [...queryKeys.gate, 'residents', search, page],
    queryFn: ({ signal }) =>
      apiClient.get(`/gate/residents?${query.toString()}`, gateResidentListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
