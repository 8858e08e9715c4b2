import { Readable } from 'node:stream';
import type { CalendarDay } from '@hms/shared/calendar-day';
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

/** Text that must be quoted: a comma, a quote or a line break in it (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell as the file holds it: neutralised, then quoted when it must be, quotes doubled. */
function field(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = neutralise(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV lines. Written here rather than by csv-stringify: its general records cost 10 µs a
 * row, a third of the server's work on the campus's 200,000 complaints (docs/performance.md), for
 * a format this small. Every file is read back with csv-parse in the tests.
 */
function lines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  for (const row of rows) {
    for (let i = 0; i < columns.length; i += 1) {
      if (i > 0) text += ',';
      text += field(columns[i]![1](row));
    }
    text += '\n';
  }
  return text;
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
