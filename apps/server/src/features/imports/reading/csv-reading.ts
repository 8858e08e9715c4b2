import { IMPORT_MAX_ROWS, importMessages as m } from '@hms/shared/imports';
import { CsvError, parse } from 'csv-parse/sync';
import { fieldError } from '../../../core/errors/app-error';
import { lineCounter } from './line-numbers';

type ImportColumn = { readonly name: string; readonly required: boolean };

/** One row of the file: the line it starts on, and its cells by the import's column names. */
export type CsvRow = {
  line: number;
  cells: ReadonlyMap<string, string>;
  /** Cells past the header's columns that hold something: the row was split wrongly. */
  cellCount?: number;
};

export type CsvFile = {
  /** The import's column names the file has, each as the file spells it. */
  spelling: ReadonlyMap<string, string>;
  columns: number;
  rows: CsvRow[];
};

const refused = (message: string) => fieldError('VALIDATION', 'file', message);

/** "  student  ID " and "Student ID" are one column. */
const normalised = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The column each header cell holds; a file whose header does not fit is refused, naming why. */
function readHeader(header: string[], columns: readonly ImportColumn[]) {
  if (header.length === 1 && /[;\t]/.test(header[0] ?? '')) {
    const separator = header[0]?.includes('\t') ? 'tabs' : 'semicolons';
    throw refused(
      m.notCsv(
        `its columns are separated by ${separator}. Save it as CSV (comma delimited) and try again.`,
      ),
    );
  }
  const known = new Map(columns.map((column) => [normalised(column.name), column.name]));
  const positions: (string | undefined)[] = [];
  const spelling = new Map<string, string>();
  const unknown: string[] = [];
  for (const cell of header) {
    const name = known.get(normalised(cell));
    // A spreadsheet's empty columns past the last named one come out as blank names.
    if (cell.trim() === '') positions.push(undefined);
    else if (!name) {
      unknown.push(cell.trim());
      positions.push(undefined);
    } else if (spelling.has(name)) {
      throw refused(m.notCsv(`the column "${cell.trim()}" appears twice in its header.`));
    } else {
      spelling.set(name, cell.trim());
      positions.push(name);
    }
  }
  const missing = columns.filter((c) => c.required && !spelling.has(c.name)).map((c) => c.name);
  const problems = [
    ...(missing.length > 0 ? [m.missingColumns(missing)] : []),
    ...(unknown.length > 0 ? [m.extraColumns(unknown)] : []),
  ];
  if (problems.length > 0) throw refused(problems.join(' '));
  return { positions, spelling };
}

/** csv-parse's codes, told as what to do about them. */
function explain(error: CsvError, line: number): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return m.notCsv(`the row that starts on line ${line} opens a quote that is never closed.`);
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return m.notCsv(
        `the row on line ${line} has a quote inside a value. Put the whole value in double quotes and write each quote inside it twice ("").`,
      );
    default:
      return m.notCsv(`the row that starts on line ${line} is not well-formed.`);
  }
}

/**
 * Reads an import file (docs/product-rules.md#imports): a byte order mark, quoted values with
 * commas, quotes and line breaks, Windows, Unix or old Mac line ends (even mixed), and blank lines
 * anywhere are all taken in stride. The header is matched to `columns` ignoring case and spaces.
 * Each row keeps the line it starts on, counting the header as line 1, whatever line breaks its
 * quoted values hold. Rows whose every cell is blank are skipped.
 */
export function readCsv(text: string, columns: readonly ImportColumn[]): CsvFile {
  const bytes = Buffer.from(text, 'utf8');
  const lines = lineCounter(bytes);
  let lastEnd = 0;
  const records: { line: number; cells: string[] }[] = [];
  try {
    parse(bytes, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      // csv-parse reports where a record ends, in bytes; its start is the first character after
      // the previous record and any blank lines between them.
      on_record: (record: string[], context) => {
        records.push({ line: lines.startOfNextRecord(lastEnd), cells: record });
        lastEnd = context.bytes;
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) throw refused(explain(error, lines.startOfNextRecord(lastEnd)));
    throw error;
  }

  const [header, ...body] = records;
  if (!header)
    throw refused(m.missingColumns(columns.filter((c) => c.required).map((c) => c.name)));
  const { positions, spelling } = readHeader(header.cells, columns);
  const rows: CsvRow[] = [];
  for (const record of body) {
    if (record.cells.every((cell) => cell.trim() === '')) continue;
    const cells = new Map<string, string>();
    record.cells.forEach((cell, index) => {
      const name = positions[index];
      if (name) cells.set(name, cell.trim());
    });
    const beyond = record.cells.slice(header.cells.length);
    const row: CsvRow = { line: record.line, cells };
    if (beyond.some((cell) => cell.trim() !== '')) row.cellCount = record.cells.length;
    rows.push(row);
    if (rows.length > IMPORT_MAX_ROWS) throw refused(m.tooManyRows);
  }
  if (rows.length === 0) throw refused(m.empty);
  return { spelling, columns: header.cells.length, rows };
}
