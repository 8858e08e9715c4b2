import { CronExpressionParser } from 'cron-parser';

/** Backups are made at 02:00 in the college's time zone unless BACKUP_SCHEDULE says otherwise. */
export const DEFAULT_BACKUP_SCHEDULE = '0 2 * * *';

/**
 * BACKUP_SCHEDULE as a five-field cron expression, or undefined when it is neither one nor an
 * interval. An interval is written as the cron expression it equals, so that pg-boss, whose
 * schedules are cron expressions, runs it across servers as the in-process timers do alone: only
 * intervals that divide an hour or a day repeat evenly through it.
 */
export function backupCron(schedule: string): string | undefined {
  const interval = /^(\d+)([mh])$/.exec(schedule.trim());
  if (interval) {
    const n = Number(interval[1]);
    if (interval[2] === 'm' && n >= 1 && n < 60 && 60 % n === 0) return `*/${n} * * * *`;
    if (interval[2] === 'h' && n === 24) return '0 0 * * *';
    if (interval[2] === 'h' && n >= 1 && n < 24 && 24 % n === 0) return `0 */${n} * * *`;
    return undefined;
  }
  const fields = schedule.trim().split(/\s+/);
  // pg-boss reads five fields; a sixth would be seconds to cron-parser and years to others.
  if (fields.length !== 5) return undefined;
  try {
    CronExpressionParser.parse(fields.join(' '));
    return fields.join(' ');
  } catch {
    return undefined;
  }
}
