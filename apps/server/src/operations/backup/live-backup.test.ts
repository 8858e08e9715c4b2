import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { backupScratch, type BackupScratch } from '../../test/backup-scratch';
import { fingerprintOf } from '../../test/database-fingerprint';
import { registerAdmin, registerStudent } from '../../test/factories';
import { testConfig, type TestApp } from '../../test/test-app';
import { testDatabaseUrl } from '../../test/test-database-url';
import { restoreDatabase } from './backup-target';
import { backupWriter } from './scheduled-backups';

/**
 * The backup a running server makes of its own database (docs/decisions/061): on the embedded
 * database its thread's copy of the files, over PostgreSQL pg_dump. Each backup is restored into
 * a second database and read there.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-live-backup-'));
const ext = testDatabaseUrl ? 'dump' : 'tar.gz';
let source: BackupScratch;
let restored: BackupScratch;
let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  source = await backupScratch(dir, 'source');
  restored = await backupScratch(dir, 'restored');
  database = await source.open();
  app = Object.assign(
    await buildApp({ config: testConfig({ dataDir: source.target.dataDir }), database }),
    { db: database.db },
  );
  await app.ready();
  await registerAdmin(app);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await source?.drop();
  await restored?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Restores `file` into the second database and hands it to `read` while open. */
async function readRestored<T>(file: string, read: (db: DatabaseHandle['db']) => Promise<T>) {
  await restoreDatabase(restored.target, file);
  const opened = await restored.open();
  try {
    return await read(opened.db);
  } finally {
    await opened.close();
  }
}

const migrations = (db: DatabaseHandle['db']) =>
  selectRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`);

describe(`a backup made while the server runs (${testDatabaseUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores to the same database as it was when backed up', async () => {
    const before = await fingerprintOf(app.db);
    const file = path.join(dir, `quiet.${ext}`);
    await backupWriter(database)(file);
    expect(await fingerprintOf(app.db)).toEqual(before);
    expect(await readRestored(file, fingerprintOf)).toEqual(before);
  });

  it('holds each sign-up made during it whole or not at all, every one answered before it, none begun after it', async () => {
    type Write = { email: string; sent: number; answered?: number };
    const writes: Write[] = [];
    const signUp = async (email: string) => {
      const write: Write = { email, sent: performance.now() };
      writes.push(write);
      await registerStudent(app, { email });
      write.answered = performance.now();
    };
    const lanes = [1, 2, 3].map(async (lane) => {
      for (let i = 0; i < 12; i += 1) await signUp(`live-${lane}-${i}@college.edu`);
    });
    while (writes.filter((w) => w.answered).length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const file = path.join(dir, `busy.${ext}`);
    const called = performance.now();
    await backupWriter(database)(file);
    const returned = performance.now();
    for (let i = 0; i < 3; i += 1) await signUp(`after-${i}@college.edu`);
    await Promise.all(lanes);

    const sourceMigrations = await migrations(app.db);
    const found = await readRestored(file, async (db) => ({
      students: await selectRows<{ email: string; audited: boolean }>(
        db,
        sql`select s.email, exists (select 1 from audit_entries a
                                     where a.entity_id = s.id and a.action = 'student.register') as audited
              from students s`,
      ),
      orphans: await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from audit_entries a
             where a.action = 'student.register'
               and not exists (select 1 from students s where s.id = a.entity_id)`,
      ),
      migrations: await migrations(db),
    }));

    const inBackup = new Set(found.students.map((s) => s.email));
    // A sign-up is its student and its audit entry, written in one transaction.
    expect(found.students.every((s) => s.audited)).toBe(true);
    expect(found.orphans[0]?.n).toBe(0);
    const answeredBefore = writes.filter((w) => w.answered !== undefined && w.answered < called);
    const begunAfter = writes.filter((w) => w.sent > returned);
    expect(answeredBefore.length).toBeGreaterThanOrEqual(6);
    expect(begunAfter.length).toBeGreaterThanOrEqual(3);
    for (const w of answeredBefore) expect(inBackup.has(w.email), w.email).toBe(true);
    for (const w of begunAfter) expect(inBackup.has(w.email), w.email).toBe(false);
    expect(found.migrations).toEqual(sourceMigrations);
  }, 120_000);

  it.skipIf(testDatabaseUrl)(
    'copies the embedded database only once a transaction open on it has ended',
    async () => {
      await app.db.execute(sql`create table backup_probe (n int primary key)`);
      let copied = false;
      const file = path.join(dir, `in-transaction.${ext}`);
      let backup: Promise<unknown> | undefined;
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`insert into backup_probe values (1)`);
        backup = backupWriter(database)(file).then(() => (copied = true));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(copied).toBe(false);
        await tx.execute(sql`insert into backup_probe values (2)`);
      });
      await backup;
      expect(copied).toBe(true);
      const probe = await readRestored(file, (db) =>
        selectRows<{ n: number }>(db, sql`select n from backup_probe order by n`),
      );
      expect(probe.map((row) => row.n)).toEqual([1, 2]);
    },
  );
});
