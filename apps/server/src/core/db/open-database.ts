import type { Config } from '../config/env';
import type { DatabaseHandle } from './database';
import { openPglite } from './engine/pglite/open-pglite';
import { openPostgres } from './engine/postgres/open-postgres';

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded database in `DATA_DIR`. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite(config.dataDir);
}
