import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';

export type CountedKey = { key: string; limit: number };

/**
 * How long, in milliseconds, until the busiest of `keys` may try again: the time its `limit`-th
 * newest failure within the window leaves it. 0 when every key is under its limit. The database's
 * clock decides, so every server counts alike.
 */
export async function waitMs(
  db: Executor,
  scope: string,
  windowMs: number,
  keys: readonly CountedKey[],
): Promise<number> {
  const window = sql`(${windowMs}::int * interval '1 millisecond')`;
  const wanted = sql.join(
    keys.map((k) => sql`(${k.key}::text, ${k.limit}::int)`),
    sql`, `,
  );
  const [row] = await selectRows<{ wait_ms: number | string | null }>(
    db,
    sql`
    select max(extract(epoch from (counted.failed_at + ${window} - now())) * 1000) as wait_ms
    from (values ${wanted}) as k(key, lim)
    cross join lateral (
      select f.failed_at from sign_in_failures f
      where f.scope = ${scope} and f.key = k.key and f.failed_at > now() - ${window}
      order by f.failed_at desc
      offset k.lim - 1 limit 1
    ) counted`,
  );
  return Math.max(0, Math.ceil(Number(row?.wait_ms ?? 0)));
}

export async function insertFailures(db: Executor, scope: string, keys: readonly string[]) {
  const rows = sql.join(
    keys.map((key) => sql`(${scope}, ${key})`),
    sql`, `,
  );
  await db.execute(sql`insert into sign_in_failures (scope, key) values ${rows}`);
}

export async function deleteFailures(db: Executor, scope: string, key: string) {
  await db.execute(sql`delete from sign_in_failures where scope = ${scope} and key = ${key}`);
}

/** Forgets failures older than `olderThanMs`; answers how many. */
export async function sweepFailures(db: Executor, olderThanMs: number): Promise<number> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`
    delete from sign_in_failures
    where failed_at < now() - (${olderThanMs}::int * interval '1 millisecond')
    returning 1 as one`,
  );
  return rows.length;
}
