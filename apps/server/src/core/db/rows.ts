import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';

/**
 * The row types of repositories come from the schema, never written by hand
 * (docs/decisions/058-one-way-to-write-a-repository.md): a table's whole row, `Pick<>` of it, the
 * query builder's own result, or, for a hand-written statement, `RawRow` of the columns
 * `columnsOf` selects.
 */

/** A table's row as the query builder reads it: named by its schema keys, timestamps as Dates. */
export type RowOf<T extends Table> = T['$inferSelect'];

/** Both drivers leave a hand-written statement's timestamps as the database's text. */
type AsRead<Value> = Value extends Date ? string : Value;

/** Columns `Key` of a table's row as a hand-written statement selects them through `columnsOf`. */
export type RawRow<T extends Table, Key extends keyof RowOf<T>> = {
  [K in Key]: AsRead<RowOf<T>[K]>;
};

/**
 * The select list of a hand-written statement for the columns `keys` of `table`, under `alias`
 * when the statement names the table so, each named by its schema key (`expires_at as
 * "expiresAt"`). The statement's SQL and its row type (`RawRow`) are then read from the same
 * schema, and a column renamed or dropped there fails the typecheck here.
 */
export function columnsOf<T extends Table, Key extends keyof RowOf<T> & string>(
  table: T,
  keys: readonly Key[],
  alias?: string,
): SQL {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  const prefix = alias === undefined ? sql`` : sql`${sql.identifier(alias)}.`;
  return sql.join(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key}`);
      return sql`${prefix}${sql.identifier(column.name)} as ${sql.identifier(key)}`;
    }),
    sql`, `,
  );
}
