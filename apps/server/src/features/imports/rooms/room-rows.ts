import { ROOM_TYPES } from '@hms/shared/enums';
import { importRowMessages as rm } from '@hms/shared/imports';
import { roomInputSchema, type RoomInput } from '@hms/shared/rooms';
import type { CsvRow } from '../reading/csv-reading';
import { problemIn, schemaProblems, type Problem, type Spelling } from '../reading/import-report';

const COLUMN_OF: Partial<Record<keyof RoomInput, string>> = {
  roomNumber: 'Room number',
  type: 'Type',
  floor: 'Floor',
  monthlyRent: 'Monthly rent',
  isAC: 'AC',
  amenities: 'Amenities',
};

export type RoomLine = {
  line: number;
  /** The room number as the file has it. */
  key: string;
  room?: RoomInput;
  /** Whether the file has the optional columns: a room's AC and amenities stay when it has not. */
  has: { ac: boolean; amenities: boolean };
  problems: Problem[];
};

const YES = new Set(['yes', 'y', 'true']);
const NO = new Set(['no', 'n', 'false', '']);

/** "double" is Double, as the room form's list says it. */
function typeSpelling(text: string): string {
  return ROOM_TYPES.find((type) => type.toLowerCase() === text.toLowerCase()) ?? text;
}

/** "₹3,000" and "3 000" are 3000, as a spreadsheet shows rupees; the rent's own rule follows. */
function rupees(text: string): string {
  return /^₹?\s*\d{1,3}([,\s]?\d{2,3})*$/.test(text) ? text.replace(/[₹,\s]/g, '') : text;
}

/**
 * One row of a rooms file, checked by the room form's schema (docs/product-rules.md#imports) for
 * the hostel the office chose. AC reads Yes or No; amenities are comma-separated in one cell.
 */
export function checkRoomLine(
  row: CsvRow,
  hostel: string,
  spelling: Spelling,
  columns: number,
): RoomLine {
  const cell = (column: string) => row.cells.get(column) ?? '';
  const problems: Problem[] = [];
  if (row.cellCount !== undefined) problems.push({ message: rm.cellCount(row.cellCount, columns) });
  const ac = cell('AC').toLowerCase();
  const isAC = YES.has(ac) ? true : NO.has(ac) ? false : undefined;
  if (isAC === undefined) problems.push(problemIn(spelling, 'AC', rm.acInvalid));

  const parsed = roomInputSchema.safeParse({
    roomNumber: cell('Room number'),
    hostel,
    type: typeSpelling(cell('Type')),
    floor: cell('Floor'),
    monthlyRent: rupees(cell('Monthly rent')),
    isAC: isAC ?? false,
    amenities: cell('Amenities'),
  });
  if (!parsed.success) problems.push(...schemaProblems(parsed.error, COLUMN_OF, spelling));
  return {
    line: row.line,
    key: cell('Room number'),
    ...(parsed.success ? { room: parsed.data } : {}),
    has: { ac: spelling.has('AC'), amenities: spelling.has('Amenities') },
    problems,
  };
}
