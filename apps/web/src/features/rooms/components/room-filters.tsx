import { X } from 'lucide-react';
import type { Room } from '@hms/shared/rooms';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
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
    <form
      role="search"
      aria-label="Room filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_10rem]"
    >
      <FormField label="Search rooms" className="sm:col-span-2 lg:col-span-1">
        {(control) => (
          <SearchInput
            {...control}
            value={filters.search ?? ''}
            onSearch={onSearch}
            placeholder="Room number or hostel name"
            maxLength={50}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Filter by hostel">
        {(control) => (
          <Select
            {...control}
            value={filters.hostel ?? ''}
            onChange={(event) => onHostelChange(event.target.value || undefined)}
            options={hostels.map((hostel) => ({ value: hostel._id, label: hostel.name }))}
            placeholder="All hostels"
          />
        )}
      </FormField>
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
      {/* On wide screens the last column keeps its width without the button, so nothing moves when it appears. */}
      <div className={hasFilters ? undefined : 'hidden lg:block'}>
        {hasFilters && (
          <Button variant="ghost" onClick={onClear} className="w-full whitespace-nowrap">
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
