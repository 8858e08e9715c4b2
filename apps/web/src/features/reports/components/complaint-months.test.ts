import { describe, expect, it } from 'vitest';
import type { ComplaintsReport } from '@hms/shared/reports';
import { complaintMonths } from './complaint-months';

const report: ComplaintsReport = {
  from: '2026-01',
  to: '2026-03',
  months: [
    { month: '2026-01', category: 'Laundry', open: 1, inProgress: 0, resolved: 2, closed: 0 },
    { month: '2026-03', category: 'Laundry', open: 0, inProgress: 1, resolved: 0, closed: 1 },
    { month: '2026-03', category: 'Medical', open: 2, inProgress: 0, resolved: 0, closed: 0 },
  ],
};

const zero = { open: 0, inProgress: 0, resolved: 0, closed: 0, total: 0 };

describe('complaint months', () => {
  it('adds the categories up, month by month, a month without any included', () => {
    expect(complaintMonths(report, undefined)).toEqual([
      { month: '2026-01', open: 1, inProgress: 0, resolved: 2, closed: 0, total: 3 },
      { month: '2026-02', ...zero },
      { month: '2026-03', open: 2, inProgress: 1, resolved: 0, closed: 1, total: 4 },
    ]);
  });

  it('keeps one category when one is chosen, and is empty when it has none', () => {
    expect(complaintMonths(report, 'Medical')).toEqual([
      { month: '2026-01', ...zero },
      { month: '2026-02', ...zero },
      { month: '2026-03', open: 2, inProgress: 0, resolved: 0, closed: 0, total: 2 },
    ]);
    expect(complaintMonths(report, 'Ragging')).toEqual([]);
  });
});
