import type { Room } from '@hms/shared/rooms';
import { ListFilters } from '@/components/filters/list-filters';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
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
        <FormField label="Filter by availability">
          {(control) => (
            <Select
              {...control}
              value={filters.available === undefined ? '' : String(filters.available)}
              onChange={(event) =>
                onAvailabilityChange(
                  event.target.value === '' ? undefined : event.target.value === 'true',
                )
              }
              options={availabilityOptions}
              placeholder="All"
            />
          )}
        </FormField>
      }
      extraFilterActive={filters.available !== undefined}
      hasFilters={hasFilters}
      onClear={onClear}
    />
  );
}
