import { formatDay } from '@hms/shared/calendar-day';
import type { LinkActor } from '../../core/audit/record-change';
import type { Database } from '../../core/db/database';
import type { BackgroundJob } from '../../core/jobs/background-job';
import type { NotifyEach } from '../../core/notify/notify-each';
import type { TellGuardians } from '../guardians';
import { announceOverdueLeaveBatch } from './overdue-leave-queries';

const BATCH = 200;

/** Whom the audit trail names for what the watch tells guardians: no account of anyone's. */
const WATCH: LinkActor = { _id: null, role: 'system', name: 'Overdue leave watch' };

export type OverdueLeaveWatch = {
  db: Database;
  notifyEach: NotifyEach;
  tellGuardians: TellGuardians;
  timeZone: string;
};

/**
 * Tells of students still out after their leave ended (docs/product-rules.md#gate-movements):
 * the hostel's staff, and the guardians of each student who consented to hear of late returns,
 * in the transaction that marks the leaves told. Answers how many leaves it told of.
 */
export function announceOverdueLeave(watch: OverdueLeaveWatch, batch = BATCH): Promise<number> {
  return watch.db.transaction(async (tx) => {
    const told = await announceOverdueLeaveBatch(tx, watch.notifyEach, watch.timeZone, batch);
    for (const leave of told) {
      await watch.tellGuardians(tx, {
        actor: WATCH,
        studentId: leave.student_id,
        topic: 'lateReturn',
        subject: `${leave.student_name} has not come back to the hostel`,
        text: `${leave.student_name} (${leave.student_number}) was due back at the hostel by the end of their leave on ${formatDay(leave.to_day)}, and no return has been recorded at the gate.`,
      });
    }
    return told.length;
  });
}

/** The watch as a background job, beside the complaints' overdue watch and on its timer. */
export function overdueLeaveJob(watch: OverdueLeaveWatch, everyMs: number): BackgroundJob {
  return {
    name: 'overdue-leave-watch',
    everyMs,
    cron: '* * * * *',
    async run(stopping) {
      while (!stopping.aborted && (await announceOverdueLeave(watch)) === BATCH) {
        // A full batch: more may be waiting.
      }
    },
  };
}
