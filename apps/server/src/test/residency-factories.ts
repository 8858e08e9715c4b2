import type { StudentRegisterInput } from '@hms/shared/auth';
import { todayIn, type CalendarDay } from '@hms/shared/calendar-day';
import type { Residency } from '@hms/shared/residencies';
import type { Student } from '@hms/shared/students';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '../core/db/raw-rows';
import { callApi } from './call-api';
import { createRoom, registerAdmin, registerStudent } from './factories';
import type { TestApp } from './test-app';

/** Today in the test app's time zone, and the days before it. */
export const today = (): CalendarDay => todayIn('Asia/Kolkata');
export function daysAgo(days: number): CalendarDay {
  const day = new Date(`${today()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/** The office's bed calls, answered as they come: status and body. */
export function bedCalls(app: TestApp, token: string) {
  const call = <T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    callApi<T>(app, token, method, url, payload);
  return {
    assign: (student: string, body: { roomId: string; bed?: number; date?: string }) =>
      call<{ data: Student }>('PUT', `/admin/students/${student}/assign-room`, body),
    unassign: (student: string) =>
      call<{ data: Student }>('DELETE', `/admin/students/${student}/room`),
    checkOut: (student: string, body: { date?: string; note?: string } = {}) =>
      call<{ data: Student }>('POST', `/admin/students/${student}/check-out`, body),
    swap: (first: string, second: string, date?: string) =>
      call<{ data: [Student, Student] }>('POST', '/admin/students/swap', {
        first,
        second,
        ...(date ? { date } : {}),
      }),
    studentHistory: (student: string) =>
      call<{ data: Residency[] }>('GET', `/admin/students/${student}/residencies`),
    roomHistory: (room: string) =>
      call<{ data: Residency[] }>('GET', `/admin/rooms/${room}/residencies`),
  };
}

/**
 * A new administrator of the app with their bed calls, and `resident`: a new student (Female, for
 * the factory's Girls hostels) moved into a new Single of `hostel` on `since`.
 */
export async function bedOffice(app: TestApp) {
  const { token } = await registerAdmin(app);
  const beds = bedCalls(app, token);
  const resident = async (
    hostel: string,
    since: CalendarDay,
    overrides: Partial<StudentRegisterInput> = {},
  ) => {
    const student = await registerStudent(app, { gender: 'Female', ...overrides });
    const room = (await createRoom(app, token, hostel, { type: 'Single' }))._id;
    const assigned = await beds.assign(student.user._id, { roomId: room, date: since });
    if (assigned.status !== 200) {
      throw new Error(`assign-room answered ${assigned.status}: ${JSON.stringify(assigned.body)}`);
    }
    return { id: student.user._id, token: student.token };
  };
  return { token, ...beds, resident };
}

/**
 * What the database must hold whatever raced (docs/decisions/044): no room over its beds, no bed
 * with two current residents, no student with two current stays, and every student's room and
 * bed the same as their current stay's. Each list is empty when all is well.
 */
export async function residencyInvariantBreaches(app: TestApp) {
  const [overfull, doubleBeds, doubleStays, drift] = await Promise.all([
    selectRows(
      app.db,
      sql`select r.id from rooms r
          where (select count(*) from residencies x where x.room_id = r.id and x.moved_out_on is null) > r.capacity
             or r.occupancy <> (select count(*) from students s where s.room_id = r.id)`,
    ),
    selectRows(
      app.db,
      sql`select room_id, bed from residencies where moved_out_on is null
          group by room_id, bed having count(*) > 1`,
    ),
    selectRows(
      app.db,
      sql`select student_id from residencies where moved_out_on is null
          group by student_id having count(*) > 1`,
    ),
    selectRows(
      app.db,
      sql`select s.id from students s
          left join residencies x on x.student_id = s.id and x.moved_out_on is null
          where s.room_id is distinct from x.room_id or s.bed is distinct from x.bed`,
    ),
  ]);
  return { overfull, doubleBeds, doubleStays, drift };
}

/** Fails the test when the beds' rules were broken; also for `appForFile`'s `beforeClose`. */
export async function expectResidenciesWhole(app: TestApp) {
  expect(await residencyInvariantBreaches(app)).toEqual({
    overfull: [],
    doubleBeds: [],
    doubleStays: [],
    drift: [],
  });
}
