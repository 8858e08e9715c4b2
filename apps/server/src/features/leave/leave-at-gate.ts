import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Actor } from '../../core/audit/record-change';
import type { Executor } from '../../core/db/database';
import { recountMessCuts } from '../fees';
import {
  approvedLeave,
  approvedLeaveCovering,
  setReturnedAt,
  setTakenAt,
} from './leave-gate-repository';

/**
 * What the gate asks of leave (docs/product-rules.md#gate-movements), in the scan's transaction:
 * the approved leave a student goes out on, and marking it taken when they go and completed when
 * they come back. Only the first "out" and the first "in" of a leave count.
 */
export type GateLeave = { id: string; fromDay: CalendarDay; toDay: CalendarDay };

/** Who scanned, and the college's day and time zone, for the mess cut's recount. */
export type GateRecount = { actor: Actor; today: CalendarDay; timeZone: string };

export const leaveAtGate = {
  covering: (tx: Executor, studentId: string, day: CalendarDay): Promise<GateLeave | null> =>
    approvedLeaveCovering(tx, studentId, day),
  stillApproved: (tx: Executor, leaveId: string): Promise<GateLeave | null> =>
    approvedLeave(tx, leaveId),
  /** Marks the leave taken, and recounts its mess cut from the day the student went. */
  async taken(tx: Executor, leaveId: string, at: Date, by: GateRecount) {
    await setTakenAt(tx, leaveId, at);
    await recountMessCuts(tx, by.actor, [leaveId], by);
  },
  /** Marks the leave completed, and recounts its mess cut to the days actually away. */
  async completed(tx: Executor, leaveId: string, at: Date, by: GateRecount) {
    await setReturnedAt(tx, leaveId, at);
    await recountMessCuts(tx, by.actor, [leaveId], by);
  },
};
