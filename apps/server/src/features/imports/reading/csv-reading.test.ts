import { IMPORT_MAX_ROWS, importMessages, ROOM_IMPORT_COLUMNS } from '@hms/shared/imports';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors/app-error';
import { readCsv } from './csv-reading';

const HEADER = 'Room number,Type,Floor,Monthly rent,AC,Amenities';
const read = (text: string) => readCsv(text, ROOM_IMPORT_COLUMNS);
const cellsOf = (text: string): Record<string, string | number>[] =>
  read(text).rows.map((row) => ({ line: row.line, ...Object.fromEntries(row.cells) }));

function refusal(text: string): string {
  try {
    read(text);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error('the file was read');
}

describe('reading an import file', () => {
  it('takes a byte order mark, CRLF line ends and trailing empty lines', () => {
    const rows = cellsOf(
      `\ufeff${HEADER}\r\n101,Double,1,3000,No,\r\n102,Single,2,2500,Yes,\r\n\r\n\r\n`,
    );
    expect(rows).toEqual([
      {
        line: 2,
        'Room number': '101',
        Type: 'Double',
        Floor: '1',
        'Monthly rent': '3000',
        AC: 'No',
        Amenities: '',
      },
      {
        line: 3,
        'Room number': '102',
        Type: 'Single',
        Floor: '2',
        'Monthly rent': '2500',
        AC: 'Yes',
        Amenities: '',
      },
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted values, and numbers rows by the line they start on', () => {
    const text = [
      HEADER,
      '101,Double,1,3000,No,"WiFi, Fan"',
      '102,Double,1,3000,No,"Desk ""oak""',
      'and a lamp, ""brass""\r',
      'still the same cell"',
      '',
      '103,Single,1,2000,No,',
    ].join('\n');
    const rows = cellsOf(text);
    expect(rows.map((row) => [row.line, row['Room number'], row.Amenities])).toEqual([
      [2, '101', 'WiFi, Fan'],
      [3, '102', 'Desk "oak"\nand a lamp, "brass"\r\nstill the same cell'],
      [7, '103', ''],
    ]);
  });

  it('counts lines the same whatever the line ends, even mixed in one file', () => {
    const text = `${HEADER}\r101,Double,1,3000,No,"a\r\nb"\n\r\n102,Single,1,2000,No,\r103,Single,1,2000,No,`;
    expect(cellsOf(text).map((row) => [row.line, row['Room number']])).toEqual([
      [2, '101'],
      [5, '102'],
      [6, '103'],
    ]);
  });

  it('matches the header ignoring case and spaces, in any order, and without optional columns', () => {
    const file = read(' TYPE ,room   number,floor,MONTHLY RENT\n Double , 7A ,2,100\n');
    expect(file.spelling.get('Room number')).toBe('room   number');
    expect(file.spelling.has('AC')).toBe(false);
    expect(Object.fromEntries(file.rows[0]!.cells)).toEqual({
      Type: 'Double',
      'Room number': '7A',
      Floor: '2',
      'Monthly rent': '100',
    });
  });

  it('names the columns a header lacks and the ones it should not have', () => {
    expect(refusal('Room number,Type,Flor,Rent\n101,Double,1,3000\n')).toBe(
      `${importMessages.missingColumns(['Floor', 'Monthly rent'])} ${importMessages.extraColumns(['Flor', 'Rent'])}`,
    );
    expect(refusal(`${HEADER},Colour\n101,Double,1,3000,No,,Blue\n`)).toBe(
      importMessages.extraColumns(['Colour']),
    );
    expect(refusal(`${HEADER},room NUMBER\n`)).toContain('"room NUMBER" appears twice');
  });

  it('skips rows of blank cells, as spreadsheets write past their last row', () => {
    expect(cellsOf(`${HEADER},,\n101,Double,1,3000,No,,,\n,,,,,,,\n ,, ,,,,,\n`)).toHaveLength(1);
  });

  it('marks a row with values beyond the header, and reads a short row as blank cells', () => {
    const [long, short] = read(`${HEADER}\n101,Double,1,3000,No,Fan,Extra\n102,Single\n`).rows;
    expect(long!.cellCount).toBe(7);
    expect(short!.cellCount).toBeUndefined();
    expect(short!.cells.get('Floor')).toBeUndefined();
  });

  it('refuses a file with no rows, too many rows, or that is not comma-separated CSV', () => {
    expect(refusal(`${HEADER}\r\n\r\n`)).toBe(importMessages.empty);
    expect(refusal('')).toBe(
      importMessages.missingColumns(['Room number', 'Type', 'Floor', 'Monthly rent']),
    );
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `${i},Single,1,1,No,`);
    expect(refusal([HEADER, ...many].join('\n'))).toBe(importMessages.tooManyRows);
    expect(refusal('Room number;Type;Floor;Monthly rent\n101;Double;1;3000\n')).toBe(
      importMessages.notCsv(
        'its columns are separated by semicolons. Save it as CSV (comma delimited) and try again.',
      ),
    );
  });

  it('says on which line a quote opens that is never closed', () => {
    expect(refusal(`${HEADER}\n101,Double,1,3000,No,\n\n102,Double,1,3000,No,"Fan\n\n`)).toBe(
      importMessages.notCsv('the row that starts on line 4 opens a quote that is never closed.'),
    );
  });

  it('keeps a quote inside an unquoted value as it is', () => {
    expect(cellsOf(`${HEADER}\n101,Double,1,3000,No,12" fan\n`)[0]?.Amenities).toBe('12" fan');
  });
});
