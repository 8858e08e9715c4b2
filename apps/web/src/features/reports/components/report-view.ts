import type { ReportRange, ReportScope } from '../api/get-reports';

/** What every report on the page is asked for, and how its captions and files name it. */
export type ReportView = {
  scope: ReportScope;
  /** Undefined while the chosen months are not a range the server takes. */
  range: ReportRange | undefined;
  /** "all hostels", "your hostels" or the chosen hostel's name. */
  where: string;
  /** Today as the college's calendar has it, for the reports of now. */
  today: string;
  /** The chosen months in words: "Apr 2025 to Mar 2026". */
  months: string;
};

/** Said by a month-by-month report while the months are not a range it can show. */
export const CHOOSE_MONTHS = 'Choose a range of months above to see this report.';

/** A CSV's name: the report, then its months when it has them. */
export function fileName(report: string, range?: ReportRange): string {
  return range ? `${report}-${range.from}-to-${range.to}` : report;
}
