import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/core/db/open-database';
import { hashPassword } from '../src/features/auth/password';
import { createScratchPostgresDatabase } from '../harness/server-process';
import { SCALE_ADMIN, SCALE_GUARD_PASSWORD, SCALE_STUDENT_PASSWORD } from '../seed/campus-size';
import { generateCampus } from '../seed/generate-campus';
import type { BenchTarget } from './bench-database';

/**
 * A campus of the target's size seeded afresh, exactly as `npm run seed:scale` leaves one, for
 * `work` to start a server on straight away: the mix is measured as a new office meets it, with
 * no vacuum or clean-up of the benchmark's own in between (docs/decisions/053). On PostgreSQL a
 * database of its own beside the target's, on the embedded database a data directory of its own;
 * either is dropped after.
 */
export async function withFreshCampus(
  target: BenchTarget,
  work: (env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const scratch =
    target.kind === 'postgres'
      ? await createScratchPostgresDatabase(target.databaseUrl, 'hms_bench_fresh')
      : undefined;
  const dataDir = scratch ? '' : mkdtempSync(path.join(os.tmpdir(), 'hms-bench-fresh-'));
  try {
    const started = Date.now();
    const database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
    try {
      await generateCampus(
        database.db,
        target.size,
        {
          adminId: randomUUID(),
          adminName: SCALE_ADMIN.name,
          adminEmail: SCALE_ADMIN.email,
          adminPasswordHash: await hashPassword(SCALE_ADMIN.password),
          studentPasswordHash: await hashPassword(SCALE_STUDENT_PASSWORD),
        },
        { guardPasswordHash: await hashPassword(SCALE_GUARD_PASSWORD) },
      );
    } finally {
      await database.close();
    }
    console.log(`\nA campus seeded afresh in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await work(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir });
  } finally {
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
