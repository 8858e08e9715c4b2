/**
 * Work no request waits for: sending the e-mail outbox, announcing overdue complaints, sweeping
 * old sign-in failures (docs/decisions/052). Each run does what is due and may say when it next
 * has something to do; the runner decides who runs it: pg-boss across servers over PostgreSQL,
 * timers in the one process over the embedded database.
 */
export type BackgroundJob = {
  /** The queue's name; also what the logs and metrics call it. */
  name: string;
  /** When nothing else prompts it, runs this often (in one process) ... */
  everyMs: number;
  /** ... or on this schedule, once across every server (pg-boss cron, at most each minute). */
  cron: string;
  /** The time zone `cron` is read in; UTC unless given. */
  timeZone?: string;
  /**
   * Runs at its schedule's ticks alone over pg-boss: never on a server's start, nor at a time a
   * run names, so that each tick is one run on one server (a backup: docs/decisions/061).
   */
  onlyAtTicks?: boolean;
  /**
   * Does what is due; aborting `signal` asks it to stop at once, leaving what it had not finished
   * to a later run. Answers the time it next has something due, if it knows one.
   */
  run: (signal: AbortSignal) => Promise<Date | undefined | void>;
};

export type JobRunner = {
  /** Something for `name` may have arrived: run it soon rather than at its next turn. */
  wake: (name: string) => void;
  /** Jobs waiting to run, by queue, for the metrics. */
  depth: () => Promise<Record<string, number>>;
  /** Stops taking jobs, aborts the runs in progress and waits for them to end. */
  stop: () => Promise<void>;
};
