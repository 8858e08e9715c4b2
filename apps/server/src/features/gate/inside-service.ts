import type { SessionUser } from '@hms/shared/auth';
import { todayIn } from '@hms/shared/calendar-day';
import {
  gateMessages as m,
  whereaboutsLabels,
  type InsideCounts,
  type InsideNow,
  type InsideRow,
  type MovementList,
} from '@hms/shared/gate';
import { whereabouts, type Whereabouts } from '@hms/shared/gate-rules';
import type { Database } from '../../core/db/database';
import { csvFile, datedFileName, type CsvColumn, type CsvDownload } from '../../core/csv/csv-file';
import { AppError } from '../../core/errors/app-error';
import { pageWindow, pagination, type Paging } from '../../core/paging/page';
import { hostelScope, type HostelScope } from '../../core/scope/hostel-scope';
import { guardianLines } from '../guardians';
import { findCurfew, listCurfews } from './curfews-repository';
import { residentsWithMovements } from './inside-queries';
import { toMovement } from './movement-response';
import { movementPage } from './movements-repository';

const asIso = (value: Date | string) => new Date(value).toISOString();

/**
 * Who is inside now, the muster list, and the movements on record
 * (docs/product-rules.md#inside-now): derived from stays, leave and movements at each call.
 */
export function createInsideService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;

  /** Each resident of the hostel with where they are now; their guardians come separately. */
  async function whereaboutsNow(hostelId: string, curfew: string, now: Date) {
    const rows = await residentsWithMovements(db, hostelId, todayIn(timeZone, now));
    return rows.map((row) => ({
      row,
      whereabouts: whereabouts({
        lastDirection: row.direction,
        lastMovementAt: row.scanned_at === null ? null : new Date(row.scanned_at),
        leave: row.from_day && row.to_day ? { fromDay: row.from_day, toDay: row.to_day } : null,
        now,
        curfew,
        timeZone,
      }),
    }));
  }

  async function hostelNow(hostelId: string, curfew: string, now: Date): Promise<InsideRow[]> {
    const residents = await whereaboutsNow(hostelId, curfew, now);
    const guardians = await guardianLines(
      db,
      residents.map(({ row }) => row.student_id),
    );
    return residents.map(({ row, whereabouts }): InsideRow => ({
      studentId: row.student_id,
      name: row.name,
      rollNumber: row.roll_number,
      roomNumber: row.room_number,
      phone: row.phone,
      whereabouts,
      since: row.scanned_at === null ? null : asIso(row.scanned_at),
      leaveUntil: row.to_day,
      guardians: guardians.get(row.student_id) ?? [],
    }));
  }

  function counted(rows: readonly { whereabouts: Whereabouts }[]): InsideCounts {
    const counts: InsideCounts = { inside: 0, onLeave: 0, outWithoutLeave: 0, overdue: 0 };
    for (const row of rows) counts[row.whereabouts] += 1;
    return counts;
  }

  async function inside(account: SessionUser, hostelId: string): Promise<InsideNow> {
    const hostel = await findCurfew(db, hostelId, hostelScope(account));
    if (!hostel) throw new AppError('NOT_FOUND', m.hostelNotFound);
    const now = new Date();
    const residents = await hostelNow(hostelId, hostel.curfew, now);
    return {
      hostelName: hostel.hostelName,
      asOf: now.toISOString(),
      counts: counted(residents),
      residents,
    };
  }

  /**
   * The dashboards' four counts, over every hostel of the scope, one hostel at a time, by the
   * same rule as the list: its guardians are not read.
   */
  async function counts(scope: HostelScope): Promise<InsideCounts> {
    const now = new Date();
    const all: { whereabouts: Whereabouts }[] = [];
    for (const hostel of await listCurfews(db, scope)) {
      all.push(...(await whereaboutsNow(hostel.hostelId, hostel.curfew, now)));
    }
    return counted(all);
  }

  const columns: readonly CsvColumn<InsideRow>[] = [
    ['Room', (row) => row.roomNumber],
    ['Name', (row) => row.name],
    ['Roll number', (row) => row.rollNumber],
    ['Where', (row) => whereaboutsLabels[row.whereabouts]],
    ['Since', (row) => row.since],
    ['Leave until', (row) => row.leaveUntil],
    ['Phone', (row) => row.phone],
    [
      'Guardians',
      (row) => row.guardians.map((g) => `${g.name} (${g.relation}) ${g.phone}`).join('; '),
    ],
  ];

  async function insideCsv(account: SessionUser, hostelId: string): Promise<CsvDownload> {
    const now = await inside(account, hostelId);
    async function* slices() {
      yield now.residents;
    }
    return {
      fileName: datedFileName('inside', todayIn(timeZone)),
      body: csvFile(columns, slices()),
    };
  }

  async function movements(
    account: SessionUser,
    query: Paging & { hostel?: string; student?: string; attention?: 'true' | 'false' },
  ): Promise<MovementList> {
    const { rows, total } = await movementPage(
      db,
      {
        hostel: query.hostel,
        student: query.student,
        attention: query.attention === undefined ? undefined : query.attention === 'true',
        scope: hostelScope(account),
      },
      pageWindow(query),
    );
    return {
      success: true,
      data: rows.map(toMovement),
      pagination: pagination(query, { count: total }),
    };
  }

  return { inside, counts, insideCsv, movements };
}

export type InsideService = ReturnType<typeof createInsideService>;
