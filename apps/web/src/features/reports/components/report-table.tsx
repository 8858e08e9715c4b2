import type { ReactNode } from 'react';
import { formatMonth } from '@hms/shared/fee-rules';
import { cn } from '@/lib/class-names';
import type { CsvCell } from './report-csv';
import { formatCount } from './report-format';

/** One column of a report: what the table shows, and what its CSV holds. */
export type ReportColumn<Row> = {
  label: string;
  /** The cell as people read it: counts grouped, money in rupees, times in hours and days. */
  cell: (row: Row) => ReactNode;
  /** The cell as a spreadsheet takes it: plain numbers, money in rupees with paise. */
  csv: (row: Row) => CsvCell;
  /** The CSV's header when it needs the unit the plain number lost: "Charged (₹)". */
  csvLabel?: string;
  /** Right-aligned, with figures of even width. */
  numeric?: boolean;
};

/** A column of counts: grouped on screen, plain in the CSV. */
export function countColumn<Row>(label: string, pick: (row: Row) => number): ReportColumn<Row> {
  return { label, cell: (row) => formatCount(pick(row)), csv: pick, numeric: true };
}

/** The month a row is for: "Nov 2026" on screen, 2026-11 in the CSV. */
export function monthColumn<Row extends { month: string }>(): ReportColumn<Row> {
  return { label: 'Month', cell: (row) => formatMonth(row.month), csv: (row) => row.month };
}

export type ReportTableProps<Row> = {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

const cell = 'px-1.5 py-2 align-top first:pl-0 last:pr-0 sm:px-2';

/**
 * A report's figures as a table: what a screen reader reads in place of the chart, and what the
 * CSV holds. The first column names the row. Columns as wide as their words where there is room,
 * wrapping between words where there is not, so a phone never scrolls sideways.
 */
export function ReportTable<Row>({ caption, columns, rows, rowKey }: ReportTableProps<Row>) {
  const [first, ...rest] = columns;
  return (
    // Headings and figures break between words only, so no column is left a letter wide; the
    // names in the first column (people type them, one may be a single long word) anywhere.
    <table className="w-full border-collapse text-left text-xs wrap-break-word sm:text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-slate-600">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn(cell, 'font-medium', column.numeric && 'text-right')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-t border-slate-100">
            {first && (
              <th scope="row" className={cn(cell, 'font-medium text-slate-900 wrap-anywhere')}>
                {first.cell(row)}
              </th>
            )}
            {rest.map((column) => (
              <td
                key={column.label}
                className={cn(cell, 'text-slate-900', column.numeric && 'text-right tabular-nums')}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
