import type { Database } from '../../core/db/database';
import type { BackgroundJob } from '../../core/jobs/background-job';
import type { NotifyEach } from '../../core/notify/notify-each';
import { announceOverdueBatch } from './overdue-queries';

/** Complaints announced by one transaction; more wait for the next pass, a moment later. */
const OVERDUE_BATCH = 200;

/**
 * Announces the complaints that went past their due time while still Open or In Progress
 * (docs/product-rules.md#notifications), each once, to the staff of its author's hostel (every
 * administrator and that hostel's wardens) and to whoever it is assigned to. One transaction marks
 * a batch `overdue_notified_at` and writes their notifications: the marked rows stay locked until
 * it commits, and another server's watch skips them (SKIP LOCKED) and, once they are committed,
 * no longer finds them, so several servers over one database announce each complaint once.
 * Answers how many complaints it announced.
 */
export async function announceOverdue(
  db: Database,
  notifyEach: NotifyEach,
  batch = OVERDUE_BATCH,
): Promise<number> {
  return db.transaction((tx) => announceOverdueBatch(tx, notifyEach, batch));
}

/**
 * The watch as a background job: each run announces batch after batch until none is full, on a
 * timer of `everyMs` in one process or each minute across servers.
 */
export function overdueJob(db: Database, notifyEach: NotifyEach, everyMs: number): BackgroundJob {
  return {
    name: 'overdue-watch',
    everyMs,
    cron: '* * * * *',
    async run(stopping) {
      while (!stopping.aborted && (await announceOverdue(db, notifyEach)) === OVERDUE_BATCH) {
        // A full batch: more may be waiting.
      }
    },
  };
}
