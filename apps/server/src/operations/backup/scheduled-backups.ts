import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CronExpressionParser } from 'cron-parser';
import type { Config } from '../../core/config/env';
import type { DatabaseHandle } from '../../core/db/database';
import type { BackgroundJob } from '../../core/jobs/background-job';
import { BackupError } from './backup-error';
import { backupFileName, clearUnfinished, ownBackups, pruneBackups } from './backup-files';
import { backupPostgres } from './backup-postgres';
import { backupRunningPglite } from './backup-running-pglite';

/** Alone, the job looks this often whether a backup is due, so a changed clock is noticed. */
const LOOK_EVERY_MS = 60 * 60_000;

/** This server's scheduled backups so far, for /api/metrics; times as epoch milliseconds. */
export type BackupStatus = {
  lastMade?: { at: number; bytes: number; seconds: number };
  lastFailed?: { at: number; reason: string };
};

export type BackupLog = {
  made: (made: {
    file: string;
    bytes: number;
    seconds: number;
    heldSeconds?: number;
    deleted: string[];
  }) => void;
  failed: (reason: string) => void;
};

type Writer = (file: string) => Promise<{ bytes: number; heldSeconds?: number }>;

/**
 * Over PostgreSQL pg_dump, servers running; on the embedded database the server's own thread
 * copies its files (backup-running-pglite.ts), since no other process may open them.
 */
export function backupWriter(database: DatabaseHandle): Writer {
  const { url, copyFiles } = database;
  if (url) return (file) => backupPostgres(url, file);
  if (copyFiles) return (file) => backupRunningPglite(copyFiles, file);
  return async () => {
    throw new BackupError('The embedded database is in memory: there are no files to back up.');
  };
}

function ticks(cron: string, timeZone: string, now: Date) {
  return CronExpressionParser.parse(cron, { tz: timeZone, currentDate: now });
}

/**
 * The scheduled backup (docs/decisions/061): a file named for when it was begun
 * (backup-files.ts) written into `dir` through a `.partial` file, then the oldest of its own
 * beyond `keep` deleted. Over pg-boss (`atTicksOnly`) each tick of `cron` is one run on one
 * server, which backs up. Alone, a run backs up when a tick has passed since the newest backup in
 * `dir`, so one missed while the server was stopped is made when it starts.
 */
export function scheduledBackupJob(options: {
  backup: NonNullable<Config['backup']>;
  timeZone: string;
  kind: DatabaseHandle['kind'];
  atTicksOnly: boolean;
  write: Writer;
  log: BackupLog;
  now?: () => Date;
}): BackgroundJob & { status: BackupStatus } {
  const { backup, timeZone, kind, atTicksOnly, write, log } = options;
  const now = options.now ?? (() => new Date());
  const status: BackupStatus = {};

  async function backUp(at: Date) {
    const started = performance.now();
    try {
      fs.mkdirSync(backup.dir, { recursive: true });
      clearUnfinished(backup.dir);
      const file = path.join(backup.dir, backupFileName(at, kind));
      // Renaming the finished `.partial` file would replace it.
      if (fs.existsSync(file)) throw new BackupError(`${file} already exists.`);
      const written = await write(file);
      const seconds = (performance.now() - started) / 1000;
      status.lastMade = { at: now().getTime(), bytes: written.bytes, seconds };
      const deleted = pruneBackups(backup.dir, backup.keep);
      log.made({ file, ...written, seconds, deleted });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      status.lastFailed = { at: now().getTime(), reason };
      log.failed(reason);
    }
  }

  return {
    name: 'backup',
    everyMs: LOOK_EVERY_MS,
    cron: backup.cron,
    timeZone,
    onlyAtTicks: true,
    status,
    run: async () => {
      const at = now();
      if (!atTicksOnly) {
        const newest = ownBackups(backup.dir).at(-1);
        // A tick at this very millisecond has passed: `prev` answers ticks before the moment.
        const lastTick = ticks(backup.cron, timeZone, new Date(at.getTime() + 1))
          .prev()
          .toDate();
        if (newest && newest.at >= lastTick)
          return ticks(backup.cron, timeZone, at).next().toDate();
      }
      await backUp(at);
      return atTicksOnly ? undefined : ticks(backup.cron, timeZone, now()).next().toDate();
    },
  };
}
