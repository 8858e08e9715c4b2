import { sql } from 'drizzle-orm';
import type { Database } from '../core/db/database';
import { selectRows } from '../core/db/raw-rows';

/** Every schema but PostgreSQL's own: the product's tables, the migrations' record, the job queue's. */
const productSchema = (column: string) =>
  sql.raw(`${column} not in ('pg_catalog', 'information_schema') and ${column} not like 'pg\\_%'`);

/**
 * What a database holds, for comparing two moments of it: each table's row count and a hash of
 * its rows, each sequence's position, and the definitions of columns, indexes, constraints,
 * triggers, functions and extensions. Tables and sequences are read from the catalog, so one
 * added by a later migration is compared without being named here.
 */
export type DatabaseFingerprint = { contents: Record<string, string>; definitions: string[] };

export async function fingerprintOf(db: Database): Promise<DatabaseFingerprint> {
  const relations = await selectRows<{ name: string; kind: string }>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as name, c.relkind::text as kind
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'm', 'S') and ${productSchema('n.nspname')}
           and not exists (select 1 from pg_depend d
                            where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
         order by 1`,
  );
  const contents: Record<string, string> = {};
  for (const { name, kind } of relations) {
    const [row] = await selectRows<{ state: string }>(
      db,
      kind === 'S'
        ? sql.raw(`select last_value || '/' || is_called as state from ${name}`)
        : sql.raw(
            `select count(*) || ' rows ' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as state from ${name} t`,
          ),
    );
    contents[name] = row?.state ?? '';
  }
  const definitions = await selectRows<{ d: string }>(
    db,
    sql`select d from (
          select format('column %I.%I.%I %s %s %s', table_schema, table_name, column_name,
                        data_type, is_nullable, column_default) as d
            from information_schema.columns where ${productSchema('table_schema')}
          union all
          select 'index ' || indexdef from pg_indexes where ${productSchema('schemaname')}
          union all
          select format('constraint %s %s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
            from pg_constraint c join pg_namespace n on n.oid = c.connamespace
           where ${productSchema('n.nspname')}
          union all
          select 'trigger ' || pg_get_triggerdef(t.oid)
            from pg_trigger t join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace
           where not t.tgisinternal and ${productSchema('n.nspname')}
          union all
          select 'function ' || pg_get_functiondef(p.oid)
            from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where p.prokind in ('f', 'p') and ${productSchema('n.nspname')}
             and not exists (select 1 from pg_depend d
                              where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
          union all
          select format('extension %s %s', extname, extversion) from pg_extension
        ) definitions order by d`,
  );
  return { contents, definitions: definitions.map((row) => row.d) };
}
