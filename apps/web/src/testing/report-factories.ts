import type {
  ComplaintsReport,
  FeeCollectionReport,
  OccupancyHistoryReport,
  OccupancyReport,
  ResolveTimesReport,
  VacancyReport,
} from '@hms/shared/reports';
import { ok, thisMonth } from './fee-factories';
import type { MockRoutes } from './mock-api';

/** `YYYY-MM` moved by `count` months. */
export function monthsFrom(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, index - 1 + count, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The months the Reports page asks for until told otherwise: the twelve ending with this one. */
export const defaultFrom = monthsFrom(thisMonth, -11);
export const defaultTo = thisMonth;

export const occupancyRow = (
  name: string,
  beds: number,
  occupied: number,
  id = `hostel-${name}`,
): OccupancyReport[number] => ({
  hostel: { _id: id, name },
  beds,
  occupied,
  vacant: beds - occupied,
});

export function vacancyReport(): VacancyReport {
  return [
    { type: 'Single', rooms: 4, beds: 4, occupied: 3, vacant: 1 },
    { type: 'Double', rooms: 10, beds: 20, occupied: 14, vacant: 6 },
    { type: 'Triple', rooms: 0, beds: 0, occupied: 0, vacant: 0 },
    { type: 'Quadruple', rooms: 0, beds: 0, occupied: 0, vacant: 0 },
  ];
}

type Range = { from: string; to: string };

export function occupancyHistory({ from, to }: Range): OccupancyHistoryReport {
  return { from, to, months: [{ month: to, residents: 18, averageOccupied: 16.5, beds: 24 }] };
}

export function complaintsReport({ from, to }: Range): ComplaintsReport {
  return {
    from,
    to,
    months: [
      { month: to, category: 'Electricity', open: 2, inProgress: 1, resolved: 3, closed: 0 },
      { month: to, category: 'Laundry', open: 1, inProgress: 0, resolved: 0, closed: 4 },
    ],
  };
}

export function resolveTimes({ from, to }: Range): ResolveTimesReport {
  return {
    from,
    to,
    categories: [
      { category: 'Electricity', resolved: 3, medianMinutes: 125, p90Minutes: 4 * 1440 + 240 },
    ],
  };
}

export function feeCollection({ from, to }: Range): FeeCollectionReport {
  return { from, to, months: [{ month: to, charged: 12500000, collected: 9800050 }] };
}

/** The query string of a month-by-month report. */
export function rangeQuery({ from, to }: Range, hostel?: string): string {
  return `?from=${from}&to=${to}${hostel ? `&hostel=${hostel}` : ''}`;
}

/** What the Reports page asks for as it opens: the hostels, and six reports with a row or two each. */
export function reportsPageRoutes(
  hostels: unknown[] = [],
  range: Range = { from: defaultFrom, to: defaultTo },
  hostel?: string,
): MockRoutes {
  const now = hostel ? `?hostel=${hostel}` : '';
  const months = rangeQuery(range, hostel);
  return {
    'GET /api/hostels': ok(hostels),
    [`GET /api/reports/occupancy${now}`]: ok([occupancyRow('Kaveri', 40, 32)]),
    [`GET /api/reports/vacancies${now}`]: ok(vacancyReport()),
    [`GET /api/reports/occupancy-history${months}`]: ok(occupancyHistory(range)),
    [`GET /api/reports/complaints${months}`]: ok(complaintsReport(range)),
    [`GET /api/reports/resolve-times${months}`]: ok(resolveTimes(range)),
    [`GET /api/reports/fee-collection${months}`]: ok(feeCollection(range)),
  };
}
