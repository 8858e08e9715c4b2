import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import { migrationsFolder } from './migrations';
import { pgliteExtensions } from './pglite-extensions';
import { startPgliteMaintenance } from './pglite-maintenance';
import { withPreparedStatements } from './pglite-prepared-statements';
import * as schema from './schema';

/** Opens the embedded database in `dataDir` (or in memory when `dataDir` is undefined). */
export async function openPglite(
  dataDir: string | undefined,
  options: { maintenanceIntervalMs?: number } = {},
): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir: `${dataDir}/pgdata` } : {}),
      extensions: pgliteExtensions,
    });
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    // PostgreSQL plans a prepared statement again for its values on every run whenever it judges
    // such a custom plan cheaper than one plan for all values. It judged so for the room list,
    // whose page then took 2.0 ms instead of 1.25 ms. One plan per statement, made once; the data
    // of an office is small enough that no value needs a plan of its own (decision 013).
    await client.exec('set plan_cache_mode = force_generic_plan');
    // After migrating, so that no statement is prepared against tables a migration changes.
    const db = drizzle({ client: withPreparedStatements(client), schema }) as unknown as Database;
    // PGlite runs no autovacuum of its own (decision 015).
    const maintenance = startPgliteMaintenance(
      client,
      (error) => {
        console.error('Embedded database maintenance failed; the next pass will try again.', error);
      },
      options.maintenanceIntervalMs,
    );
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await maintenance.stop();
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
