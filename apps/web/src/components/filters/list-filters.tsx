import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Hostel } from '@hms/shared/hostels';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/class-names';

/**
 * The grid with and without a filter of the list's own. On wide screens the last column keeps its
 * width without the Clear filters button, so nothing moves when it appears; on tablets, two to a
 * row, the odd one out takes a whole row: the search when there are three filters, the button when
 * there are two.
 */
const layouts = {
  plain: {
    grid: 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_10rem]',
    search: undefined,
    clear: 'sm:col-span-2 lg:col-span-1',
  },
  withExtra: {
    grid: 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_10rem]',
    search: 'sm:col-span-2 lg:col-span-1',
    clear: undefined,
  },
} as const;

type ListFiltersProps = {
  /** Names the search landmark, e.g. 'Room filters'. */
  label: string;
  search: {
    label: string;
    /** The search in force, from the URL. */
    value: string | undefined;
    placeholder: string;
    /** The API's limit for the list's search. */
    maxLength: number;
    onSearch: (search: string) => void;
  };
  hostels: readonly Pick<Hostel, '_id' | 'name'>[];
  hostel: string | undefined;
  onHostelChange: (hostel: string | undefined) => void;
  /** One more filter of the list's own, after the hostel one (rooms: availability). */
  extraFilter?: ReactNode;
  hasFilters: boolean;
  onClear: () => void;
};

/** A list screen's filter bar: search, hostel, any filter of its own, and Clear filters. */
export function ListFilters({
  label,
  search,
  hostels,
  hostel,
  onHostelChange,
  extraFilter,
  hasFilters,
  onClear,
}: ListFiltersProps) {
  const layout = extraFilter === undefined ? layouts.plain : layouts.withExtra;

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={cn(
        'grid items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2',
        layout.grid,
      )}
    >
      <FormField label={search.label} className={layout.search}>
        {(control) => (
          <SearchInput
            {...control}
            value={search.value ?? ''}
            onSearch={search.onSearch}
            placeholder={search.placeholder}
            maxLength={search.maxLength}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Filter by hostel">
        {(control) => (
          <Select
            {...control}
            value={hostel ?? ''}
            onChange={(event) => onHostelChange(event.target.value || undefined)}
            options={hostels.map((option) => ({ value: option._id, label: option.name }))}
            placeholder="All hostels"
          />
        )}
      </FormField>
      {extraFilter}
      <div className={hasFilters ? layout.clear : 'hidden lg:block'}>
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
