import { X } from 'lucide-react';
import type { Hostel } from '@hms/shared/hostels';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import type { StudentFilters as Filters } from '../hooks/use-student-filters';

type StudentFiltersProps = {
  filters: Filters;
  hasFilters: boolean;
  hostels: readonly Pick<Hostel, '_id' | 'name'>[];
  onSearch: (search: string) => void;
  onHostelChange: (hostel: string | undefined) => void;
  onClear: () => void;
};

export function StudentFilters({
  filters,
  hasFilters,
  hostels,
  onSearch,
  onHostelChange,
  onClear,
}: StudentFiltersProps) {
  return (
    <form
      role="search"
      aria-label="Student filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_10rem]"
    >
      <FormField label="Search students">
        {(control) => (
          <SearchInput
            {...control}
            value={filters.search ?? ''}
            onSearch={onSearch}
            placeholder="Name, student ID or email"
            maxLength={100}
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
      {/* On wide screens the last column keeps its width without the button, so nothing moves when it appears. */}
      <div className={hasFilters ? 'sm:col-span-2 lg:col-span-1' : 'hidden lg:block'}>
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
