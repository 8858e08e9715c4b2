import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { hostelFilterField } from '@hms/shared/pagination';
import { reportRangeQuerySchema } from '@hms/shared/reports';
import type { ReportRange } from '../api/get-reports';

export type RangeErrors = { from?: string; to?: string };

/** `YYYY-MM` moved by `count` months, back when negative. */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, index - 1 + count, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The server's own range when none is given: the twelve months ending with this one. */
export function defaultRange(thisMonth: string): { from: string; to: string } {
  return { from: addMonths(thisMonth, -11), to: thisMonth };
}

/**
 * Why the server would refuse the months, field by field, in the shared schema's sentences, or
 * undefined when it would take them. An emptied month box is a month not chosen.
 */
export function rangeErrors(from: string, to: string): RangeErrors | undefined {
  const result = reportRangeQuerySchema.safeParse({ from, to });
  if (result.success) return undefined;
  const errors: RangeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

type FilterKey = 'hostel' | 'from' | 'to';

/**
 * The Reports page's hostel and months, kept in the URL so that a chosen view survives a reload
 * and can be bookmarked. `range` is undefined while the months are not a range the server takes;
 * the month-by-month reports wait, and the fields say why.
 */
export function useReportFilters(thisMonth: string) {
  const [params, setParams] = useSearchParams();
  const hostel = hostelFilterField.safeParse(params.get('hostel') ?? undefined).data;
  const fallback = defaultRange(thisMonth);
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const errors = rangeErrors(from, to);
  const range: ReportRange | undefined = errors ? undefined : { from, to, hostel };

  const setFilter = useCallback(
    (key: FilterKey, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { hostel, from, to, errors, range, setFilter };
}
