/**
 * Run in the restore's transaction before the backup's own statements: it empties the database,
 * so the backup's schemas, tables and extensions come back exactly, and nothing made since the
 * backup (a later migration's table, a job queue's partitions) is left beside them.
 * `pg_restore --clean` drops only what the backup holds, and cannot drop pg-boss's partitioned
 * tables (a partition's inherited constraint refuses to be dropped on its own).
 *
 * `public` is made again with the owner and grants it had: the backup does not hold a `public`
 * schema left as PostgreSQL makes it, and expects one to be there.
 */
export const CLEAR_DATABASE_SQL = `
set client_min_messages = warning;
do $clear$
declare
  public_owner text;
  public_grants text[];
  grant_statement text;
  schema_name name;
begin
  select n.nspowner::regrole::text,
         coalesce(
           array_agg(format('grant %s on schema public to %s', a.privilege_type,
             case when a.grantee = 0 then 'public' else a.grantee::regrole::text end))
             filter (where a.grantee is not null and a.grantee <> n.nspowner),
           '{}')
    into public_owner, public_grants
    from pg_namespace n
    left join lateral aclexplode(n.nspacl) a on true
   where n.nspname = 'public'
   group by n.nspowner;
  for schema_name in
    select nspname from pg_namespace
     where nspname not in ('pg_catalog', 'information_schema')
       and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp\\_%'
  loop
    execute format('drop schema %I cascade', schema_name);
  end loop;
  execute 'create schema public' ||
    case when public_owner is null then '' else ' authorization ' || public_owner end;
  foreach grant_statement in array coalesce(public_grants, '{}') loop
    execute grant_statement;
  end loop;
end
$clear$;
`;
