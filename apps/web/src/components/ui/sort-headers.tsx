import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { parseSort, sortKey, type SortKey } from '@hms/shared/sorting';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

export type SortColumn<Field extends string> = { field: Field; label: string };

type SortHeadersProps<Field extends string> = {
  /** What the list holds, for the headers' name: 'students' reads "Sort students by". */
  noun: string;
  columns: readonly SortColumn<Field>[];
  /** The order in force: the URL's, else the list's own. */
  sort: SortKey<Field>;
  onSort: (sort: SortKey<Field>) => void;
};

/**
 * The column headers of a card list (docs/product-rules.md#sorted-lists). The cards are no table,
 * so the headers are a row of their own above them, in the table roles a screen reader knows
 * headers by: each a button, the sorted one saying which way (`aria-sort`). A header sorts
 * ascending, and again turns the order round.
 */
export function SortHeaders<Field extends string>({
  noun,
  columns,
  sort,
  onSort,
}: SortHeadersProps<Field>) {
  const current = parseSort(sort);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span aria-hidden="true" className="text-slate-600">
        Sort by
      </span>
      <div role="table" aria-label={`Sort ${noun} by`}>
        <div role="row" className="flex flex-wrap gap-2">
          {columns.map(({ field, label }) => {
            const active = current.field === field;
            const Icon = !active
              ? ArrowUpDown
              : current.direction === 'ascending'
                ? ArrowUp
                : ArrowDown;
            const next = active && current.direction === 'ascending' ? 'descending' : 'ascending';
            return (
              <div
                key={field}
                role="columnheader"
                aria-sort={active ? current.direction : undefined}
              >
                <button
                  type="button"
                  onClick={() => onSort(sortKey({ field, direction: next }))}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 font-medium',
                    active
                      ? 'border-indigo-200 bg-indigo-50 text-indigo-800'
                      : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                    focusRing,
                  )}
                >
                  {label}
                  <Icon
                    aria-hidden="true"
                    className={cn('size-4', active ? 'text-indigo-700' : 'text-slate-400')}
                  />
                </button>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
