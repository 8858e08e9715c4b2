import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scheduledBackupJob, type BackupLog } from './scheduled-backups';
import { writeThenRename } from './write-then-rename';

/**
 * The scheduled backup's run, on a clock of the test's: when it backs up, what it names the file,
 * and what retention deletes. What the file holds is live-backup.test.ts's.
 */
let dir: string;
let now: Date;
let made: Parameters<BackupLog['made']>[0][];
let failed: string[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-scheduled-'));
  made = [];
  failed = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const writeSmall = async (file: string) => {
  await writeThenRename(file, (partial) => fs.writeFileSync(partial, 'a backup'));
  return { bytes: 8 };
};

function job(options: { keep?: number; atTicksOnly?: boolean; write?: typeof writeSmall } = {}) {
  return scheduledBackupJob({
    backup: { dir, cron: '0 2 * * *', keep: options.keep ?? 3 },
    timeZone: 'Asia/Kolkata',
    kind: 'pglite',
    atTicksOnly: options.atTicksOnly ?? false,
    write: options.write ?? writeSmall,
    log: { made: (m) => made.push(m), failed: (reason) => failed.push(reason) },
    now: () => now,
  });
}

const files = () => fs.readdirSync(dir).sort();
const signal = new AbortController().signal;

describe('the scheduled backup, on one server (the embedded database)', () => {
  it('backs up once per tick of the schedule, in TIME_ZONE, and keeps the newest BACKUP_KEEP', async () => {
    const backups = job({ keep: 3 });
    // 10:00 in Kolkata: the last 02:00 has passed with no backup made, so it makes one now.
    now = new Date('2026-03-10T04:30:00Z');
    const next = await backups.run(signal);
    expect(files()).toEqual(['hms-backup-2026-03-10T043000Z.tar.gz']);
    // 02:00 in Kolkata is 20:30 UTC the day before.
    expect(next).toEqual(new Date('2026-03-10T20:30:00Z'));
    expect(made).toEqual([
      expect.objectContaining({
        file: path.join(dir, 'hms-backup-2026-03-10T043000Z.tar.gz'),
        bytes: 8,
        deleted: [],
      }),
    ]);

    // Before the next tick: nothing to do.
    now = new Date('2026-03-10T20:29:59Z');
    expect(await backups.run(signal)).toEqual(new Date('2026-03-10T20:30:00Z'));
    expect(files()).toHaveLength(1);

    for (const day of [10, 11, 12, 13]) {
      now = new Date(`2026-03-${day}T20:30:00Z`);
      expect(await backups.run(signal)).toEqual(new Date(`2026-03-${day + 1}T20:30:00Z`));
    }
    expect(files()).toEqual([
      'hms-backup-2026-03-11T203000Z.tar.gz',
      'hms-backup-2026-03-12T203000Z.tar.gz',
      'hms-backup-2026-03-13T203000Z.tar.gz',
    ]);
    expect(made.map((m) => m.deleted)).toEqual([
      [],
      [],
      [],
      ['hms-backup-2026-03-10T043000Z.tar.gz'],
      ['hms-backup-2026-03-10T203000Z.tar.gz'],
    ]);
    expect(backups.status.lastMade).toEqual(expect.objectContaining({ bytes: 8 }));
    expect(failed).toEqual([]);
  });

  it('deletes only backups it named, never anything else in the folder', async () => {
    const others = [
      'notes.txt',
      'campus.tar.gz',
      'hms-backup-by-hand.tar.gz',
      'hms-backup-2026-01-01T000000Z.tar.gz.old',
      'hms-backup-2026-01-01T000000.dump',
      'unrelated.partial',
    ];
    for (const name of others) fs.writeFileSync(path.join(dir, name), 'kept');
    // A folder named as a backup is not one of its files.
    fs.mkdirSync(path.join(dir, 'hms-backup-2026-01-02T000000Z.dump'));
    // Its own: a backup over PostgreSQL before the office moved, and what a killed run left.
    fs.writeFileSync(path.join(dir, 'hms-backup-2026-01-03T000000Z.dump'), 'old');
    fs.writeFileSync(path.join(dir, 'hms-backup-2026-01-04T000000Z.tar.gz.partial'), 'half');
    fs.mkdirSync(path.join(dir, 'hms-backup-2026-01-04T000000Z.tar.gz.copying'));

    const backups = job({ keep: 1 });
    for (const day of [10, 11]) {
      now = new Date(`2026-03-${day}T20:30:00Z`);
      await backups.run(signal);
    }
    expect(files()).toEqual(
      [
        ...others,
        'hms-backup-2026-01-02T000000Z.dump',
        'hms-backup-2026-03-11T203000Z.tar.gz',
      ].sort(),
    );
    for (const name of others) expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe('kept');
  });

  it('leaves no file when a backup fails, says why, and tries again at its next look', async () => {
    now = new Date('2026-03-10T20:30:00Z');
    await job().run(signal);
    now = new Date('2026-03-11T20:30:00Z');
    const failing = job({
      write: (file) =>
        writeThenRename(file, (partial) => {
          fs.writeFileSync(partial, 'half a back');
          throw new Error('No space left on device');
        }).then(() => ({ bytes: 0 })),
    });
    expect(await failing.run(signal)).toEqual(new Date('2026-03-12T20:30:00Z'));
    expect(files()).toEqual(['hms-backup-2026-03-10T203000Z.tar.gz']);
    expect(failed).toEqual(['No space left on device']);
    expect(failing.status.lastFailed).toEqual({
      at: now.getTime(),
      reason: 'No space left on device',
    });
    expect(failing.status.lastMade).toBeUndefined();

    // Still due: the next look, within the hour, makes it.
    now = new Date('2026-03-11T21:30:00Z');
    await job().run(signal);
    expect(files()).toEqual([
      'hms-backup-2026-03-10T203000Z.tar.gz',
      'hms-backup-2026-03-11T213000Z.tar.gz',
    ]);
  });
});

describe('the scheduled backup over pg-boss', () => {
  it('backs up on every run, each being one tick given to one server, and names no next run', async () => {
    const backups = job({ atTicksOnly: true });
    expect(backups.onlyAtTicks).toBe(true);
    expect(backups.cron).toBe('0 2 * * *');
    expect(backups.timeZone).toBe('Asia/Kolkata');
    now = new Date('2026-03-10T20:30:00Z');
    expect(await backups.run(signal)).toBeUndefined();
    now = new Date('2026-03-10T20:30:01Z');
    expect(await backups.run(signal)).toBeUndefined();
    expect(files()).toHaveLength(2);
  });
});
