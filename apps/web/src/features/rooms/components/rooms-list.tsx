import type { ReactNode } from 'react';
import { DoorOpen } from 'lucide-react';
import { PAGE_LIMIT_DEFAULT } from '@hms/shared/constants';
import { roomMessages } from '@hms/shared/messages';
import type { Room } from '@hms/shared/rooms';
import {
  PagedList,
  type PagedListControls,
  type PagedListMessages,
} from '@/components/ui/paged-list';
import { useRooms } from '../api/get-rooms';
import type { RoomFilters } from '../hooks/use-room-filters';
import { DeleteRoom } from './delete-room';
import { RoomCard } from './room-card';
import { UpdateRoom } from './update-room';
import { HistoryLink } from '@/components/ui/history-link';

const messages = {
  loading: 'Loading rooms',
  loadFailed: roomMessages.loadFailed,
  empty: roomMessages.empty,
  emptyHint: 'Add a room to get started.',
  emptyFiltered: roomMessages.emptyFiltered,
  emptyFilteredHint: 'Try another search, or clear the filters to see every room.',
} satisfies PagedListMessages;

type RoomsListProps = PagedListControls & {
  filters: RoomFilters;
  /**
   * For the edit form's hostel choice. Until they arrive (undefined) the list waits too, so the
   * hostel filter above it is never seen unfilled beside a filtered list.
   */
  hostels: readonly Pick<Room['hostel'], '_id' | 'name'>[] | undefined;
  /** An administrator's list, with Edit and Delete on each card. */
  manage?: boolean;
  /** The card's Stays button, from the residencies feature. */
  renderStays?: (room: Room) => ReactNode;
};

export function RoomsList({
  filters,
  hostels,
  manage = true,
  renderStays,
  ...controls
}: RoomsListProps) {
  const rooms = useRooms({ ...filters, limit: PAGE_LIMIT_DEFAULT });

  return (
    <PagedList
      query={rooms}
      context={hostels}
      renderItem={(room, hostelChoices) => (
        <RoomCard
          room={room}
          stays={renderStays?.(room)}
          actions={
            manage && (
              <>
                <HistoryLink
                  entityType="room"
                  entityId={room._id}
                  label={`Room ${room.roomNumber}, ${room.hostel.name}`}
                />
                <UpdateRoom room={room} hostels={hostelChoices} />
                <DeleteRoom room={room} />
              </>
            )
          }
        />
      )}
      messages={messages}
      icon={DoorOpen}
      noun={{ one: 'room', other: 'rooms' }}
      {...controls}
    />
  );
}
