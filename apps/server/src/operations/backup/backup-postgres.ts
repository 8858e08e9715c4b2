import fs from 'node:fs';
import pg from 'pg';
import { BackupError } from './backup-error';
import { CLEAR_DATABASE_SQL } from './clear-database';
import { startTool, toolConnection, toolFailure } from './postgres-tools';
import { writeThenRename } from './write-then-rename';

/**
 * Writes the whole database, every schema (the product's tables, the migrations' record, the job
 * queue's), in pg_dump's custom format. pg_dump reads one snapshot, so servers may keep running.
 */
export async function backupPostgres(databaseUrl: string, file: string) {
  const { dbname, env } = toolConnection(databaseUrl);
  await writeThenRename(file, async (partial) => {
    const dump = startTool(
      'pg_dump',
      ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`],
      env,
      { stdin: 'ignore', stdout: 'ignore' },
    );
    const { code, stderr } = await dump.exited;
    if (code !== 0) throw new BackupError(toolFailure('pg_dump', stderr));
  });
  return { bytes: fs.statSync(file).size };
}

/** The archive's table of contents, read before anything is changed. */
async function tablesInArchive(file: string, env: NodeJS.ProcessEnv): Promise<number> {
  const list = startTool('pg_restore', ['--list', file], env, { stdin: 'ignore', stdout: 'pipe' });
  let toc = '';
  list.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    toc += chunk;
  });
  const { code, stderr } = await list.exited;
  if (code !== 0) {
    throw new BackupError(`${file} could not be read. ${toolFailure('pg_restore', stderr)}`);
  }
  if (!/ TABLE drizzle __drizzle_migrations /.test(toc)) {
    throw new BackupError(
      `${file} is a pg_dump archive, but not of this product's database: it has no record of the product's migrations. Nothing was changed.`,
    );
  }
  return toc.split('\n').filter((line) => / TABLE DATA /.test(line)).length;
}

/**
 * A restore replaces every table at once; a server still writing would have its changes lost or
 * mixed into the restored data, and its caches would disagree with it.
 */
async function refuseWhileConnected(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot connect to the database of DATABASE_URL: ${(error as Error).message}.`,
    );
  }
  try {
    const { rows } = await client.query<{ n: number; who: string | null }>(
      `select count(*)::int as n,
              string_agg(distinct coalesce(nullif(application_name, ''), client_addr::text, 'local'), ', ') as who
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend'`,
    );
    const open = rows[0];
    if (open && open.n > 0) {
      throw new BackupError(
        `${open.n} other connection${open.n === 1 ? ' is' : 's are'} open to this database (${open.who}). Stop every server using DATABASE_URL, then restore: a restore replaces every table, and a server's writes would be lost or mixed in. Nothing was changed.`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Replaces the database's contents with the archive's, in one transaction: psql is sent `begin`,
 * the statements that empty the database (clear-database.ts), the archive's statements as
 * pg_restore writes them, and `commit` only once pg_restore has written them all. Any error, or a
 * pg_restore that stops early, leaves the transaction uncommitted, and the database as it was.
 */
export async function restorePostgres(databaseUrl: string, file: string) {
  const { dbname, env } = toolConnection(databaseUrl);
  const tables = await tablesInArchive(file, env);
  await refuseWhileConnected(databaseUrl);

  const psql = startTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`],
    env,
    { stdin: 'pipe', stdout: 'ignore' },
  );
  const statements = psql.child.stdin;
  if (!statements) throw new Error('psql was started without its input');
  // psql stops reading at the first error; what is still being written to it is not needed.
  statements.on('error', () => {});
  statements.write(`begin;\n${CLEAR_DATABASE_SQL}\n`);
  const script = startTool('pg_restore', ['--no-owner', '--file=-', file], env, {
    stdin: 'ignore',
    stdout: 'pipe',
  });
  script.child.stdout?.pipe(statements, { end: false });
  const written = await script.exited.catch((error: unknown) => {
    statements.end();
    throw error;
  });
  // Restored rows are new to the planner and to the visibility map: analysed and vacuumed, the
  // first counts read the indexes alone, as they did before the backup (docs/decisions/053).
  statements.end(written.code === 0 ? 'commit;\nvacuum (analyze);\n' : undefined);
  const applied = await psql.exited;
  if (applied.code !== 0 || applied.stderr.includes('ERROR:')) {
    throw new BackupError(`${toolFailure('psql', applied.stderr)} Nothing was changed.`);
  }
  if (written.code !== 0) {
    throw new BackupError(`${toolFailure('pg_restore', written.stderr)} Nothing was changed.`);
  }
  return { tables };
}
