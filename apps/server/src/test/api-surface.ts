import { sql } from 'drizzle-orm';
import type { Database } from '../core/db/database';
import { selectRows } from '../core/db/raw-rows';
import type { RouteEntry } from '../plugins/route-table';

/** 'METHOD /url', the way route tables in tests name a route. */
export type RouteKey = `${string} /${string}`;

/** The app's own routes as sorted 'METHOD /url' keys, so that a table in a test can be held to it. */
export function routeKeys(app: { routeTable: readonly RouteEntry[] }): string[] {
  return [...new Set(app.routeTable.map((route) => `${route.method} ${route.url}`))].sort();
}

/** Per table: its row count and the newest transaction that wrote one of its rows. */
export type Fingerprint = Record<string, { rows: number; newest: string }>;

/**
 * What every table of the schema holds, read from information_schema so that a table added later
 * is covered without touching the tests. Two equal fingerprints mean nothing was written: an
 * insert or update leaves a row version stamped with a newer transaction id (`xmin`) and a delete
 * lowers the count or the newest stamp, while a rolled-back write leaves no visible trace. Reading
 * the stamps is a plain scan; hashing each row's text was most of the access matrix's time.
 */
export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          -- The throttle's counts: a refused sign-in is recorded there by design.
          and table_name <> 'sign_in_failures'
        order by table_name`,
  );
  const perTable = tables.map(
    ({ name }) =>
      sql`select cast(${name} as text) as name, cast(count(*) as integer) as rows,
            coalesce(max(t.xmin::text::bigint), 0)::text as newest
          from ${sql.identifier(name)} t`,
  );
  const rows = await selectRows<{ name: string; rows: number; newest: string }>(
    db,
    sql.join(perTable, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, newest: row.newest }]));
}
