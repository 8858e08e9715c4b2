import { roomListQuerySchema } from '@hms/shared/rooms';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';

const roomFilterKeys = ['search', 'hostel', 'available'] as const;

export type RoomFilters = UrlFilters<
  typeof roomListQuerySchema.shape,
  (typeof roomFilterKeys)[number]
>;

/** The rooms screen's search, hostel and availability filters and its page, in the URL. */
export function useRoomFilters() {
  const { filters, hasFilters, setFilters, setSearch, setPage, clearFilters } = useUrlFilters(
    roomListQuerySchema.shape,
    roomFilterKeys,
  );

  return {
    filters,
    hasFilters,
    setSearch,
    setHostel: (hostel: string | undefined) => setFilters({ hostel }),
    setAvailable: (available: boolean | undefined) => setFilters({ available }),
    setPage,
    clearFilters,
  };
}
