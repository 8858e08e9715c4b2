import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { roomListResponseSchema, type roomListQuerySchema } from '@hms/shared/rooms';
import { downloadCsv } from '@/lib/download-csv';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/rooms` filters and page, as the server reads them (rule paged-lists). */
export type RoomsQuery = z.output<typeof roomListQuerySchema>;
export type RoomsPage = Omit<z.output<typeof roomListResponseSchema>, 'success'>;

/** The list's filters, without its page: what an export takes. */
export type RoomsFilters = Omit<RoomsQuery, 'page' | 'limit'>;

/** The query string, in a fixed order so that equal queries make equal URLs. */
function roomsSearchParams({
  hostel,
  available,
  search,
  sort,
  page,
  limit,
}: RoomsFilters & Partial<RoomsQuery>): string {
  const params = new URLSearchParams();
  if (hostel) params.set('hostel', hostel);
  if (available !== undefined) params.set('available', String(available));
  if (search) params.set('search', search);
  if (sort) params.set('sort', sort);
  if (page !== undefined) params.set('page', String(page));
  if (limit !== undefined) params.set('limit', String(limit));
  return params.toString();
}

/** Every page of the filtered list as a CSV file (docs/product-rules.md#exports). */
export function exportRooms(filters: RoomsFilters): Promise<void> {
  return downloadCsv('/rooms.csv', roomsSearchParams(filters), 'rooms.csv');
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
