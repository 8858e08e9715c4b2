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
