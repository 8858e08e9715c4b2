import { describe, expect, it } from 'vitest';
import type { BackgroundJob } from './background-job';
import { startInProcessJobs } from './in-process-jobs';

/** A job that counts its runs and how many ran at once, each run taking `takesMs`. */
function countingJob(everyMs: number, takesMs = 0, next?: () => Date | undefined) {
  const seen = { runs: 0, atOnce: 0, mostAtOnce: 0, aborted: 0 };
  const job: BackgroundJob = {
    name: 'counting',
    everyMs,
    cron: '* * * * *',
    async run(signal) {
      seen.runs += 1;
      seen.atOnce += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.atOnce);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, takesMs);
        signal.addEventListener('abort', () => {
          seen.aborted += 1;
          clearTimeout(timer);
          resolve();
        });
      });
      seen.atOnce -= 1;
      return next?.();
    },
  };
  return { job, seen };
}

describe('jobs run in one process', () => {
  it('run at start, then not again before their interval unless woken', async () => {
    const { job, seen } = countingJob(60_000);
    const runner = startInProcessJobs([job], () => {});
    try {
      await expect.poll(() => seen.runs).toBe(1);
      runner.wake('counting');
      await expect.poll(() => seen.runs).toBe(2);
    } finally {
      await runner.stop();
    }
  });

  it('never run one job twice at once, however often it is woken', async () => {
    const { job, seen } = countingJob(60_000, 150);
    const runner = startInProcessJobs([job], () => {});
    try {
      for (let n = 0; n < 20; n += 1) {
        runner.wake('counting');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Woken while it ran: one more run after, not one per wake.
      await expect.poll(() => seen.runs).toBeGreaterThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(seen.runs).toBeLessThanOrEqual(3);
      expect(seen.mostAtOnce).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('run again when the last run said it next has work', async () => {
    let asked = 0;
    const { job, seen } = countingJob(60_000, 0, () =>
      (asked += 1) === 1 ? new Date(Date.now() + 50) : undefined,
    );
    const runner = startInProcessJobs([job], () => {});
    try {
      await expect.poll(() => seen.runs).toBe(2);
    } finally {
      await runner.stop();
    }
  });

  it('abort a run in progress on stopping, and wait for it to end', async () => {
    const { job, seen } = countingJob(60_000, 60_000);
    const runner = startInProcessJobs([job], () => {});
    await expect.poll(() => seen.atOnce).toBe(1);
    await runner.stop();
    expect(seen.aborted).toBe(1);
    expect(seen.atOnce).toBe(0);
  });

  it('report a failed run and carry on at the next turn', async () => {
    const failures: string[] = [];
    let runs = 0;
    const job: BackgroundJob = {
      name: 'failing',
      everyMs: 20,
      cron: '* * * * *',
      run: async () => {
        runs += 1;
        throw new Error(`run ${runs} failed`);
      },
    };
    const runner = startInProcessJobs([job], (name, error) =>
      failures.push(`${name}: ${(error as Error).message}`),
    );
    try {
      await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
      expect(failures[0]).toBe('failing: run 1 failed');
    } finally {
      await runner.stop();
    }
  });
});
