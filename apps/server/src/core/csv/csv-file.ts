import { Readable } from 'node:stream';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * One cell of a row. Text is what people typed or named, and is neutralised; a number is a figure
 * the product computed and is written as the number it is, so a spreadsheet can add it up (a
 * credit balance stays -500, never the text '-500). Nothing is an empty cell.
 */
export type CsvCell = string | number | null | undefined;

/** A column of a file: its heading, and how a row fills its cell. */
export type CsvColumn<Row> = readonly [heading: string, cell: (row: Row) => CsvCell];

/** What a spreadsheet reads as the start of a formula, or of a cell it would run (a DDE call). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as it is: a leading quote keeps it from running a name that begins
 * with = + - @, a tab or a carriage return (docs/product-rules.md#exports). The quote is the
 * spreadsheets' own sign for "this is text", and they do not show it.
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Rows as CSV lines (RFC 4180, by csv-stringify): text neutralised, then quoted where it must be;
 * a number as the number it is; nothing as an empty cell.
 */
function lines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const records = rows.map((row) => columns.map(([, cell]) => cell(row) ?? ''));
  return stringify(records, { cast: { string: neutralise }, eof: true });
}

/** Paise as rupees a spreadsheet reads as a number: 125050 → 1250.5, -50000 → -500. */
export const plainRupees = (paise: number): number => paise / 100;

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/**
 * A CSV file, UTF-8 with a byte order mark (so a spreadsheet reads ₹ and names in any script),
 * a heading row, then the rows as `slices` yields them. Each slice is written as one chunk as
 * the client takes the file, and the next asked for only then (with one read ahead, slices.ts):
 * the file is never held whole.
 */
export function csvFile<Row>(
  columns: readonly CsvColumn<Row>[],
  slices: AsyncIterable<readonly Row[]>,
): Readable {
  const headings = columns.map(([heading]): CsvColumn<null> => [heading, () => heading]);
  async function* chunks() {
    yield `\uFEFF${lines(headings, [null])}`;
    for await (const slice of slices) {
      if (slice.length > 0) yield lines(columns, slice);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A file named for its list and the day it was made: `complaints-2026-11-26.csv`. */
export const datedFileName = (list: string, day: CalendarDay) => `${list}-${day}.csv`;

/** A CSV download, streamed as the client reads it. */
export type CsvDownload = { fileName: string; body: Readable };

/** Streams CSV as a download; the body is never held whole. */
export function sendCsv(reply: FastifyReply, { fileName, body }: CsvDownload) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
