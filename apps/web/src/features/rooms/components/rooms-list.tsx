import { DoorOpen, SearchX } from 'lucide-react';
import { PAGE_LIMIT_DEFAULT } from '@hms/shared/constants';
import { roomMessages } from '@hms/shared/messages';
import type { Room } from '@hms/shared/rooms';
import { Button } from '@/components/ui/button';
import { CardGrid, CardGridSkeleton } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getErrorDetail } from '@/lib/error-message';
import { useRooms } from '../api/get-rooms';
import type { RoomFilters } from '../hooks/use-room-filters';
import { DeleteRoom } from './delete-room';
import { RoomCard } from './room-card';
import { UpdateRoom } from './update-room';

type RoomsListProps = {
  filters: RoomFilters;
  hasFilters: boolean;
  /**
   * For the edit form's hostel choice. Until they arrive (undefined) the list waits too, so the
   * hostel filter above it is never seen unfilled beside a filtered list.
   */
  hostels: readonly Pick<Room['hostel'], '_id' | 'name'>[] | undefined;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
};

export function RoomsList({
  filters,
  hasFilters,
  hostels,
  onPageChange,
  onClearFilters,
}: RoomsListProps) {
  const rooms = useRooms({ ...filters, limit: PAGE_LIMIT_DEFAULT });

  // A failed background refresh keeps the list on screen; only a list never loaded shows the error.
  if (!rooms.data && rooms.isError) {
    return (
      <LoadError
        message={roomMessages.loadFailed}
        detail={getErrorDetail(rooms.error)}
        onRetry={() => void rooms.refetch()}
        retrying={rooms.isFetching}
      />
    );
  }
  if (!rooms.data || !hostels) return <CardGridSkeleton label="Loading rooms" />;

  const { data, pagination } = rooms.data;

  if (data.length === 0) {
    // A bookmarked page, or the last room of the last page deleted: there are rooms, just not here.
    if (pagination.total > 0) {
      return (
        <EmptyState icon={DoorOpen} title="This page is past the end of the list.">
          <Button variant="secondary" onClick={() => onPageChange(1)}>
            Go to first page
          </Button>
        </EmptyState>
      );
    }
    if (hasFilters) {
      return (
        <EmptyState
          icon={SearchX}
          title={roomMessages.emptyFiltered}
          description="Try another search, or clear the filters to see every room."
        >
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      );
    }
    return (
      <EmptyState
        icon={DoorOpen}
        title={roomMessages.empty}
        description="Add a room to get started."
      />
    );
  }

  return (
    <div className="space-y-4">
      <CardGrid busy={rooms.isPlaceholderData}>
        {data.map((room) => (
          <li key={room._id}>
            <RoomCard
              room={room}
              actions={
                <>
                  <UpdateRoom room={room} hostels={hostels} />
                  <DeleteRoom room={room} />
                </>
              }
            />
          </li>
        ))}
      </CardGrid>
      <Pagination
        page={pagination.page}
        pageSize={pagination.limit}
        total={pagination.total}
        onPageChange={onPageChange}
        noun={{ one: 'room', other: 'rooms' }}
      />
    </div>
  );
}
