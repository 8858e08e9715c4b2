import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { signInFailures } from '../../core/db/schema';

/**
 * How long, in milliseconds, until the busiest of `keys` may try again: the time its `limit`-th
 * newest failure within the window leaves it. 0 when every key is under its limit. The database's
 * clock decides, so every server counts alike. Hand-written: one statement over every key, each
 * read along the failures' index by a lateral subquery.
 */
export async function waitMs(
  db: Executor,
  scope: string,
  windowMs: number,
  keys: readonly { key: string; limit: number }[],
): Promise<number> {
  const window = sql`(${windowMs}::int * interval '1 millisecond')`;
  const wanted = sql.join(
    keys.map((k) => sql`(${k.key}::text, ${k.limit}::int)`),
    sql`, `,
  );
  const [row] = await selectRows<{ waitMs: number | string | null }>(
    db,
    sql`
    select max(extract(epoch from (counted.failed_at + ${window} - now())) * 1000) as "waitMs"
    from (values ${wanted}) as k(key, lim)
    cross join lateral (
      select f.failed_at from sign_in_failures f
      where f.scope = ${scope} and f.key = k.key and f.failed_at > now() - ${window}
      order by f.failed_at desc
      offset k.lim - 1 limit 1
    ) counted`,
  );
  return Math.max(0, Math.ceil(Number(row?.waitMs ?? 0)));
}

export async function insertFailures(db: Executor, scope: string, keys: readonly string[]) {
  await db.insert(signInFailures).values(keys.map((key) => ({ scope, key })));
}

export async function deleteFailures(db: Executor, scope: string, key: string) {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.scope, scope), eq(signInFailures.key, key)));
}

/** Forgets failures older than `olderThanMs`; answers how many. */
export async function sweepFailures(db: Executor, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(
      lt(signInFailures.failedAt, sql`now() - (${olderThanMs}::int * interval '1 millisecond')`),
    )
    .returning({ scope: signInFailures.scope });
  return rows.length;
}
