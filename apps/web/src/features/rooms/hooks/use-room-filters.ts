import { roomListQuerySchema } from '@hms/shared/rooms';
import { useUrlFilters, type UrlFilters } from '@/hooks/use-url-filters';

const roomFilterKeys = ['search', 'hostel', 'available'] as const;

export type RoomFilters = UrlFilters<
  typeof roomListQuerySchema.shape,
  (typeof roomFilterKeys)[number]
>;

/** The rooms screen's search, hostel and availability filters and its page, in the URL. */
export function useRoomFilters() {
  const { setFilters, ...list } = useUrlFilters(roomListQuerySchema.shape, roomFilterKeys);

  return {
    ...list,
    setHostel: (hostel: string | undefined) => setFilters({ hostel }),
    setAvailable: (available: boolean | undefined) => setFilters({ available }),
  };
}
