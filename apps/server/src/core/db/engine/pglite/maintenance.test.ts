import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './extensions';
import { maintainPglite, startPgliteMaintenance } from './maintenance';

let pg: PGlite;
beforeEach(async () => {
  pg = await PGlite.create({ extensions: pgliteExtensions });
  await pg.exec(`
    create extension pg_trgm;
    create table people (id int primary key, name text not null, room int);
    create index people_room_idx on people (room);
    create index people_name_idx on people using gin (name gin_trgm_ops);
    create table quiet (id int primary key);
    insert into people select i, 'Resident ' || i, null from generate_series(1, 2000) i;
    insert into quiet select i from generate_series(1, 100) i;
  `);
  // Counters reach the statistics when published; published after the vacuum, the setup's own
  // inserts would count as changes since it. VACUUM also refuses to run in a statement batch.
  await pg.query('select pg_stat_force_next_flush()');
  await pg.query('select 1');
  await pg.exec('vacuum analyze');
});
afterEach(async () => {
  await pg.close();
});

async function activity(table: string) {
  await pg.query('select pg_stat_force_next_flush()');
  const { rows } = await pg.query<{ dead: number; vacuums: number }>(
    `select n_dead_tup::int as dead, vacuum_count::int as vacuums
       from pg_stat_user_tables where relname = $1`,
    [table],
  );
  return rows[0];
}

/** Moves every resident to a room: each update is a new row version, and the old one is dead. */
async function assignRooms(count: number) {
  for (let id = 1; id <= count; id += 1) {
    await pg.query('update people set room = $1 where id = $2', [id % 50, id]);
  }
}

describe('the embedded database upkeep', () => {
  it('vacuums and analyses a table once its dead rows pass autovacuum’s threshold', async () => {
    await assignRooms(1000);
    expect((await activity('people'))?.dead).toBe(1000);

    const pass = await maintainPglite(pg);

    expect(pass.vacuumed).toEqual(['people']);
    expect(pass.analyzed).toEqual(['people']);
    // The setup's vacuum was the first; a table nobody wrote to is left alone.
    expect(await activity('people')).toEqual({ dead: 0, vacuums: 2 });
    expect(await activity('quiet')).toEqual({ dead: 0, vacuums: 1 });
  });

  it('leaves a table whose changes stay under the threshold', async () => {
    await assignRooms(100); // 50 + 20 % of 2,000 rows is 450
    expect(await maintainPglite(pg)).toEqual({ vacuumed: [], analyzed: [] });
    expect(await activity('people')).toEqual({ dead: 100, vacuums: 1 });
  });

  it('empties the search index’s pending list, so a search reads a sorted index again', async () => {
    const cleanPendingList = async () => {
      const { rows } = await pg.query<{ pages: number }>(
        `select gin_clean_pending_list('people_name_idx')::int as pages`,
      );
      return rows[0]?.pages;
    };
    // Updated rows add their entries to the index's unsorted pending list...
    await assignRooms(1500);
    expect(await cleanPendingList()).toBeGreaterThan(0);
    // ...which the upkeep's vacuum merges into the index.
    await assignRooms(1500);
    await maintainPglite(pg);
    expect(await cleanPendingList()).toBe(0);
  });

  it('runs on its own every interval, and stops', async () => {
    await assignRooms(1000);
    const errors: unknown[] = [];
    const maintenance = startPgliteMaintenance(pg, (error) => errors.push(error), 20);
    await expect.poll(async () => (await activity('people'))?.vacuums, { timeout: 5000 }).toBe(2);
    await maintenance.stop();
    expect(errors).toEqual([]);
  });
});
