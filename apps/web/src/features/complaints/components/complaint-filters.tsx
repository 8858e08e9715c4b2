import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  type ComplaintCategory,
  type ComplaintPriority,
  type ComplaintStatus,
} from '@hms/shared/enums';
import { FilterBar, type FilterBarLayout } from '@/components/filters/filter-bar';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '@/components/filters/filter-fields';
import type { ComplaintFilterValues } from '../hooks/use-student-complaint-filters';
import {
  OVERDUE,
  categoryOptions,
  priorityOptions,
  statusOptions,
  statusOrOverdueOptions,
} from './complaint-options';

type ComplaintFiltersProps = {
  filters: ComplaintFilterValues;
  hasFilters: boolean;
  searchPlaceholder: string;
  /** How long typing must pause before the search applies; a browser-side search needs little. */
  searchDelayMs?: number;
  /** The server's search needs this many characters at least; the browser's needs none. */
  searchMinChars?: { count: number; hint: string };
  onSearch: (search: string) => void;
  onStatusChange: (status: ComplaintStatus | undefined) => void;
  /** Given, the status list offers Overdue too (the office's screen). */
  onOverdueChange?: (overdue: boolean) => void;
  onCategoryChange: (category: ComplaintCategory | undefined) => void;
  onPriorityChange: (priority: ComplaintPriority | undefined) => void;
  onClear: () => void;
  clearLabel: string;
};

/**
 * Tablets: the search on a row of its own, the rest two by two. Once the bar is 48rem wide: the
 * three filters and Clear on one row under the search. Once it is 72rem wide (a window of about
 * 1,470 px and up): all on one row. Narrower, the search's placeholder or 'All categories' would
 * be cut short.
 */
const layout: FilterBarLayout = {
  grid: 'sm:grid-cols-2 @3xl:grid-cols-[repeat(3,minmax(0,1fr))_9rem] @6xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_9rem]',
  search: '@3xl:col-span-4 @6xl:col-span-1',
  reserveClear: '@3xl:block',
};

/** The select's value back as one of `values`, or undefined for its 'All …' choice. */
function pick<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((option) => option === value);
}

/** Search, status, category and priority, and a way to clear them all. */
export function ComplaintFilters({
  filters,
  hasFilters,
  searchPlaceholder,
  searchDelayMs,
  searchMinChars,
  onSearch,
  onStatusChange,
  onOverdueChange,
  onCategoryChange,
  onPriorityChange,
  onClear,
  clearLabel,
}: ComplaintFiltersProps) {
  const activeCount = [filters.status, filters.overdue, filters.category, filters.priority].filter(
    Boolean,
  ).length;

  return (
    <FilterBar
      label="Complaint filters"
      layout={layout}
      activeCount={activeCount}
      search={
        <FilterSearch
          label="Search complaints"
          value={filters.search}
          onSearch={onSearch}
          delayMs={searchDelayMs}
          minChars={searchMinChars}
          placeholder={searchPlaceholder}
          maxLength={100}
        />
      }
      clear={hasFilters && <ClearFiltersButton onClear={onClear} label={clearLabel} />}
    >
      <FilterSelect
        label="Status"
        value={filters.overdue ? OVERDUE : filters.status}
        onChange={(value) =>
          onOverdueChange && value === OVERDUE
            ? onOverdueChange(true)
            : onStatusChange(pick(COMPLAINT_STATUSES, value))
        }
        options={onOverdueChange ? statusOrOverdueOptions : statusOptions}
        placeholder="All statuses"
      />
      <FilterSelect
        label="Category"
        value={filters.category}
        onChange={(value) => onCategoryChange(pick(COMPLAINT_CATEGORIES, value))}
        options={categoryOptions}
        placeholder="All categories"
      />
      <FilterSelect
        label="Priority"
        value={filters.priority}
        onChange={(value) => onPriorityChange(pick(COMPLAINT_PRIORITIES, value))}
        options={priorityOptions}
        placeholder="All priorities"
      />
    </FilterBar>
  );
}
