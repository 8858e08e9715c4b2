import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { openPglite } from '../../core/db/engine/pglite/open-pglite';
import { openPostgres } from '../../core/db/engine/postgres/open-postgres';
import { PG_BOSS_SCHEMA } from '../../core/jobs/pg-boss-jobs';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseUrl } from '../../test/test-database';
import { ownBackups } from './backup-files';

/**
 * The scheduled backup as the app runs it among its background jobs (docs/decisions/061): on its
 * timers on the embedded database, on pg-boss over PostgreSQL.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-scheduled-app-'));
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closing.length) await closing.pop()?.();
});

async function serverOn(database: DatabaseHandle, name: string, keep = 2): Promise<App> {
  const app = await buildApp({
    config: testConfig({
      dataDir: path.join(dir, name),
      backgroundJobs: true,
      backup: { dir: path.join(dir, `${name}-backups`), cron: '0 2 * * *', keep },
    }),
    database,
  });
  closing.push(() => app.close());
  await app.ready();
  return app;
}

describe.skipIf(testDatabaseUrl)('scheduled backups on the embedded database', () => {
  it('backs up the running server when a tick has passed, keeps BACKUP_KEEP, and shows it in the metrics', async () => {
    const backups = path.join(dir, 'alone-backups');
    fs.mkdirSync(backups, { recursive: true });
    for (const old of ['2026-01-01T000000Z', '2026-01-02T000000Z']) {
      fs.writeFileSync(path.join(backups, `hms-backup-${old}.tar.gz`), 'old');
    }
    fs.writeFileSync(path.join(backups, 'notes.txt'), 'kept');
    const app = await serverOn(await openPglite(path.join(dir, 'alone')), 'alone');

    await expect
      .poll(() => ownBackups(backups).map((b) => b.name.slice(11, 21)), { timeout: 60_000 })
      .toEqual(['2026-01-02', new Date().toISOString().slice(0, 10)]);
    expect(fs.readFileSync(path.join(backups, 'notes.txt'), 'utf8')).toBe('kept');
    expect(fs.readdirSync(backups).filter((name) => /partial|copying/.test(name))).toEqual([]);

    const metrics = await app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).toMatch(/^hms_backup_last_made_timestamp_seconds \d+/m);
    expect(metrics.body).toMatch(/^hms_backup_last_made_bytes \d+/m);
    expect(metrics.body).toMatch(/^hms_backup_last_failed_timestamp_seconds 0$/m);
  }, 90_000);
});

describe.skipIf(!testDatabaseUrl)('scheduled backups over PostgreSQL', () => {
  it('are made by one server of several at each tick, never on a server starting', async () => {
    const first = await createTestDatabase();
    const url = first.url!;
    const second = await openPostgres(url, 2);
    // Closed in reverse: the second server first, then the first, whose database then goes.
    await serverOn(first, 'one');
    await serverOn(second, 'two');
    const made = () =>
      ['one', 'two'].flatMap((name) => ownBackups(path.join(dir, `${name}-backups`)));

    const [schedule] = await selectRows<{ cron: string; timezone: string }>(
      first.db,
      sql.raw(`select cron, timezone from ${PG_BOSS_SCHEMA}.schedule where name = 'backup'`),
    );
    expect(schedule).toEqual({ cron: '0 2 * * *', timezone: 'Asia/Kolkata' });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(made()).toEqual([]);

    // What pg-boss does at a tick of the schedule.
    const boss = new PgBoss({ connectionString: url, schema: PG_BOSS_SCHEMA, max: 1 });
    await boss.start();
    try {
      await boss.send('backup', {});
    } finally {
      await boss.stop({ graceful: false });
    }
    await expect.poll(made, { timeout: 30_000 }).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(made()).toHaveLength(1);
    expect(made()[0]?.name).toMatch(/\.dump$/);
  }, 90_000);
});
