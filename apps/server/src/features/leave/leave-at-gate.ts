import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Executor } from '../../core/db/database';
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

export const leaveAtGate = {
  covering: (tx: Executor, studentId: string, day: CalendarDay): Promise<GateLeave | null> =>
    approvedLeaveCovering(tx, studentId, day),
  stillApproved: (tx: Executor, leaveId: string): Promise<GateLeave | null> =>
    approvedLeave(tx, leaveId),
  taken: (tx: Executor, leaveId: string, at: Date) => setTakenAt(tx, leaveId, at),
  completed: (tx: Executor, leaveId: string, at: Date) => setReturnedAt(tx, leaveId, at),
};
