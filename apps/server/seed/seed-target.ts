import { count } from 'drizzle-orm';
import { loadConfig } from '../src/core/config/env';
import { loadEnvFile } from '../src/core/config/env-file';
import type { Database } from '../src/core/db/database';
import { openDatabase } from '../src/core/db/open-database';
import { admins, complaints, hostels, rooms, students } from '../src/core/db/schema';

/** The database the server would use (DATABASE_URL, else the embedded one in DATA_DIR). */
export async function openSeedTarget() {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config);
  const where = config.databaseUrl
    ? `PostgreSQL (${new URL(config.databaseUrl).pathname.slice(1) || 'default database'})`
    : `the embedded database in ${config.dataDir}`;
  return { database, where };
}

/**
 * Seeding adds to nothing: a database that already holds accounts or records is refused, so a
 * seed can never mix made-up people into a real office's data.
 */
export async function assertEmpty(db: Database): Promise<void> {
  const tables = { admins, students, hostels, rooms, complaints };
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) {
      throw new Error(
        `The database already has data (${row?.n} ${name}). Seeding only fills an empty database; point DATA_DIR or DATABASE_URL at a new one.`,
      );
    }
  }
}
