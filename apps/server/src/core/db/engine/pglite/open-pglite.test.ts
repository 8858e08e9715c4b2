import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openPglite } from './open-pglite';
import { selectRows } from '../../raw-rows';
import { admins, hostels } from '../../schema';

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

  it('looks after its tables on its own, as autovacuum would', async () => {
    const database = await openPglite(undefined, { maintenanceIntervalMs: 50 });
    try {
      const [hostel] = await database.db
        .insert(hostels)
        .values({
          name: 'Kaveri',
          type: 'Boys',
          totalRooms: 10,
          totalCapacity: 20,
          feesMonthly: 4000,
          feesSecurity: 10000,
          address: 'North Campus',
        })
        .returning({ id: hostels.id });
      if (!hostel) throw new Error('no hostel');
      for (let i = 0; i < 100; i += 1) {
        await database.db
          .update(hostels)
          .set({ feesMonthly: 4000 + i })
          .where(eq(hostels.id, hostel.id));
      }
      // A hundred changes to a table of one row pass the thresholds for statistics.
      const upkeep = async () => {
        const [row] = await selectRows<{ passes: number }>(
          database.db,
          sql`select (vacuum_count + analyze_count)::int as passes
                from pg_stat_user_tables where relname = 'hostels'`,
        );
        return row?.passes;
      };
      await expect.poll(upkeep, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
