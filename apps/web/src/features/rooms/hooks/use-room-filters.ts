import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { roomListQuerySchema } from '@hms/shared/rooms';
import type { RoomsQuery } from '../api/get-rooms';

export type RoomFilters = Omit<RoomsQuery, 'limit'>;

const fields = roomListQuerySchema.shape;

/**
 * Reads the filters from the URL with the API's own rules; a value the API would refuse (a
 * hand-edited `?page=abc`) is dropped on its own instead of breaking the page.
 */
function parseRoomFilters(params: URLSearchParams): RoomFilters {
  const value = (name: string) => params.get(name) ?? undefined;
  return {
    search: fields.search.safeParse(value('search')).data || undefined,
    hostel: fields.hostel.safeParse(value('hostel')).data,
    available: fields.available.safeParse(value('available')).data,
    page: fields.page.safeParse(value('page')).data ?? 1,
  };
}

/** The URL of a filtered view: empty filters and page 1 are left out, so plain /admin/rooms stays plain. */
function toRoomSearchParams({ search, hostel, available, page }: RoomFilters) {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (hostel) params.set('hostel', hostel);
  if (available !== undefined) params.set('available', String(available));
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The rooms screen's filters and page live in the URL, so a filtered view survives a reload, can
 * be bookmarked, and Back returns to the previous one. Changing a filter goes back to page 1.
 */
export function useRoomFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseRoomFilters(params);
  const hasFilters =
    filters.search !== undefined || filters.hostel !== undefined || filters.available !== undefined;

  const update = useCallback(
    (changes: Partial<RoomFilters>, { replace = false } = {}) =>
      setParams(
        (current) => toRoomSearchParams({ ...parseRoomFilters(current), page: 1, ...changes }),
        {
          replace,
        },
      ),
    [setParams],
  );

  return {
    filters,
    hasFilters,
    // Typing settles into one history entry instead of one per pause.
    setSearch: useCallback(
      (search: string) => update({ search: search || undefined }, { replace: true }),
      [update],
    ),
    setHostel: (hostel: string | undefined) => update({ hostel }),
    setAvailable: (available: boolean | undefined) => update({ available }),
    setPage: (page: number) => update({ page }),
    clearFilters: () => setParams(toRoomSearchParams({ page: 1 })),
  };
}
