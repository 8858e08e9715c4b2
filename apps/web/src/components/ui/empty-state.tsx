import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description?: string;
  /** A way on, such as a Clear filters button. */
  children?: ReactNode;
};

/** Announced when it appears, so that a search that finds nothing is heard as well as seen. */
export function EmptyState({ icon: Icon, title, description, children }: EmptyStateProps) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <Icon aria-hidden="true" className="size-10 text-slate-400" />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}

type FilteredEmptyStateProps = {
  /** 'No rooms match your filters' */
  title: string;
  /** The way out, e.g. 'Try another search, or clear the filters to see every room.' */
  description?: string;
  onClearFilters: () => void;
};

/** A list that has items, none of which match its filters, with Clear filters. */
export function FilteredEmptyState({
  title,
  description,
  onClearFilters,
}: FilteredEmptyStateProps) {
  return (
    <EmptyState icon={SearchX} title={title} description={description}>
      <Button variant="secondary" onClick={onClearFilters}>
        Clear filters
      </Button>
    </EmptyState>
  );
}

/** What a list says with nothing to show, by why (docs/product-rules.md#paged-lists). */
export type ListEmptyMessages = {
  /** Nothing at all yet, and the way to begin ('Add a room to get started.'). */
  empty: string;
  emptyHint?: string;
  /** Nothing matches the filters, and the way out ('Try another search, or clear…'). */
  emptyFiltered: string;
  emptyFilteredHint?: string;
};

type ListEmptyStateProps = {
  /** How many items the list holds for its filters; some means this page is past the end. */
  total: number;
  hasFilters: boolean;
  /** Shown but where nothing matches the filters. */
  icon: LucideIcon;
  messages: ListEmptyMessages;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
};

/**
 * A paged list's page with nothing on it: past the end with Go to first page, nothing for the
 * filters with Clear filters, or nothing at all yet. PagedList's, and a table's beside it.
 */
export function ListEmptyState({
  total,
  hasFilters,
  icon,
  messages,
  onPageChange,
  onClearFilters,
}: ListEmptyStateProps) {
  // A bookmarked page, or the last item of the last page deleted: there are items, just not here.
  if (total > 0) {
    return (
      <EmptyState icon={icon} title="This page is past the end of the list.">
        <Button variant="secondary" onClick={() => onPageChange(1)}>
          Go to first page
        </Button>
      </EmptyState>
    );
  }
  if (hasFilters) {
    return (
      <FilteredEmptyState
        title={messages.emptyFiltered}
        description={messages.emptyFilteredHint}
        onClearFilters={onClearFilters}
      />
    );
  }
  return <EmptyState icon={icon} title={messages.empty} description={messages.emptyHint} />;
}
