import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../../config/env';
import type { Database, DatabaseHandle } from '../../database';
import { migrationsFolder } from '../../migrations';
import { postgresSignals } from './postgres-signals';
import { PreparedStatementsClient } from './prepared-statements-client';
import * as schema from '../../schema';

/** Any fixed number works; it only has to be the same for every server migrating this database. */
export const MIGRATION_LOCK_KEY = 7_302_114;

/**
 * Opens a pool of `poolSize` connections and migrates. Each connection is a PostgreSQL process; a
 * pool larger than the database's cores can keep busy only makes them take turns (docs/decisions/027).
 */
export async function openPostgres(
  url: string,
  poolSize = DEFAULT_DATABASE_POOL_SIZE,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: PreparedStatementsClient,
  });
  let closing = false;
  // An idle connection can be cut by the server (restart, failover). The pool drops it and opens a
  // new one when needed; without a listener the error would end the process.
  pool.on('error', (error) => {
    if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  try {
    // Several servers may start at once against one database: only one migrates at a time.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const signals = postgresSignals(url, pool);
  return {
    db,
    kind: 'postgres',
    url,
    signals,
    poolStats: () => ({
      kind: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: async () => {
      closing = true;
      await signals.close();
      await pool.end();
    },
  };
}
