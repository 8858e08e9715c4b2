import { ROOM_DEFAULT_SORT, roomListQuerySchema, type RoomSortField } from '@hms/shared/rooms';
import type { SortKey } from '@hms/shared/sorting';
import type { SortColumn } from '@/components/ui/sort-headers';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';

const roomFilterKeys = ['search', 'hostel', 'available', 'sort'] as const;

export type RoomFilters = UrlFilters<
  typeof roomListQuerySchema.shape,
  (typeof roomFilterKeys)[number]
>;

/** The headers the rooms list sorts by (docs/product-rules.md#sorted-lists). */
export const roomSortColumns: readonly SortColumn<RoomSortField>[] = [
  { field: 'room', label: 'Room' },
  { field: 'rent', label: 'Rent' },
  { field: 'freeBeds', label: 'Free beds' },
];

/** The rooms screen's search, hostel and availability filters, order and page, in the URL. */
export function useRoomFilters() {
  const { setFilters, ...list } = useUrlFilters(roomListQuerySchema.shape, roomFilterKeys);

  return {
    ...list,
    sort: list.filters.sort ?? ROOM_DEFAULT_SORT,
    setSort: (sort: SortKey<RoomSortField>) =>
      setFilters({ sort: sort === ROOM_DEFAULT_SORT ? undefined : sort }),
    setHostel: (hostel: string | undefined) => setFilters({ hostel }),
    setAvailable: (available: boolean | undefined) => setFilters({ available }),
  };
}
