import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveFile } from '@/lib/save-file';

export type CsvCell = string | number;

/**
 * A leading quote keeps a spreadsheet from running a cell that begins with = + - @ (or a tab or
 * carriage return) as a formula: a hostel's name is typed by people, and any of them may be hostile.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A table as CSV: its header, then its rows, every cell neutralised, with the byte order mark
 * that lets a spreadsheet read ₹ and names in any script as UTF-8.
 */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    cast: { string: neutralise, number: (value) => neutralise(String(value)) },
  });
}

/** Saves a CSV built in the browser, as a download link would. */
export function downloadCsv(filename: string, csv: string): void {
  saveFile({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename }, filename);
}
