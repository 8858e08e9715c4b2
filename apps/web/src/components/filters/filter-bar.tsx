import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';

/**
 * Where the bar's parts go from tablets up. The widest layouts are chosen by the bar's own width
 * (container queries, `@3xl:` and up), not the window's: beside the sidebar a 1,280 px window
 * leaves the bar under 1,000 px, and every filter must still show its whole text.
 */
export type FilterBarLayout = {
  /** The grid's columns at each width. */
  grid: string;
  /** The search field's cell. */
  search?: string;
  /** The Clear button's cell. */
  clear?: string;
  /** From which width the Clear button's column is kept while it is absent, so nothing moves. */
  reserveClear: string;
};

type FilterBarProps = {
  /** Names the search landmark, e.g. 'Room filters'. */
  label: string;
  layout: FilterBarLayout;
  /** The search field: always in view, as a phone user looks for it first. */
  search: ReactNode;
  /** The other filters, which fold away behind the Filters button on phones. */
  children: ReactNode;
  /** How many of `children` are in force: the Filters button says it while they are folded. */
  activeCount: number;
  /** The Clear filters button, or nothing while no filter is in force. */
  clear: ReactNode;
};

/**
 * A list's filter bar. On phones the filters besides the search start folded behind a Filters
 * button, so the list begins on the first screen; from tablets up they are all shown.
 */
export function FilterBar({ label, layout, search, children, activeCount, clear }: FilterBarProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();

  return (
    <div className="@container">
      <form
        role="search"
        aria-label={label}
        onSubmit={(event) => event.preventDefault()}
        className={cn(
          'grid grid-cols-[minmax(0,1fr)_auto] items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm',
          layout.grid,
        )}
      >
        <div className={cn('col-span-2', layout.search)}>{search}</div>
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          className="col-start-1 row-start-2 justify-self-start whitespace-nowrap sm:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-4 transition-transform motion-reduce:transition-none',
              expanded && 'rotate-180',
            )}
          />
        </Button>
        {/* From tablets up the panel steps aside and its filters take their places in the grid. */}
        <div
          id={panelId}
          className={cn('col-span-2 grid gap-4 sm:contents', !expanded && 'max-sm:hidden')}
        >
          {children}
        </div>
        <div
          className={
            clear
              ? cn('col-start-2 row-start-2 sm:col-start-auto sm:row-start-auto', layout.clear)
              : cn('hidden', layout.reserveClear)
          }
        >
          {clear}
        </div>
      </form>
    </div>
  );
}
