import { PgBoss } from 'pg-boss';
import type { BackgroundJob, JobRunner } from './background-job';

/** The library's own tables live apart from the product's. */
export const PG_BOSS_SCHEMA = 'pgboss';
/** How often each server asks for a job of each queue: how soon a woken job starts elsewhere. */
const POLL_SECONDS = 1;
/** A run taking longer is taken for lost with its server, and may be run again. */
const EXPIRE_SECONDS = 15 * 60;
const DEADLOCK = '40P01';
/** Stopping waits this long for runs in progress, within the app's grace on closing. */
const STOP_TIMEOUT_MS = 4_000;

/** Two servers creating one queue at once can deadlock in the library; one of them tries again. */
async function createQueueOnce(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, {
        policy: 'short',
        retryLimit: 0,
        expireInSeconds: EXPIRE_SECONDS,
      });
      return;
    } catch (error) {
      const deadlock = (error as { code?: string }).code === DEADLOCK;
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/**
 * Runs the jobs on pg-boss over PostgreSQL (docs/decisions/052): each queue holds at most one job
 * waiting to start (policy `short`, so a burst of wakes is one job), each job is taken by one
 * server (`FOR UPDATE SKIP LOCKED`), and the schedules make one job per tick whichever servers
 * are up. A server that dies mid-run leaves its job to expire; the next tick or wake runs anew.
 */
export async function startPgBossJobs(
  connectionString: string,
  jobs: readonly BackgroundJob[],
  log: {
    error: (job: string, error: unknown) => void;
    ran: (job: string, id: string) => void;
  },
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString,
    schema: PG_BOSS_SCHEMA,
    max: 3,
    application_name: 'hms-jobs',
  });
  boss.on('error', (error) => log.error('pg-boss', error));
  await boss.start();
  const stopping = new AbortController();

  async function later(job: BackgroundJob, at: Date) {
    // One job per second of due times, whichever server asks.
    const second = Math.ceil(at.getTime() / 1000);
    await boss.send(
      job.name,
      {},
      { startAfter: new Date(second * 1000), singletonKey: `at-${second}` },
    );
  }

  for (const job of jobs) {
    await createQueueOnce(boss, job.name);
    await boss.schedule(
      job.name,
      job.cron,
      undefined,
      job.timeZone ? { tz: job.timeZone } : undefined,
    );
    await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, async ([taken]) => {
      if (!taken || stopping.signal.aborted) return;
      try {
        const next = await job.run(stopping.signal);
        log.ran(job.name, taken.id);
        if (next && !job.onlyAtTicks && !stopping.signal.aborted) await later(job, next);
      } catch (error) {
        if (!stopping.signal.aborted) log.error(job.name, error);
        throw error;
      }
    });
    // Whatever a server that stopped left undone starts now rather than at the next tick.
    if (!job.onlyAtTicks) await boss.send(job.name, {});
  }

  return {
    wake: (name) => {
      boss.send(name, {}).catch((error: unknown) => log.error(name, error));
    },
    depth: async () =>
      Object.fromEntries(
        await Promise.all(
          jobs.map(async (job) => [job.name, (await boss.getQueue(job.name))?.queuedCount ?? 0]),
        ),
      ),
    stop: async () => {
      stopping.abort();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
