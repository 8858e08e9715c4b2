import { X } from 'lucide-react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  type ComplaintCategory,
  type ComplaintPriority,
  type ComplaintStatus,
} from '@hms/shared/enums';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import type { ComplaintFilterValues } from '../hooks/use-student-complaint-filters';
import { categoryOptions, priorityOptions, statusOptions } from './complaint-options';

type ComplaintFiltersProps = {
  filters: ComplaintFilterValues;
  hasFilters: boolean;
  searchPlaceholder: string;
  /** How long typing must pause before the search applies; a browser-side search needs little. */
  searchDelayMs?: number;
  onSearch: (search: string) => void;
  onStatusChange: (status: ComplaintStatus | undefined) => void;
  onCategoryChange: (category: ComplaintCategory | undefined) => void;
  onPriorityChange: (priority: ComplaintPriority | undefined) => void;
  onClear: () => void;
  clearLabel: string;
};

/** The select's value back as one of `values`, or undefined for its 'All …' choice. */
function pick<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((option) => option === value);
}

/** Search, status, category and priority, and a way to clear them all. */
export function ComplaintFilters({
  filters,
  hasFilters,
  searchPlaceholder,
  searchDelayMs,
  onSearch,
  onStatusChange,
  onCategoryChange,
  onPriorityChange,
  onClear,
  clearLabel,
}: ComplaintFiltersProps) {
  return (
    <form
      role="search"
      aria-label="Complaint filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_9rem]"
    >
      <FormField label="Search complaints" className="sm:col-span-2 lg:col-span-1">
        {(control) => (
          <SearchInput
            {...control}
            value={filters.search ?? ''}
            onSearch={onSearch}
            delayMs={searchDelayMs}
            placeholder={searchPlaceholder}
            maxLength={100}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Status">
        {(control) => (
          <Select
            {...control}
            value={filters.status ?? ''}
            onChange={(event) => onStatusChange(pick(COMPLAINT_STATUSES, event.target.value))}
            options={statusOptions}
            placeholder="All statuses"
          />
        )}
      </FormField>
      <FormField label="Category">
        {(control) => (
          <Select
            {...control}
            value={filters.category ?? ''}
            onChange={(event) => onCategoryChange(pick(COMPLAINT_CATEGORIES, event.target.value))}
            options={categoryOptions}
            placeholder="All categories"
          />
        )}
      </FormField>
      <FormField label="Priority">
        {(control) => (
          <Select
            {...control}
            value={filters.priority ?? ''}
            onChange={(event) => onPriorityChange(pick(COMPLAINT_PRIORITIES, event.target.value))}
            options={priorityOptions}
            placeholder="All priorities"
          />
        )}
      </FormField>
      {/* The column keeps its width without the button, so nothing moves when it appears. */}
      <div className={hasFilters ? undefined : 'hidden lg:block'}>
        {hasFilters && (
          <Button variant="ghost" onClick={onClear} className="w-full whitespace-nowrap">
            <X aria-hidden="true" className="size-4" />
            {clearLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
