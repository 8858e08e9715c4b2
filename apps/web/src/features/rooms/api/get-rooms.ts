import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { roomListResponseSchema, type roomListQuerySchema } from '@hms/shared/rooms';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/rooms` filters and page, as the server reads them (rule paged-lists). */
export type RoomsQuery = z.output<typeof roomListQuerySchema>;
export type RoomsPage = Omit<z.output<typeof roomListResponseSchema>, 'success'>;

/** The query string, in a fixed order so that equal queries make equal URLs. */
function roomsSearchParams({ hostel, available, search, page, limit }: RoomsQuery): string {
  const params = new URLSearchParams();
  if (hostel) params.set('hostel', hostel);
  if (available !== undefined) params.set('available', String(available));
  if (search) params.set('search', search);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params.toString();
}

/** One page of rooms, filtered and paged by the server; the whole list is never loaded. */
export async function getRooms(query: RoomsQuery, signal?: AbortSignal): Promise<RoomsPage> {
  const { data, pagination } = await apiClient.get(
    `/rooms?${roomsSearchParams(query)}`,
    roomListResponseSchema,
    { signal },
  );
  return { data, pagination };
}

export function getRoomsQueryOptions(query: RoomsQuery) {
  return queryOptions({
    queryKey: [...queryKeys.rooms, 'list', query],
    queryFn: ({ signal }) => getRooms(query, signal),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useRooms(query: RoomsQuery) {
  return useQuery(getRoomsQueryOptions(query));
}
