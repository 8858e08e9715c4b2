import type { PGlite } from '@electric-sql/pglite';

/** How often the embedded database is looked over, as autovacuum's default nap. */
const MAINTENANCE_INTERVAL_MS = 60_000;

/**
 * One pass of what autovacuum does for a PostgreSQL server, which PGlite, a single process with
 * no background workers, never does on its own. Without it an embedded office's tables only
 * grow: updated rows stay dead, the visibility map that lets counts read an index alone is never
 * set again, a GIN index left with its default settings piles new entries into its unsorted
 * pending list (the students' search index no longer does, docs/decisions/019), and the planner's
 * statistics stay those of the day the data was loaded (docs/decisions/015).
 */
export async function maintainPglite(pg: PGlite) {
  // PGlite gathers its activity counters but publishes them only when asked to.
  await pg.query('select pg_stat_force_next_flush()');
  const { rows } = await pg.query<{
    name: string;
    rows: number;
    dead: number;
    insertedSinceVacuum: number;
    changedSinceAnalyze: number;
  }>(
    `select s.relname as name,
            greatest(c.reltuples, 0)::float8 as rows,
            s.n_dead_tup::float8 as dead,
            s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
            s.n_mod_since_analyze::float8 as "changedSinceAnalyze"
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'
      order by s.relname`,
  );
  const pass = { vacuumed: [] as string[], analyzed: [] as string[] };
  for (const table of rows) {
    // PostgreSQL's autovacuum thresholds (its defaults): vacuumed once its dead rows pass 50 + 20 %
    // of its rows, or its rows inserted since the last vacuum pass 1,000 + 20 %; analysed once its
    // changes since the last analysis pass 50 + 10 %.
    const vacuum =
      table.dead > 50 + 0.2 * table.rows || table.insertedSinceVacuum > 1000 + 0.2 * table.rows;
    const analyze = table.changedSinceAnalyze > 50 + 0.1 * table.rows;
    if (!vacuum && !analyze) continue;
    const name = `"${table.name.replaceAll('"', '""')}"`;
    // Each table on its own, so requests queued behind PGlite's lock wait for one table at most.
    await pg.exec(vacuum ? `vacuum (analyze) ${name}` : `analyze ${name}`);
    if (vacuum) pass.vacuumed.push(table.name);
    pass.analyzed.push(table.name);
  }
  return pass;
}

/**
 * Runs `maintainPglite` every `intervalMs` until stopped. A pass that fails is reported and the
 * next one tries again; the timer never keeps the process alive on its own.
 */
export function startPgliteMaintenance(
  pg: PGlite,
  onError: (error: unknown) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(() => (stopped ? undefined : maintainPglite(pg).catch(onError)));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
