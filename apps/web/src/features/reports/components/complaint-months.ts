import type { ComplaintCategory } from '@hms/shared/enums';
import type { ComplaintsReport } from '@hms/shared/reports';
import { monthsOf } from './report-format';

/** A month's complaints of one category (or all), by where they stand now. */
export type ComplaintMonth = {
  month: string;
  open: number;
  inProgress: number;
  resolved: number;
  closed: number;
  total: number;
};

/**
 * The report's rows for one category, or every category added up, one row for each month of the
 * range, a month without complaints included. Empty when there are none at all, so the page says
 * so rather than drawing an empty chart.
 */
export function complaintMonths(
  report: ComplaintsReport,
  category: ComplaintCategory | undefined,
): ComplaintMonth[] {
  const months = new Map<string, ComplaintMonth>(
    monthsOf(report.from, report.to).map((month) => [
      month,
      { month, open: 0, inProgress: 0, resolved: 0, closed: 0, total: 0 },
    ]),
  );
  for (const row of report.months) {
    if (category && row.category !== category) continue;
    const sum = months.get(row.month) ?? {
      month: row.month,
      open: 0,
      inProgress: 0,
      resolved: 0,
      closed: 0,
      total: 0,
    };
    sum.open += row.open;
    sum.inProgress += row.inProgress;
    sum.resolved += row.resolved;
    sum.closed += row.closed;
    sum.total += row.open + row.inProgress + row.resolved + row.closed;
    months.set(row.month, sum);
  }
  const rows = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
  return rows.some((row) => row.total > 0) ? rows : [];
}
