import type { ReactNode } from 'react';
import type { Hostel } from '@hms/shared/hostels';
import { FilterBar, type FilterBarLayout } from './filter-bar';
import {
  ClearFiltersButton,
  FilterSearch,
  FilterSelect,
  type FilterSearchProps,
} from './filter-fields';

/**
 * The grid with and without a filter of the list's own. On tablets, two to a row, the odd one out
 * takes a whole row: the search when there are three filters, the button when there are two. All
 * go on one row once the bar is wide enough for the search's placeholder and 'All hostels'.
 */
const layouts = {
  plain: {
    grid: 'sm:grid-cols-2 @3xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_10rem]',
    search: 'sm:col-span-1',
    clear: 'sm:col-span-2 @3xl:col-span-1',
    reserveClear: '@3xl:block',
  },
  withExtra: {
    grid: 'sm:grid-cols-2 @4xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_10rem_10rem]',
    search: '@4xl:col-span-1',
    reserveClear: '@4xl:block',
  },
} as const satisfies Record<string, FilterBarLayout>;

type ListFiltersProps = {
  /** Names the search landmark, e.g. 'Room filters'. */
  label: string;
  search: FilterSearchProps;
  hostels: readonly Pick<Hostel, '_id' | 'name'>[];
  hostel: string | undefined;
  onHostelChange: (hostel: string | undefined) => void;
  /** Filters of the list's own, after the hostel one (rooms: availability). */
  extraFilter?: ReactNode;
  /** How many of `extraFilter` are in force (true: one), for the phone's Filters button. */
  extraFilterActive?: boolean | number;
  /** The grid, when the list's own filters need another than one extra filter's. */
  layout?: FilterBarLayout;
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
  extraFilterActive = false,
  layout = extraFilter === undefined ? layouts.plain : layouts.withExtra,
  hasFilters,
  onClear,
}: ListFiltersProps) {
  const activeCount = (hostel ? 1 : 0) + Number(extraFilterActive);

  return (
    <FilterBar
      label={label}
      layout={layout}
      activeCount={activeCount}
      search={<FilterSearch {...search} />}
      clear={hasFilters && <ClearFiltersButton onClear={onClear} />}
    >
      <FilterSelect
        label="Filter by hostel"
        value={hostel}
        onChange={onHostelChange}
        options={hostels.map((option) => ({ value: option._id, label: option.name }))}
        placeholder="All hostels"
      />
      {extraFilter}
    </FilterBar>
  );
}
