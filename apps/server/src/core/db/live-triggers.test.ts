import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { LIVE_TRIGGERS, type LiveTrigger } from './live-triggers';
import { selectRows } from './raw-rows';
import { createTestDatabase } from '../../test/test-database';

const migrations = path.resolve(import.meta.dirname, '../../../drizzle');
const listed: [string, LiveTrigger][] = Object.entries(LIVE_TRIGGERS);

let database: DatabaseHandle;
let live: { name: string; table: string; source: string }[];
beforeAll(async () => {
  database = await createTestDatabase();
  live = await selectRows(
    database.db,
    sql`select t.tgname as name, t.tgrelid::regclass::text as "table", p.prosrc as source
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal order by t.tgname`,
  );
});
afterAll(() => database.close());

describe('the list of live triggers (live-triggers.ts)', () => {
  it('names every trigger of the migrated database, on its table, and no other', () => {
    expect(live.map((t) => [t.name, t.table]).sort()).toEqual(
      listed.map(([name, trigger]) => [name, trigger.table]).sort(),
    );
  });

  it('names the migration that creates each and the one that last defines its function', () => {
    for (const [name, trigger] of listed) {
      const created = readFileSync(path.join(migrations, trigger.createdIn), 'utf8');
      expect(created, name).toMatch(new RegExp(`CREATE TRIGGER ${name}\\b`));
      const defined = readFileSync(
        path.join(migrations, trigger.functionIn ?? trigger.createdIn),
        'utf8',
      );
      const source = live.find((t) => t.name === name)?.source ?? '';
      // The function as the database holds it is, but for spacing, the one the migration wrote.
      expect(squeeze(defined), name).toContain(squeeze(source));
    }
  });

  it('names the SQLSTATE each raises', () => {
    for (const [name, trigger] of listed) {
      const source = live.find((t) => t.name === name)?.source ?? '';
      const raised = [...source.matchAll(/ERRCODE = '(HMS\d\d)'/g)].map((m) => m[1]);
      expect([...new Set(raised)].sort(), name).toEqual([...(trigger.raises ?? [])].sort());
    }
  });
});

function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
