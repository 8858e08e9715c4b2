import type { Database } from '../../core/db/database';
import type { BackgroundJob } from '../../core/jobs/background-job';
import type { NotifyEach } from '../../core/notify/notify-each';
import { announceOverdueLeaveBatch } from './overdue-leave-queries';

const BATCH = 200;

/** Tells of students still out after their leave ended (docs/product-rules.md#gate-movements). */
export function announceOverdueLeave(
  db: Database,
  notifyEach: NotifyEach,
  timeZone: string,
  batch = BATCH,
): Promise<number> {
  return db.transaction((tx) => announceOverdueLeaveBatch(tx, notifyEach, timeZone, batch));
}

/** The watch as a background job, beside the complaints' overdue watch and on its timer. */
export function overdueLeaveJob(
  db: Database,
  notifyEach: NotifyEach,
  timeZone: string,
  everyMs: number,
): BackgroundJob {
  return {
    name: 'overdue-leave-watch',
    everyMs,
    cron: '* * * * *',
    async run(stopping) {
      while (
        !stopping.aborted &&
        (await announceOverdueLeave(db, notifyEach, timeZone)) === BATCH
      ) {
        // A full batch: more may be waiting.
      }
    },
  };
}
