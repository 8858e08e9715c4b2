import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Collection, DueRow, DuesQuery } from '@hms/shared/fees';
import type { RecentValues } from '../../../core/cache/recent-values';
import type { Database } from '../../../core/db/database';
import { type PageOf, pagination, pageWindow, readPage } from '../../../core/paging/page';
import { inSlices } from '../../../core/paging/slices';
import {
  csvFile,
  datedFileName,
  plainRupees,
  type CsvColumn,
  type CsvDownload,
} from '../../../core/csv/csv-file';
import { hostelScope } from '../../../core/scope/hostel-scope';
import {
  collection,
  countDues,
  duesAfter,
  duesPage,
  type DuesListRow,
  type DuesFilter,
} from './dues-repository';
import { paise } from '../paise';

function toDueRow(row: DuesListRow): DueRow {
  return {
    student: { _id: row.id, name: row.name, studentId: row.rollNumber },
    deleted: row.deleted,
    hostel: row.hostel,
    room: row.room,
    balance: paise(row.balance),
    owingSince: row.owingSince,
    days: row.days,
  };
}

const dueColumns: readonly CsvColumn<DuesListRow>[] = [
  ['Student ID', (row) => row.rollNumber],
  ['Name', (row) => row.name],
  // A deleted student is in no hostel; the file says they were deleted where the hostel goes.
  ['Hostel', (row) => (row.deleted ? 'Deleted' : row.hostel)],
  ['Room', (row) => row.room],
  ['Balance (₹)', (row) => plainRupees(paise(row.balance))],
  ['Owing since', (row) => row.owingSince],
  ['Days', (row) => row.days],
];

export function createDuesService(deps: {
  db: Database;
  today: () => CalendarDay;
  totals: RecentValues<number>;
}) {
  const { db, today, totals } = deps;

  function filterOf(viewer: SessionUser, query: Omit<DuesQuery, 'page' | 'limit'>): DuesFilter {
    return {
      search: query.search || undefined,
      hostel: query.hostel,
      minAmount: query.minAmount,
      minDays: query.minDays,
      scope: hostelScope(viewer),
      today: today(),
    };
  }

  return {
    /** Students owing more than an amount, or for longer than some days: paged in the database. */
    async dues(viewer: SessionUser, query: DuesQuery): Promise<PageOf<DueRow>> {
      const filter = filterOf(viewer, query);
      const window = pageWindow(query);
      // The page and its count, the count reused for a few seconds, as every list's (page.ts).
      const statements = {
        name: 'dues',
        page: { execute: () => duesPage(db, filter, window) },
        count: { execute: () => countDues(db, filter) },
      };
      const { rows, count } = await readPage(statements, filter, window, totals);
      return { data: rows.map(toDueRow), pagination: pagination(query, { count }) };
    },

    /** The same list as CSV, streamed slice by slice as the client reads it. */
    duesCsv(viewer: SessionUser, query: Omit<DuesQuery, 'page' | 'limit'>): CsvDownload {
      const filter = filterOf(viewer, query);
      const slices = inSlices(
        (after: Parameters<typeof duesAfter>[2], size) => duesAfter(db, filter, after, size),
        (row) => ({ owingSince: row.owingSince, studentId: row.id }),
      );
      return { fileName: datedFileName('dues', filter.today), body: csvFile(dueColumns, slices) };
    },

    async collection(viewer: SessionUser, month: string): Promise<Collection> {
      const rows = await collection(db, month, hostelScope(viewer));
      return {
        month,
        hostels: rows.map((row) => ({
          hostel: { _id: row.id, name: row.name },
          charged: paise(row.charged),
          collected: paise(row.collected),
          outstanding: paise(row.outstanding),
        })),
      };
    },
  };
}

export type DuesService = ReturnType<typeof createDuesService>;
