import { useIsAdministrator } from '@/features/auth/hooks/use-session';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { useHostelChoices } from '@/features/hostels/hooks/use-hostel-choices';
import { exportRooms, type RoomsFilters } from '@/features/rooms/api/get-rooms';
import { CreateRoom } from '@/features/rooms/components/create-room';
import { RoomFilters } from '@/features/rooms/components/room-filters';
import { RoomsList } from '@/features/rooms/components/rooms-list';
import { StaysButton } from '@/features/residencies/components/stays-button';
import { roomSortColumns, useRoomFilters } from '@/features/rooms/hooks/use-room-filters';
import { SortHeaders } from '@/components/ui/sort-headers';

/** The file holds every page of what the list shows now. */
const fileFilters = ({ hostel, available, search }: RoomsFilters): RoomsFilters => ({
  hostel,
  available,
  search,
});

export function RoomsRoute() {
  const manage = useIsAdministrator();
  // The hostel filter and the room form choose among hostels, which the hostels feature loads.
  const hostels = useHostelChoices();
  const {
    filters,
    hasFilters,
    sort,
    setSort,
    setSearch,
    setHostel,
    setAvailable,
    setPage,
    clearFilters,
  } = useRoomFilters();

  return (
    <ContentLayout
      title="Rooms"
      actions={
        <div className="flex flex-wrap gap-3">
          <ExportCsvButton
            download={() => exportRooms(fileFilters(filters))}
            failure="Failed to export the rooms"
          />
          {manage && <CreateRoom hostels={hostels ?? []} defaultHostel={filters.hostel} />}
        </div>
      }
    >
      <RoomFilters
        filters={filters}
        hasFilters={hasFilters}
        hostels={hostels ?? []}
        onSearch={setSearch}
        onHostelChange={setHostel}
        onAvailabilityChange={setAvailable}
        onClear={clearFilters}
      />
      <SortHeaders noun="rooms" columns={roomSortColumns} sort={sort} onSort={setSort} />
      <RoomsList
        filters={filters}
        hasFilters={hasFilters}
        hostels={hostels}
        onPageChange={setPage}
        onClearFilters={clearFilters}
        manage={manage}
        renderStays={(room) => (
          <StaysButton of={{ room: room._id }} subject={`Room ${room.roomNumber}`} />
        )}
      />
    </ContentLayout>
  );
}
