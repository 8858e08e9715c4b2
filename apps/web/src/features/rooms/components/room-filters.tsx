import type { Room } from '@hms/shared/rooms';
import { FilterSelect } from '@/components/filters/filter-fields';
import { ListFilters } from '@/components/filters/list-filters';
import type { RoomFilters as Filters } from '../hooks/use-room-filters';

const availabilityOptions = [
  { value: 'true', label: 'Available' },
  { value: 'false', label: 'Full' },
] as const;

type RoomFiltersProps = {
  filters: Filters;
  hasFilters: boolean;
  hostels: readonly Pick<Room['hostel'], '_id' | 'name'>[];
  onSearch: (search: string) => void;
  onHostelChange: (hostel: string | undefined) => void;
  onAvailabilityChange: (available: boolean | undefined) => void;
  onClear: () => void;
};

export function RoomFilters({
  filters,
  hasFilters,
  hostels,
  onSearch,
  onHostelChange,
  onAvailabilityChange,
  onClear,
}: RoomFiltersProps) {
  return (
    <ListFilters
      label="Room filters"
      search={{
        label: 'Search rooms',
        value: filters.search,
        placeholder: 'Room number or hostel name',
        maxLength: 50,
        onSearch,
      }}
      hostels={hostels}
      hostel={filters.hostel}
      onHostelChange={onHostelChange}
      extraFilter={
        <FilterSelect
          label="Filter by availability"
          value={filters.available === undefined ? undefined : String(filters.available)}
          onChange={(value) =>
            onAvailabilityChange(value === undefined ? undefined : value === 'true')
          }
          options={availabilityOptions}
          placeholder="All"
        />
      }
      extraFilterActive={filters.available !== undefined}
      hasFilters={hasFilters}
      onClear={onClear}
    />
  );
}
