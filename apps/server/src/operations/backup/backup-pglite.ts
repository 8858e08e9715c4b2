import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { lockDataDir } from '../../core/db/engine/pglite/data-dir-lock';
import { pgliteExtensions } from '../../core/db/engine/pglite/extensions';
import { BackupError } from './backup-error';
import { writeThenRename } from './write-then-rename';

const PGDATA = 'pgdata';
/** Where a restore unpacks the backup: beside `pgdata`, so putting it in place is a rename. */
const STAGING = 'pgdata.restoring';
/** The database a restore replaces, between the two renames that swap it out. */
const REPLACED = 'pgdata.replaced';
const LOCK_FILE = 'server.pid';

/**
 * Takes the server's own lock (data-dir-lock.ts): PGlite has none, and a second process on the
 * directory would lose writes, or copy a database in the middle of them.
 */
function lockFor(dataDir: string, doing: string, instead = ''): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    let holder = '';
    try {
      holder = fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim();
    } catch {
      // No pid file: the lock failed for another reason, told below.
    }
    if (holder) {
      throw new BackupError(
        `A server (pid ${holder}) is running on the embedded database in ${dataDir}. Stop it before ${doing}: only one process may open the database at a time.${instead}`,
      );
    }
    throw new BackupError(`Cannot lock ${dataDir}: ${(error as Error).message}`);
  }
}

/**
 * Writes a gzip-compressed tar archive of `DATA_DIR/pgdata` to `file`, streamed from the closed
 * directory's files: PGlite's own `dumpDataDir` holds the whole archive in memory, gigabytes at
 * campus scale (docs/decisions/050).
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  const pgdata = path.join(dataDir, PGDATA);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} to back up. Is DATA_DIR set as it is for the server?`,
    );
  }
  const release = lockFor(
    dataDir,
    'backing it up',
    ' To back it up while it runs, set BACKUP_DIR for the server: it then backs itself up on a schedule (docs/operations.md, Backup and restore).',
  );
  try {
    // Everything written out to the tables' files and the database shut down cleanly, so the
    // copy opens without replaying the write-ahead log; the lock keeps it closed while copied.
    const client = await PGlite.create({ dataDir: pgdata, extensions: pgliteExtensions });
    try {
      await client.exec('checkpoint');
    } finally {
      await client.close();
    }
    await writeThenRename(file, (partial) =>
      tar.create({ gzip: true, cwd: pgdata, file: partial, portable: true }, ['.']),
    );
    return { bytes: fs.statSync(file).size };
  } finally {
    release();
  }
}

/**
 * Replaces `DATA_DIR/pgdata` with the database in `file`. The backup is unpacked into a directory
 * of its own and opened there first; the current database is swapped out only once that worked.
 */
export async function restorePglite(dataDir: string, file: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockFor(dataDir, 'restoring into it');
  const staging = path.join(dataDir, STAGING);
  try {
    // A restore that stopped half-way leaves its directory behind.
    fs.rmSync(staging, { recursive: true, force: true });
    const restored = await unpackAndOpen(file, staging);
    swapIn(dataDir, staging);
    return restored;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Unpacks and opens the backup in `staging`; answers what it holds, for the command to report. */
async function unpackAndOpen(file: string, staging: string) {
  let client: PGlite | undefined;
  try {
    fs.mkdirSync(staging, { recursive: true });
    // Streamed from the file to the directory; only then is it opened as a database.
    await tar.extract({ file, cwd: staging, strict: true });
    client = await PGlite.create({ dataDir: staging, extensions: pgliteExtensions });
    const { rows } = await client.query<{ tables: number; migrations: string | null }>(
      `select (select count(*)::int from pg_tables
                where schemaname not in ('pg_catalog', 'information_schema')) as tables,
              to_regclass('drizzle.__drizzle_migrations')::text as migrations`,
    );
    const found = rows[0];
    if (!found?.migrations) {
      throw new BackupError(
        `${file} holds a database, but not this product's: it has no record of the product's migrations. Nothing was changed.`,
      );
    }
    const counted = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return { tables: found.tables, migrations: counted.rows[0]?.n ?? 0 };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} could not be opened as an embedded database (${(error as Error).message}). Nothing was changed.`,
    );
  } finally {
    await client?.close();
  }
}

/** Two renames on one file system; the replaced database is deleted only once both are done. */
function swapIn(dataDir: string, staging: string) {
  const current = path.join(dataDir, PGDATA);
  const replaced = path.join(dataDir, REPLACED);
  fs.rmSync(replaced, { recursive: true, force: true });
  const hadOne = fs.existsSync(current);
  if (hadOne) fs.renameSync(current, replaced);
  try {
    fs.renameSync(staging, current);
  } catch (error) {
    if (hadOne) fs.renameSync(replaced, current);
    throw error;
  }
  fs.rmSync(replaced, { recursive: true, force: true });
}
