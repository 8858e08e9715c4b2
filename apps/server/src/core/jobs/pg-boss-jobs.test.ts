import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, testDatabaseUrl } from '../../test/test-database';
import type { BackgroundJob } from './background-job';
import { PG_BOSS_SCHEMA, startPgBossJobs } from './pg-boss-jobs';

let database: DatabaseHandle;
beforeAll(async () => {
  if (testDatabaseUrl) database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A job that records the server each run happened on. */
function recordingJob(server: string, runs: string[]): BackgroundJob {
  return {
    name: 'recorded',
    everyMs: 60_000,
    cron: '0 0 1 1 *',
    run: async () => {
      runs.push(server);
    },
  };
}

const quiet = { error: () => {}, ran: () => {} };

describe.skipIf(!testDatabaseUrl)('jobs on pg-boss', () => {
  it('keep a job sent while no server runs, and run it once when one starts', async () => {
    const url = database.url!;
    const runs: string[] = [];
    // A first server creates the queue, runs what it finds at start, and stops.
    const first = await startPgBossJobs(url, [recordingJob('first', runs)], quiet);
    await expect.poll(() => runs).toEqual(['first']);
    await first.stop();

    // A script queues work while every server is down.
    const script = new PgBoss({ connectionString: url, schema: PG_BOSS_SCHEMA, max: 1 });
    await script.start();
    const id = await script.send('recorded', {});
    await script.stop({ graceful: false });
    expect(id).toEqual(expect.any(String));

    // Two servers come back; between them the job waiting, and the one each sends at its start,
    // run, and the job queued while they were down runs exactly once.
    const ran = new Map<string, number>();
    const log = {
      error: () => {},
      ran: (_job: string, jobId: string) => void ran.set(jobId, (ran.get(jobId) ?? 0) + 1),
    };
    const [second, third] = await Promise.all([
      startPgBossJobs(url, [recordingJob('second', runs)], log),
      startPgBossJobs(url, [recordingJob('third', runs)], log),
    ]);
    try {
      await expect.poll(() => ran.get(id!), { timeout: 10_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(ran.get(id!)).toBe(1);
      expect([...ran.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await second.stop();
      await third.stop();
    }
  });
});
