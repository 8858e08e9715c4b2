import { Readable } from 'node:stream';
import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Collection, DueRow, DuesQuery } from '@hms/shared/fees';
import type { Pagination } from '@hms/shared/pagination';
import { stringify } from 'csv-stringify';
import type { RecentValues } from '../../cache/recent-values';
import type { Database } from '../../db/database';
import { pagination, pageWindow, readPage } from '../../db/lists/page';
import { hostelScope } from '../staff/hostel-scope';
import {
  collection,
  countDues,
  duesAfter,
  duesPage,
  type DueDbRow,
  type DuesFilter,
} from './dues-repository';
import { paise } from './ledger-repository';

function toDueRow(row: DueDbRow): DueRow {
  return {
    student: { _id: row.id, name: row.name, studentId: row.student_id },
    hostel: row.hostel,
    room: row.room,
    balance: paise(row.balance),
    owingSince: row.owing_since,
    days: Number(row.days),
  };
}

/** Rupees as a spreadsheet reads them: 1250.50, no sign or grouping. */
const plainRupees = (amount: number) => (amount / 100).toFixed(2);

/** How many rows an export reads at a time, so a campus's dues never sit in memory at once. */
const EXPORT_SLICE = 500;

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
    async dues(
      viewer: SessionUser,
      query: DuesQuery,
    ): Promise<{ data: DueRow[]; pagination: Pagination }> {
      const filter = filterOf(viewer, query);
      const window = pageWindow(query);
      // The page and its count, the count reused for a few seconds, as every list's (page.ts).
      const statements = {
        name: 'dues',
        page: { execute: () => duesPage(db, filter, window) },
        count: { execute: async () => [{ total: await countDues(db, filter) }] },
      };
      const { rows, count } = await readPage(statements, filter, window, totals);
      return { data: rows.map(toDueRow), pagination: pagination(query, { count }) };
    },

    /** The same list as CSV, streamed slice by slice as the client reads it. */
    duesCsv(viewer: SessionUser, query: Omit<DuesQuery, 'page' | 'limit'>): Readable {
      const filter = filterOf(viewer, query);
      async function* rows() {
        let after: { owingSince: string; studentId: string } | null = null;
        for (;;) {
          const slice = await duesAfter(db, filter, after, EXPORT_SLICE);
          for (const row of slice) {
            const due = toDueRow(row);
            yield [
              due.student.studentId,
              due.student.name,
              due.hostel ?? '',
              due.room ?? '',
              plainRupees(due.balance),
              due.owingSince ?? '',
              due.days,
            ];
          }
          const last = slice[slice.length - 1];
          if (!last || slice.length < EXPORT_SLICE) return;
          after = { owingSince: last.owing_since, studentId: last.id };
        }
      }
      const columns = [
        'Student ID',
        'Name',
        'Hostel',
        'Room',
        'Balance (₹)',
        'Owing since',
        'Days',
      ];
      // A leading quote keeps a spreadsheet from running a name that begins with = + - @.
      const csv = stringify({ header: true, columns, bom: true, cast: { string: neutralise } });
      const source = Readable.from(rows());
      source.on('error', (error) => csv.destroy(error));
      return source.pipe(csv);
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

function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type DuesService = ReturnType<typeof createDuesService>;
