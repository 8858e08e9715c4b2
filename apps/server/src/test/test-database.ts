import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, DatabaseHandle } from '../core/db/database';
import { openPostgres } from '../core/db/engine/postgres/open-postgres';
import { withPreparedStatements } from '../core/db/engine/pglite/prepared-statements';
import { startThreadedPglite } from '../core/db/engine/pglite/threaded-pglite';
import * as schema from '../core/db/schema';
import { databaseUrl } from './postgres-template';
import { testDatabaseUrl } from './test-database-url';

export { testDatabaseUrl };

/**
 * A fresh database of the test file's own: a copy of the migrated PGlite template, or a copy of
 * the run's migrated template database on the PostgreSQL server of `TEST_DATABASE_URL`, dropped
 * again when closed. Both templates are made by global-setup.ts.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return testDatabaseUrl ? createPostgresDatabase(testDatabaseUrl) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  // On its own thread, as the server runs it (docs/decisions/017); no upkeep in a test's short life.
  const client = await startThreadedPglite(
    { templateFile: inject('pgliteTemplate'), maintenanceIntervalMs: null },
    (message) => {
      throw new Error(`maintenance ran in a test database: ${message}`);
    },
  );
  return {
    db: drizzle({ client: withPreparedStatements(client), schema }) as unknown as Database,
    kind: 'pglite',
    poolStats: () => ({ kind: 'pglite', pendingOnThread: client.pendingBatches }),
    close: () => client.close(),
  };
}

async function createPostgresDatabase(url: string): Promise<DatabaseHandle> {
  const run = inject('postgresRun');
  if (!run)
    throw new Error('No PostgreSQL template: the global setup did not see TEST_DATABASE_URL');
  const name = `${run.databasePrefix}${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${run.template}`);
  await admin.end();
  // Migrates as the server does on opening; the copy has every migration, so this finds none to run.
  const handle = await openPostgres(databaseUrl(url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
