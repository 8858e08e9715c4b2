import { sql, type SQL } from 'drizzle-orm';

/** A list of texts as a PostgreSQL text array, for set-based seeding. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

// Postgres arrays are 1-based: element (n mod len) + 1 of an array cycles through it.
export const pick = (array: SQL, n: SQL) => sql`(${array})[(${n}) % cardinality(${array}) + 1]`;
