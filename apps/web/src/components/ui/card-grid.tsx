import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** One column on phones, two on tablets and beside the sidebar, three on wide screens. */
const gridStyles = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

type CardGridProps = { children: ReactNode; busy?: boolean; className?: string };

/** The card lists' grid. `busy` dims the old page while the next one loads, in the same place. */
export function CardGrid({ children, busy = false, className }: CardGridProps) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={cn(gridStyles, busy && 'opacity-60 transition-opacity', className)}
    >
      {children}
    </ul>
  );
}

/** Placeholder cards of about the real cards' height, so nothing jumps when the data arrives. */
export function CardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={gridStyles}>
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            className="h-72 animate-pulse space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
          >
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="h-3 w-3/4 rounded bg-slate-100" />
            <div className="h-2 rounded bg-slate-100" />
            <div className="h-3 w-2/3 rounded bg-slate-100" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  );
}
