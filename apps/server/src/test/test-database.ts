import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, DatabaseHandle } from '../db/database';
import { openPostgres } from '../db/engine/postgres/open-postgres';
import { withPreparedStatements } from '../db/engine/pglite/prepared-statements';
import { startThreadedPglite } from '../db/engine/pglite/threaded-pglite';
import * as schema from '../db/schema';

/** The one place tests learn which database to run against. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A fresh database of the test file's own: a copy of the migrated PGlite template, or a new
 * database on the PostgreSQL server of `TEST_DATABASE_URL`, dropped again when closed.
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
    close: () => client.close(),
  };
}

async function createPostgresDatabase(url: string): Promise<DatabaseHandle> {
  const name = `hms_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString());
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
