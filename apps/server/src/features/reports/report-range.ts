import type { CalendarDay } from '@hms/shared/calendar-day';
import { firstDayOf, monthOf, type Month } from '@hms/shared/fee-rules';
import type { ReportRangeQuery } from '@hms/shared/reports';

/** How many months a range covers when the query leaves it out. */
const DEFAULT_REPORT_MONTHS = 12;

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: Month, count: number): Month {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthOfYear - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included, oldest first. */
export function monthsFrom(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

export type MonthRange = { from: Month; to: Month };

/**
 * The months a report covers: as asked, or twelve ending with the current month in the college's
 * time zone. With one end given, the other is twelve months from it, so a range the schema has
 * not checked is never backwards or too long.
 */
export function rangeOf(
  query: Pick<ReportRangeQuery, 'from' | 'to'>,
  today: CalendarDay,
): MonthRange {
  const span = DEFAULT_REPORT_MONTHS - 1;
  const to = query.to ?? (query.from ? addMonths(query.from, span) : monthOf(today));
  return { from: query.from ?? addMonths(to, -span), to };
}

/** The first day of a range and the first day after it, for `>= first and < after`. */
export function rangeDays(range: MonthRange): { first: CalendarDay; after: CalendarDay } {
  return { first: firstDayOf(range.from), after: firstDayOf(addMonths(range.to, 1)) };
}
