import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('BACKUP_DIR, BACKUP_SCHEDULE and BACKUP_KEEP', () => {
  it('make no scheduled backups unless BACKUP_DIR is set', () => {
    expect(loadConfig({}).backup).toBeNull();
    expect(loadConfig({ BACKUP_DIR: '', BACKUP_SCHEDULE: '6h' }).backup).toBeNull();
  });

  it('back up at 02:00 each day and keep 14 unless told otherwise', () => {
    expect(loadConfig({ BACKUP_DIR: 'backups' }).backup).toEqual({
      dir: path.resolve('backups'),
      cron: '0 2 * * *',
      keep: 14,
    });
  });

  it.each([
    ['30 1 * * 1-5', '30 1 * * 1-5'],
    [' 0  3 * * * ', '0 3 * * *'],
    ['15m', '*/15 * * * *'],
    ['1m', '*/1 * * * *'],
    ['6h', '0 */6 * * *'],
    ['24h', '0 0 * * *'],
  ])('reads the schedule %j as the cron expression %j', (schedule, cron) => {
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_SCHEDULE: schedule }).backup?.cron).toBe(cron);
  });

  it.each(['7m', '60m', '5h', '48h', '0m', 'daily', '0 2 * *', '0 0 2 * * *', '61 2 * * *'])(
    'refuses the schedule %j with a sentence naming the variable and what it accepts',
    (schedule) => {
      expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_SCHEDULE: schedule })).toThrow(
        'Invalid configuration: BACKUP_SCHEDULE accepts a cron expression of five fields (minute hour day-of-month month day-of-week, such as 0 2 * * * for 02:00 each day, in TIME_ZONE) or an interval: minutes that divide an hour (5m, 15m, 30m) or hours that divide a day (1h, 6h, 12h, 24h).',
      );
    },
  );

  it('keeps as many backups as BACKUP_KEEP says', () => {
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '3' }).backup?.keep).toBe(3);
  });

  it.each(['0', '1001', '2.5', 'all', '-1'])(
    'refuses BACKUP_KEEP=%j with a sentence naming the variable and what it accepts',
    (keep) => {
      expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: keep })).toThrow(
        'Invalid configuration: BACKUP_KEEP accepts a whole number of backups to keep, from 1 to 1000.',
      );
    },
  );
});
