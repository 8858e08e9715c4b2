import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { COMPLAINT_CATEGORIES } from '@hms/shared/enums';
import { firstDayOf } from '@hms/shared/fee-rules';
import type {
  ComplaintsReport,
  FeeCollectionReport,
  OccupancyHistoryReport,
  OccupancyReport,
  ReportQuery,
  ReportRangeQuery,
  ResolveTimesReport,
  VacancyReport,
} from '@hms/shared/reports';
import { recentValues, type RecentValues } from '../../core/cache/recent-values';
import type { Database } from '../../core/db/database';
import { paise } from '../fees';
import { hostelScope, withinScope, type HostelScope } from '../../core/scope/hostel-scope';
import { complaintsByMonth, resolveTimesByCategory } from './complaint-reports-repository';
import { collectionByMonth } from './fee-collection-repository';
import {
  bedsNow,
  occupancyByHostel,
  occupancyByMonth,
  vacanciesByRoomType,
} from './occupancy-repository';
import { monthsFrom, rangeDays, rangeOf, type MonthRange } from './report-range';
import { readingReport } from './report-reading-queries';

/**
 * The hostels a report covers: the caller's scope, narrowed to the hostel asked for. A hostel
 * outside a warden's scope leaves nothing, as a warden's list filtered by it does.
 */
function scopeOf(viewer: SessionUser, hostel: string | undefined): HostelScope {
  const scope = hostelScope(viewer);
  if (!hostel) return scope;
  return withinScope(scope, hostel) ? [hostel] : [];
}

/** One decimal, as the occupancy chart shows it. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function createReportsService(deps: {
  db: Database;
  today: () => CalendarDay;
  timeZone: string;
  /** How long an answer is reused for the same question (docs/decisions/047); 0: never. */
  reuseMs: number;
}) {
  const { db, today, timeZone } = deps;
  const kept = {
    occupancy: recentValues<OccupancyReport>(deps.reuseMs),
    vacancies: recentValues<VacancyReport>(deps.reuseMs),
    history: recentValues<OccupancyHistoryReport>(deps.reuseMs),
    complaints: recentValues<ComplaintsReport>(deps.reuseMs),
    resolveTimes: recentValues<ResolveTimesReport>(deps.reuseMs),
    feeCollection: recentValues<FeeCollectionReport>(deps.reuseMs),
  };
  /** The same question from any caller with the same hostels, on the same day. */
  const keyOf = (scope: HostelScope, ...rest: unknown[]) => JSON.stringify([scope, today(), rest]);

  /** A month-by-month report over the months asked and the caller's hostels, kept in `reports`. */
  function monthly<T>(
    reports: RecentValues<T>,
    work: (range: MonthRange, scope: HostelScope) => Promise<T>,
  ) {
    return (viewer: SessionUser, query: ReportRangeQuery): Promise<T> => {
      const range = rangeOf(query, today());
      const scope = scopeOf(viewer, query.hostel);
      return reports.get(keyOf(scope, range), () => work(range, scope));
    };
  }

  async function history(range: MonthRange, scope: HostelScope) {
    const { first, after } = rangeDays(range);
    const { beds, rows } = await readingReport(db, async (tx) => ({
      beds: await bedsNow(tx, scope),
      rows: await occupancyByMonth(
        tx,
        { first, after, lastMonth: firstDayOf(range.to) },
        today(),
        scope,
      ),
    }));
    return {
      ...range,
      months: rows.map(({ month, residents, bedDays, days }) => {
        const averageOccupied = days > 0 ? oneDecimal(bedDays / days) : 0;
        return { month, residents, averageOccupied, beds };
      }),
    };
  }

  async function complaints(range: MonthRange, scope: HostelScope) {
    const rows = await readingReport(db, (tx) =>
      complaintsByMonth(tx, rangeDays(range), timeZone, scope),
    );
    const found = new Map(rows.map((row) => [`${row.month}|${row.category}`, row]));
    // Every month and category, zeros included, so each month's bar has every category.
    const months = monthsFrom(range.from, range.to).flatMap((month, index) =>
      COMPLAINT_CATEGORIES.map((category) => {
        const row = found.get(`${index + 1}|${category}`);
        const { open = 0, inProgress = 0, resolved = 0, closed = 0 } = row ?? {};
        return { month, category, open, inProgress, resolved, closed };
      }),
    );
    return { ...range, months };
  }

  async function resolveTimes(range: MonthRange, scope: HostelScope) {
    const categories = await readingReport(db, (tx) =>
      resolveTimesByCategory(tx, rangeDays(range), timeZone, scope),
    );
    return { ...range, categories };
  }

  async function feeCollection(range: MonthRange, scope: HostelScope) {
    const rows = await readingReport(db, (tx) => collectionByMonth(tx, rangeDays(range), scope));
    const found = new Map(rows.map((row) => [row.month, row]));
    return {
      ...range,
      months: monthsFrom(range.from, range.to).map((month) => ({
        month,
        charged: paise(found.get(month)?.charged),
        collected: paise(found.get(month)?.collected),
      })),
    };
  }

  return {
    /** Each hostel's beds, residents and free beds now. */
    occupancy(viewer: SessionUser, query: ReportQuery): Promise<OccupancyReport> {
      const scope = scopeOf(viewer, query.hostel);
      return kept.occupancy.get(keyOf(scope), async () =>
        (await occupancyByHostel(db, scope)).map(({ id, name, beds, occupied }) => {
          return { hostel: { _id: id, name }, beds, occupied, vacant: beds - occupied };
        }),
      );
    },

    /** Rooms and beds by room type now, with their residents and free beds. */
    vacancies(viewer: SessionUser, query: ReportQuery): Promise<VacancyReport> {
      const scope = scopeOf(viewer, query.hostel);
      return kept.vacancies.get(keyOf(scope), async () =>
        (await vacanciesByRoomType(db, scope)).map((row) => ({
          ...row,
          vacant: row.beds - row.occupied,
        })),
      );
    },

    occupancyHistory: monthly(kept.history, history),
    complaints: monthly(kept.complaints, complaints),
    resolveTimes: monthly(kept.resolveTimes, resolveTimes),
    feeCollection: monthly(kept.feeCollection, feeCollection),

    /** A change was made through this server: every report is worked out again. */
    changed(): void {
      for (const values of Object.values(kept)) values.clear();
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
