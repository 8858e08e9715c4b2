import type { SessionUser } from '@hms/shared/auth';
import { todayIn } from '@hms/shared/calendar-day';
import { nightOf } from '@hms/shared/gate-rules';
import {
  rollCallMessages as m,
  rollCallPlace,
  type RollCall,
  type RollCallList,
  type RollCallMarkInput,
  type RollCallStartInput,
  type StudentRollCallList,
} from '@hms/shared/roll-call';
import type { Database, Executor } from '../../core/db/database';
import { recordChange } from '../../core/audit/record-change';
import { uniqueViolation } from '../../core/db/pg-errors';
import { AppError } from '../../core/errors/app-error';
import type { Notifier } from '../../core/notify/notify';
import { pageWindow, pagination, type Paging } from '../../core/paging/page';
import { hostelScope, type HostelScope } from '../../core/scope/hostel-scope';
import type { TellGuardians } from '../guardians';
import { absenteesNotice, guardiansOfAbsence } from './roll-call-notifications';
import { insertList, markOne } from './roll-call-queries';
import { toRollCall, toSummary } from './roll-call-response';
import {
  absentees,
  findHostel,
  findOpen,
  findStudent,
  findSummary,
  insertRollCall,
  listEntries,
  lockRollCall,
  markUnmarkedAbsent,
  onList,
  rollCallPage,
  setClosed,
  studentHistoryPage,
} from './roll-calls-repository';

const notFound = () => new AppError('NOT_FOUND', m.notFound);

/**
 * The night roll-call (docs/product-rules.md#roll-call): started once per hostel or floor and
 * night, marked one resident at a time by any of its wardens, closed once.
 */
