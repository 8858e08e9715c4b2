import type { BackgroundJob, JobRunner } from './background-job';

/** After a wake, a job runs this soon, at most: the writes of one burst are handled together. */
const WAKE_MS = 100;

/**
 * Runs each job in this process on its own timer (the embedded database, which one process
 * alone opens): every `everyMs`, sooner when woken or when its last run named an earlier time;
 * never two runs of one job at once.
 */
export function startInProcessJobs(
  jobs: readonly BackgroundJob[],
  onError: (job: string, error: unknown) => void,
): JobRunner {
  const stopping = new AbortController();
  const lanes = new Map(jobs.map((job) => [job.name, lane(job)]));

  function lane(job: BackgroundJob) {
    let timer: NodeJS.Timeout | undefined;
    let nextRunAt = Infinity;
    let running: Promise<void> | undefined;
    let wokenWhileRunning = false;

    function schedule(delayMs: number) {
      if (stopping.signal.aborted) return;
      const at = Date.now() + delayMs;
      if (timer && nextRunAt <= at) return;
      clearTimeout(timer);
      nextRunAt = at;
      timer = setTimeout(run, Math.max(0, delayMs));
      // Never what keeps the process alive.
      timer.unref();
    }

    function run() {
      timer = undefined;
      nextRunAt = Infinity;
      let next: Date | undefined | void;
      running = job
        .run(stopping.signal)
        .then((at) => {
          next = at;
        })
        .catch((error: unknown) => {
          if (!stopping.signal.aborted) onError(job.name, error);
        })
        .finally(() => {
          running = undefined;
          const woken = wokenWhileRunning;
          wokenWhileRunning = false;
          const untilNext = next ? next.getTime() - Date.now() : Infinity;
          schedule(Math.min(woken ? WAKE_MS : job.everyMs, untilNext));
        });
    }

    return {
      start: () => schedule(0),
      wake: () => {
        if (running) wokenWhileRunning = true;
        else schedule(WAKE_MS);
      },
      waiting: () => (timer && nextRunAt <= Date.now() ? 1 : 0),
      stop: async () => {
        clearTimeout(timer);
        await running;
      },
    };
  }

  for (const each of lanes.values()) each.start();
  return {
    wake: (name) => lanes.get(name)?.wake(),
    depth: async () => Object.fromEntries([...lanes].map(([name, each]) => [name, each.waiting()])),
    stop: async () => {
      stopping.abort();
      await Promise.all([...lanes.values()].map((each) => each.stop()));
    },
  };
}
