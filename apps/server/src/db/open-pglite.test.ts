import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './open-pglite';
import { selectRows } from './raw-rows';
import { admins } from './schema';

describe('the embedded database', () => {
  it('migrates a new data directory, keeps data across reopening, and refuses a second opener', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-pglite-'));
    try {
      const first = await openPglite(dir);
      await first.db
        .insert(admins)
        .values({ name: 'Asha', email: 'asha@college.edu', passwordHash: 'x' });
      await expect(openPglite(dir)).rejects.toThrow(/is in use by another server/);
      await first.close();

      const again = await openPglite(dir);
      const rows = await again.db.select({ email: admins.email }).from(admins);
      expect(rows).toEqual([{ email: 'asha@college.edu' }]);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('plans each prepared statement once, for all values', async () => {
    const database = await openPglite(undefined);
    try {
      const [setting] = await selectRows<{ plan_cache_mode: string }>(
        database.db,
        sql`show plan_cache_mode`,
      );
      expect(setting?.plan_cache_mode).toBe('force_generic_plan');
    } finally {
      await database.close();
    }
  });
});
