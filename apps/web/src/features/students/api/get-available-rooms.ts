import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGE_LIMIT_MAX } from '@hms/shared/constants';
import { roomListResponseSchema } from '@hms/shared/rooms';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The rooms a student may be given: those of one hostel with a free bed
 * (docs/product-rules.md#bed-assignment).
 */
export type AvailableRoomsQuery = { hostel: string; search?: string | undefined };
export type AvailableRooms = Omit<z.output<typeof roomListResponseSchema>, 'success'>;

/**
 * The server filters: full rooms and other hostels' rooms never reach the browser. One request of
 * the API's largest page; a hostel with more free rooms than that is narrowed by the search.
 */
export async function getAvailableRooms(
  { hostel, search }: AvailableRoomsQuery,
  signal?: AbortSignal,
): Promise<AvailableRooms> {
  const params = new URLSearchParams({ hostel, available: 'true' });
  if (search) params.set('search', search);
  params.set('limit', String(PAGE_LIMIT_MAX));
  const { data, pagination } = await apiClient.get(`/rooms?${params}`, roomListResponseSchema, {
    signal,
  });
  return { data, pagination };
}

export function getAvailableRoomsQueryOptions(query: AvailableRoomsQuery) {
  return queryOptions({
    // Under the rooms key, so every change to rooms or assignments stales it too.
    queryKey: [...queryKeys.rooms, 'available', query] as const,
    queryFn: ({ signal }) => getAvailableRooms(query, signal),
    // Beds fill up while the dialog is closed; each opening asks again, showing the cached list meanwhile.
    staleTime: 0,
    // While a search narrows the same hostel's rooms the list stays; another hostel's rooms never
    // stand in for this one's, so nobody can pick a room of the hostel they just left.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].hostel === query.hostel ? previous : undefined,
  });
}

export function useAvailableRooms(query: AvailableRoomsQuery | undefined) {
  return useQuery({
    ...getAvailableRoomsQueryOptions(query ?? { hostel: '' }),
    enabled: query !== undefined,
  });
}
