import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import { migrationsFolder } from './migrations';
import * as schema from './schema';

/** Opens the embedded database in `dataDir` (or in memory when `dataDir` is undefined). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    const client = dataDir ? await PGlite.create(`${dataDir}/pgdata`) : await PGlite.create();
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
