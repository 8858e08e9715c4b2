import pg from 'pg';
import { openPostgres } from '../core/db/engine/postgres/open-postgres';

/**
 * The databases of one test run on a PostgreSQL server: the migrated template every test file
 * copies, and the prefix of each copy's name. Each run has names of its own, so two runs against
 * the same server (two checkouts, two engineers) never touch each other's databases.
 */
export type PostgresRun = { template: string; databasePrefix: string };

/** `serverUrl` with its path naming the database `name` instead. */
export function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates and migrates this run's template. Every server test file wants a migrated database of
 * its own, and PostgreSQL copies a migrated one in less than half the time it takes to create one
 * and run every migration in it. `drop()` removes the template and any copy a test file left
 * behind (one that failed before its cleanup ran).
 */
export async function createPostgresTemplate(serverUrl: string) {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const run: PostgresRun = { template: `hms_tpl_${tag}`, databasePrefix: `hms_test_${tag}_` };
  const drop = () =>
    onServer(serverUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname = $1 or starts_with(datname, $2)',
        [run.template, run.databasePrefix],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    });

  await onServer(serverUrl, (client) => client.query(`create database ${run.template}`));
  try {
    // The server's own way of migrating. Its pool is closed at once: PostgreSQL copies a
    // database only while no one else is connected to it.
    const handle = await openPostgres(databaseUrl(serverUrl, run.template), 1);
    await handle.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { run, drop };
}
