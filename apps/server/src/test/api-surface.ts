import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { selectRows } from '../db/raw-rows';
import type { RouteEntry } from '../plugins/route-table';

/** 'METHOD /url', the way route tables in tests name a route. */
export type RouteKey = `${string} /${string}`;

/** The app's own routes as sorted 'METHOD /url' keys, so that a table in a test can be held to it. */
export function routeKeys(app: { routeTable: readonly RouteEntry[] }): string[] {
  return [...new Set(app.routeTable.map((route) => `${route.method} ${route.url}`))].sort();
}

/** Per table: its row count and an md5 over its rows in a fixed order. */
export type Fingerprint = Record<string, { rows: number; md5: string }>;

/**
 * What every table of the schema holds, read from information_schema so that a table added later
 * is covered without touching the tests. Two equal fingerprints mean nothing was written.
 */
export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const perTable = tables.map(
    ({ name }) =>
      sql`select cast(${name} as text) as name, cast(count(*) as integer) as rows,
            md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as md5
          from ${sql.identifier(name)} t`,
  );
  const rows = await selectRows<{ name: string; rows: number; md5: string }>(
    db,
    sql.join(perTable, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, md5: row.md5 }]));
}
