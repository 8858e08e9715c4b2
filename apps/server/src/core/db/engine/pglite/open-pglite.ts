import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from '../../database';
import { withPreparedStatements } from './prepared-statements';
import * as schema from '../../schema';
import { startThreadedPglite } from './threaded-pglite';

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
    // The database runs on a thread of its own (docs/decisions/017), which also looks after its tables
    // (docs/decisions/015).
    const client = await startThreadedPglite(
      {
        ...(dataDir ? { dataDir: `${dataDir}/pgdata` } : {}),
        maintenanceIntervalMs: options.maintenanceIntervalMs,
      },
      (message) => {
        console.error(
          'Embedded database maintenance failed; the next pass will try again.',
          message,
        );
      },
    );
    const db = drizzle({ client: withPreparedStatements(client), schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      poolStats: () => ({ kind: 'pglite', pendingOnThread: client.pendingBatches }),
      ...(dataDir ? { copyFiles: (to: string) => client.copyFiles(to) } : {}),
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
