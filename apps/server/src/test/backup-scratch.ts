import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../core/db/database';
import { openPglite } from '../core/db/engine/pglite/open-pglite';
import { openPostgres } from '../core/db/engine/postgres/open-postgres';
import type { BackupTarget } from '../operations/backup/backup-target';
import { databaseUrl } from './postgres-template';
import { testDatabaseUrl } from './test-database-url';

/**
 * A database of a backup test's own on the run's engine, reached as the server reaches it: a data
 * directory on disk, or a PostgreSQL database made and migrated as a server does on opening it.
 */
export type BackupScratch = {
  target: BackupTarget;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function backupScratch(dir: string, name: string): Promise<BackupScratch> {
  const dataDir = path.join(dir, name);
  if (!testDatabaseUrl) {
    return {
      target: { dataDir, databaseUrl: undefined },
      open: () => openPglite(dataDir),
      drop: async () => {},
    };
  }
  const serverUrl = testDatabaseUrl;
  // The run's prefix: the global teardown drops the database if the file never gets to.
  const database = `${inject('postgresRun')?.databasePrefix ?? 'hms_test_'}${name}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${database}`);
  const url = databaseUrl(serverUrl, database);
  return {
    target: { dataDir, databaseUrl: url },
    open: () => openPostgres(url, 2),
    drop: () => onServer(serverUrl, `drop database if exists ${database} with (force)`),
  };
}
