import fs from 'node:fs';
import { parse } from 'csv-parse';
import { GENESIS } from '../../core/audit/hash-chain';
import { brokenAt, figure, type BrokenEntry, type ChainVerdict } from './chain-verdict';
import {
  CHAIN_COLUMNS,
  checkExportRow,
  type ExportEntry,
  type ExportRow,
} from './export-row-check';

/**
 * How far apart in time two neighbours of the chain may stand in the file and still be checked
 * against each other. The file is in the Activity page's order (time the change began, then id),
 * the chain in the order entries were written; the two differ only by how long a change's
 * transaction took.
 */
const NEIGHBOURS_WITHIN_MS = 60 * 60 * 1000;

type Waiting = ExportEntry & { atMs: number; below: boolean; above: boolean };

const broken = (entry: ExportEntry, what: string): ChainVerdict => {
  const at: BrokenEntry = { ...entry, where: `line ${entry.line}`, what };
  return brokenAt(at);
};

/**
 * An Activity export (CSV), read as a stream: every line must match its hash and its columns
 * what it hashed, and two neighbours of the chain both in the file must be linked (the newer's
 * previous hash is the older's hash). Memory holds the lines of the last hour of the file's
 * time whose neighbours have not come yet, never the file. A filtered export is a part of the
 * trail: its lines are checked, and the links between them that it holds.
 */
export async function verifyExport(file: string): Promise<ChainVerdict> {
  const rows = fs
    .createReadStream(file)
    .pipe(parse({ bom: true, columns: true, relax_column_count: false }));
  const waiting = new Map<number, Waiting>();
  let line = 1;
  let count = 0;
  let links = 0;
  let unchecked = 0;
  let lowest = Infinity;
  let highest = 0;
  let newestHash = '';
  for await (const row of rows as AsyncIterable<ExportRow>) {
    line += 1;
    if (line === 2) {
      const absent = CHAIN_COLUMNS.filter((column) => !(column in row));
      if (absent.length > 0) {
        rows.destroy();
        throw new Error(
          `${file} has no ${absent.join(', ')} column: it is not an Activity export with the chain.`,
        );
      }
    }
    const { entry, problem } = checkExportRow(row, line);
    if (problem) return broken(entry, problem);
    const { position } = entry;
    if (waiting.has(position) || Number.isNaN(position)) {
      return broken(entry, 'its position is on another line of the file too');
    }
    const atMs = Date.parse(entry.at);
    const current: Waiting = { ...entry, atMs, below: false, above: false };
    if (position === 1) {
      if (entry.prevHash !== GENESIS) {
        return broken(
          entry,
          'the first entry does not start the chain (its previous hash is not 64 zeros)',
        );
      }
      current.below = true;
    }
    const newer = waiting.get(position + 1);
    if (newer) {
      if (newer.prevHash !== entry.hash) {
        return broken(
          newer,
          `it does not follow entry #${position}: its previous hash is not that entry's hash`,
        );
      }
      newer.below = current.above = true;
      links += 1;
    }
    const older = waiting.get(position - 1);
    if (older) {
      if (entry.prevHash !== older.hash) {
        return broken(
          entry,
          `it does not follow entry #${position - 1}: its previous hash is not that entry's hash`,
        );
      }
      older.above = current.below = true;
      links += 1;
    }
    for (const neighbour of [newer, older]) {
      if (neighbour?.below && neighbour.above) waiting.delete(neighbour.position);
    }
    if (position > highest) {
      highest = position;
      newestHash = entry.hash;
    }
    if (!(current.below && current.above)) waiting.set(position, current);
    // Lines are kept in the file's order, newest first: those an hour newer than this one will
    // meet no neighbour now.
    for (const [kept, held] of waiting) {
      if (held.atMs - atMs <= NEIGHBOURS_WITHIN_MS) break;
      if (!held.below) unchecked += 1;
      waiting.delete(kept);
    }
    lowest = Math.min(lowest, position);
    count += 1;
  }
  for (const held of waiting.values()) if (!held.below) unchecked += 1;
  if (count === 0) return { whole: true, line: `${file} holds no entries.` };
  const entire = lowest === 1 && highest === count && unchecked === 0;
  return {
    whole: true,
    line: entire
      ? `Whole: all ${figure(count)} entries of the trail, #1 to #${highest}, each matches its hash and follows the one before; the last hash is ${newestHash}.`
      : `Matches: ${figure(count)} entries between #${lowest} and #${highest} each match their hash, and the ${figure(links)} links between them in the file hold. The file is a part of the trail (a filtered export): check the whole trail in the database or an unfiltered export.`,
  };
}
