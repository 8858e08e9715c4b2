import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { inSlices } from '../paging/slices';
import { csvFile, datedFileName, neutralise, plainRupees, type CsvColumn } from './csv-file';

type Row = { name: string; balance: number; year: number | null };
const columns: readonly CsvColumn<Row>[] = [
  ['Name', (row) => row.name],
  ['Balance (₹)', (row) => plainRupees(row.balance)],
  ['Year', (row) => row.year],
];

async function* once<T>(rows: T[]) {
  yield rows;
}

async function text(file: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('neutralise', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('keeps a spreadsheet from running %j', (typed, shown) => {
    expect(neutralise(typed)).toBe(shown);
  });

  it.each(['Asha Rao', 'a=b', 'Room 1-A', "O'Brien", '', 'सुनीता', '2026-03-14T10:22:33.982Z'])(
    'leaves %j as it is',
    (typed) => {
      expect(neutralise(typed)).toBe(typed);
    },
  );
});

describe('a CSV file', () => {
  it('starts with a byte order mark and the headings, and reads back as written', async () => {
    const rows: Row[] = [
      { name: 'Asha, "the elder" Rao', balance: 125050, year: 2 },
      { name: 'Line\nbreak सुनीता', balance: 0, year: null },
    ];
    const body = await text(csvFile(columns, once(rows)));
    expect(body.startsWith('\uFEFFName,Balance (₹),Year\n')).toBe(true);
    expect(parse(body, { bom: true, columns: true })).toEqual([
      { Name: 'Asha, "the elder" Rao', 'Balance (₹)': '1250.5', Year: '2' },
      { Name: 'Line\nbreak सुनीता', 'Balance (₹)': '0', Year: '' },
    ]);
  });

  it('neutralises text, yet writes the numbers it computed as numbers, a credit too', async () => {
    const rows: Row[] = [
      { name: '=HYPERLINK("http://evil.example")', balance: -50000, year: 1 },
      { name: '+1', balance: -1, year: -2 },
      { name: '-2', balance: 5, year: 3 },
      { name: '@SUM(A1:A9)', balance: 100, year: 4 },
    ];
    const body = await text(csvFile(columns, once(rows)));
    const read = parse(body, { bom: true, columns: true }) as Record<string, string>[];
    expect(read.map((row) => row.Name)).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'+1",
      "'-2",
      "'@SUM(A1:A9)",
    ]);
    expect(read.map((row) => row['Balance (₹)'])).toEqual(['-500', '-0.01', '0.05', '1']);
    expect(read[1]?.Year).toBe('-2');
  });

  it('is written slice by slice: the first rows go out before the next slice is read', async () => {
    let reads = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const all = Array.from({ length: 5 }, (_, i) => ({
      name: `Student ${i}`,
      balance: i,
      year: 1,
    }));
    // A list of five read two at a time, whose third slice waits until the test lets it go.
    const read = async (after: number | undefined, size: number) => {
      reads += 1;
      const from = after === undefined ? 0 : after + 1;
      if (from >= 4) await held;
      return all.slice(from, from + size);
    };
    const file = csvFile(
      columns,
      inSlices(read, (row) => all.indexOf(row), 2),
    );
    const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let seen = '';
    while (!seen.includes('Student 3')) {
      const chunk = await iterator.next();
      seen += String(chunk.value);
    }
    // Four rows are out; the last slice has been asked for but not answered.
    expect(seen).not.toContain('Student 4');
    expect(reads).toBe(3);
    release();
    let rest = '';
    for (let chunk = await iterator.next(); !chunk.done; chunk = await iterator.next()) {
      rest += String(chunk.value);
    }
    expect(rest).toContain('Student 4');
    expect(reads).toBe(3);
  });

  it('is named for its list and the day', () => {
    expect(datedFileName('complaints', '2026-11-26')).toBe('complaints-2026-11-26.csv');
  });
});
