import { neutralise } from '../../core/csv/csv-file';
import { linkHash } from '../../core/audit/hash-chain';

/** The columns of the Activity export that carry the chain, and those checked against it. */
export const CHAIN_COLUMNS = ['Position', 'Previous hash', 'Hash', 'Hashed content'] as const;

export type ExportRow = Record<string, string | undefined>;

/** A line of the file as the check reads it. */
export type ExportEntry = {
  line: number;
  position: number;
  prevHash: string;
  hash: string;
  at: string;
  action: string;
};

/**
 * The columns a person reads, and where the hashed content holds each (its JSON array:
 * position, time, actor id, role, name, action, record type, record id, label, before, after,
 * digests). The file's time is to the millisecond, the content's to the microsecond.
 */
const SHOWN: readonly [column: string, read: (content: unknown[]) => unknown][] = [
  ['Time', (c) => (typeof c[1] === 'string' ? `${c[1].slice(0, 23)}Z` : c[1])],
  ['Who', (c) => c[4]],
  ['Role', (c) => c[3]],
  ['Action', (c) => c[5]],
  ['Record type', (c) => c[6]],
  ['Record', (c) => c[8]],
  ['Record ID', (c) => c[7]],
];

/** A text cell as the export writes it: neutralised against spreadsheet formulas. */
const asCell = (value: unknown) => (typeof value === 'string' ? neutralise(value) : value);

/**
 * One line of an export checked alone: its content is a JSON array of its position, hashes to
 * its hash after its previous hash, and says what the columns beside it say. Answers the entry
 * and what is wrong with it, if anything.
 */
export function checkExportRow(
  row: ExportRow,
  line: number,
): { entry: ExportEntry; problem?: string } {
  const content = row['Hashed content'] ?? '';
  const entry: ExportEntry = {
    line,
    position: Number(row.Position),
    prevHash: row['Previous hash'] ?? '',
    hash: row.Hash ?? '',
    at: row.Time ?? '',
    action: row.Action ?? '',
  };
  let parts: unknown;
  try {
    parts = JSON.parse(content);
  } catch {
    return { entry, problem: 'its hashed content is not the JSON the export writes' };
  }
  if (!Array.isArray(parts) || parts[0] !== entry.position) {
    return { entry, problem: 'its hashed content is not that of its position' };
  }
  if (linkHash(entry.prevHash, content) !== entry.hash) {
    return { entry, problem: 'its hashed content does not match its hash' };
  }
  for (const [column, read] of SHOWN) {
    const held = read(parts);
    // An e-mail's label is held by its digest alone (null in the content).
    if (column === 'Record' && held === null) continue;
    if (row[column] !== asCell(held)) {
      return { entry, problem: `its ${column} is not what its hashed content says` };
    }
  }
  return { entry };
}