export function createRollCallService(deps: {
  db: Database;
  timeZone: string;
  notify: Notifier;
  /** Guardians hear of an absence only while the student consents to 'rollCallAbsence'. */
  tellGuardians: TellGuardians;
}) {
  const { db, timeZone, notify, tellGuardians } = deps;
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const closedError = (by: string | null, at: Date | string | null) =>
    new AppError('CONFLICT', m.closed(by ?? 'someone', at ? clock.format(new Date(at)) : ''));

  async function shown(tx: Executor, id: string, scope: HostelScope): Promise<RollCall> {
    const row = await findSummary(tx, id, scope);
    if (!row) throw notFound();
    return toRollCall(row, await listEntries(tx, id));
  }

  /**
   * Tonight's roll-call of the hostel (or floor): the open one if there is, else a new one with
   * its list. Two wardens starting at once share one: the second insert meets
   * `roll_calls_one_open`, waits for the first to commit, and answers the first's.
   */
  async function start(account: SessionUser, input: RollCallStartInput) {
    const scope = hostelScope(account);
    const hostel = await findHostel(db, input.hostel, scope);
    if (!hostel) throw new AppError('NOT_FOUND', m.hostelNotFound);
    const floor = input.floor ?? null;
    const now = new Date();
    const night = nightOf(now, timeZone);
    const open = await findOpen(db, hostel.id, floor, night);
    if (open) return { created: false, rollCall: await shown(db, open, scope) };
    try {
      const rollCall = await db.transaction(async (tx) => {
        const id = await insertRollCall(tx, {
          hostelId: hostel.id,
          floor,
          night,
          startedById: account._id,
          startedBy: account.name,
        });
        const listed = await insertList(tx, {
          rollCallId: id,
          hostelId: hostel.id,
          floor,
          night,
          today: todayIn(timeZone, now),
        });
        if (listed === 0) throw new AppError('CONFLICT', m.emptyList);
        const made = await shown(tx, id, scope);
        await recordChange(tx, account, {
          action: 'rollcall.start',
          entityType: 'rollcall',
          entityId: id,
          label: `${rollCallPlace(made)}, ${night}`,
          after: { hostel: made.hostelName, floor, night, listed },
        });
        return made;
      });
      return { created: true, rollCall };
    } catch (error) {
      if (uniqueViolation(error) !== 'roll_calls_one_open') throw error;
      const winner = await findOpen(db, hostel.id, floor, night);
      if (!winner) throw error;
      return { created: false, rollCall: await shown(db, winner, scope) };
    }
  }

  /** One resident's mark: one indexed UPDATE and its audit entry; the last mark stands. */
  async function mark(
    account: SessionUser,
    target: { rollCallId: string; studentId: string },
    input: RollCallMarkInput,
  ) {
    const scope = hostelScope(account);
    const by = { id: account._id, name: account.name };
    return db.transaction(async (tx) => {
      const row = await markOne(tx, { ...target, scope }, input.mark, by);
      if (!row) {
        // Why not: gone or not the caller's, closed, or not on the list.
        const summary = await findSummary(tx, target.rollCallId, scope);
        if (!summary) throw notFound();
        if (summary.closedAt !== null) throw closedError(summary.closedBy, summary.closedAt);
        if (!(await onList(tx, target.rollCallId, target.studentId))) {
          throw new AppError('NOT_FOUND', m.notOnList);
        }
        throw notFound();
      }
      await recordChange(tx, account, {
        action: 'rollcall.mark',
        entityType: 'student',
        entityId: target.studentId,
        label: `${row.studentName} (${row.rollNumber})`,
        after: { rollCallId: target.rollCallId, night: row.night, mark: row.mark },
      });
      return {
        studentId: target.studentId,
        name: row.studentName,
        rollNumber: row.rollNumber,
        mark: row.mark,
        markedBy: row.markedBy,
        markedAt: row.markedAt === null ? null : new Date(row.markedAt).toISOString(),
      };
    });
  }

  /**
   * Closes the roll-call under its row lock: whoever is unmarked is counted absent and marked so,
   * then the hostel's staff are told of the absentees in one line, and each absentee's
   * guardians when the student consents. None is on leave: the list left them out.
   */
  async function close(account: SessionUser, id: string) {
    const scope = hostelScope(account);
    const by = { id: account._id, name: account.name };
    return db.transaction(async (tx) => {
      const locked = await lockRollCall(tx, id, scope);
      if (!locked) throw notFound();
      if (locked.closedAt !== null) throw closedError(locked.closedBy, locked.closedAt);
      const markedByClose = await markUnmarkedAbsent(tx, id, by);
      await setClosed(tx, id, by);
      const closed = await shown(tx, id, scope);
      const absent = await absentees(tx, id);
      await recordChange(tx, account, {
        action: 'rollcall.close',
        entityType: 'rollcall',
        entityId: id,
        label: `${rollCallPlace(closed)}, ${closed.night}`,
        after: { ...closed.counts, markedAbsentByClose: markedByClose },
      });
      if (absent.length > 0) {
        await notify(tx, { staffOf: locked.hostelId }, absenteesNotice(closed, absent));
      }
      for (const who of absent) {
        if (who.studentId === null) continue;
        await tellGuardians(tx, {
          actor: account,
          studentId: who.studentId,
          topic: 'rollCallAbsence',
          ...guardiansOfAbsence(closed, who),
        });
      }
      return closed;
    });
  }

  async function read(account: SessionUser, id: string): Promise<RollCall> {
    return shown(db, id, hostelScope(account));
  }

  async function list(
    account: SessionUser,
    query: Paging & { hostel: string },
  ): Promise<RollCallList> {
    const scope = hostelScope(account);
    const hostel = await findHostel(db, query.hostel, scope);
    if (!hostel) throw new AppError('NOT_FOUND', m.hostelNotFound);
    const { rows, total } = await rollCallPage(db, hostel.id, scope, pageWindow(query));
    return {
      success: true,
      data: rows.map(toSummary),
      pagination: pagination(query, { count: total }),
    };
  }

  async function studentHistory(
    account: SessionUser,
    studentId: string,
    query: Paging,
  ): Promise<StudentRollCallList> {
    const scope = hostelScope(account);
    if (!(await findStudent(db, studentId, scope))) {
      throw new AppError('NOT_FOUND', m.studentNotFound);
    }
    const { rows, total } = await studentHistoryPage(db, studentId, scope, pageWindow(query));
    return {
      success: true,
      data: rows.map((row) => ({
        rollCallId: row.rollCallId,
        night: row.night,
        hostelName: row.hostelName,
        floor: row.floor,
        roomNumber: row.roomNumber,
        mark: row.mark,
        closed: row.closedAt !== null,
      })),
      pagination: pagination(query, { count: total }),
    };
  }

  return { start, mark, close, read, list, studentHistory };
}

export type RollCallService = ReturnType<typeof createRollCallService>;
