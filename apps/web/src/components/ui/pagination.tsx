import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

// Counts follow the money's Indian digit grouping (docs/product-rules.md#money-in-rupees): 1,25,000 rooms.
const countFormat = new Intl.NumberFormat('en-IN');

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** At least `total` match: the list counted no further (a broad search). */
  totalCapped?: boolean | undefined;
  onPageChange: (page: number) => void;
  /** What is counted, singular and plural: { one: 'room', other: 'rooms' }. */
  noun: { one: string; other: string };
};

/** 'Showing 21–40 of 5,000 rooms', and Previous / 'Page 2 of 250' / Next when there is more than one page. */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped,
  onPageChange,
  noun,
}: PaginationProps) {
  const more = totalCapped ? '+' : '';
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  const isFirst = page <= 1;
  const isLast = page >= totalPages;

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-slate-600">
        Showing {countFormat.format(first)}–{countFormat.format(last)} of{' '}
        {countFormat.format(total)}
        {more} {total === 1 && !more ? noun.one : noun.other}
      </p>
      {totalPages > 1 && (
        <div className="flex items-center gap-3">
          {/* aria-disabled keeps focus on the button when the last click reaches the end. */}
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={isFirst || undefined}
            onClick={() => {
              if (!isFirst) onPageChange(page - 1);
            }}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span className="text-sm font-medium text-slate-700 tabular-nums">
            Page {countFormat.format(page)} of {countFormat.format(totalPages)}
            {more}
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={isLast || undefined}
            onClick={() => {
              if (!isLast) onPageChange(page + 1);
            }}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
