import { describe, expect, it } from 'vitest';
import { buildCsv, neutralise } from './report-csv';

describe('report CSV', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@Home', "'@Home"],
    ['\tTabbed', "'\tTabbed"],
    ['Kaveri', 'Kaveri'],
    ['Block = A', 'Block = A'],
  ])('neutralises %j as %j', (cell, expected) => {
    expect(neutralise(cell)).toBe(expected);
  });

  it('starts with a byte order mark and quotes what needs quoting, numbers neutralised too', () => {
    const csv = buildCsv(
      ['Hostel', 'Beds'],
      [
        ['=HYPERLINK("x")', 4],
        ['Kaveri, North', -1],
        ['Line\nbreak', 0],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe(
      'Hostel,Beds\n"\'=HYPERLINK(""x"")",4\n"Kaveri, North",\'-1\n"Line\nbreak",0\n',
    );
  });
});
