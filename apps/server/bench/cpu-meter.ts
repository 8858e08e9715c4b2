import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ) on every common build. */
const MICROS_PER_TICK = 10_000;

/** User and system CPU time of a process so far, in microseconds, from /proc; undefined off Linux. */
export function processCpuMicros(pid: number): number | undefined {
  try {
    return cpuFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * CPU time of every process named `postgres` on this machine: the backends serving the server's
 * pooled connections and PostgreSQL's own workers, with what the ones that have ended used (the
 * postmaster's reaped children's time). Without the last, a worker that ended within a measured
 * window took its whole life's CPU out of the total, and a line could show less than none.
 * Undefined when there are none (PostgreSQL runs elsewhere) or /proc cannot be read.
 */
export function postgresCpuMicros(): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let total = 0;
  let found = false;
  for (const pid of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended while the list was read
    }
    if (!stat.includes('(postgres)')) continue;
    const micros = cpuFromStat(stat, { withEndedChildren: true });
    if (micros === undefined) continue;
    total += micros;
    found = true;
  }
  return found ? total : undefined;
}

/**
 * Fields 14 and 15 of /proc/PID/stat (user and system time), counted after the command name,
 * which may hold spaces; with `withEndedChildren`, fields 16 and 17 too: the time of children
 * the process has waited for.
 */
export function cpuFromStat(
  stat: string,
  options: { withEndedChildren?: boolean } = {},
): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const counted = (options.withEndedChildren ? fields.slice(11, 15) : fields.slice(11, 13)).map(
    Number,
  );
  return counted.every(Number.isFinite)
    ? counted.reduce((sum, ticks) => sum + ticks, 0) * MICROS_PER_TICK
    : undefined;
}

export type CpuUse = { server: number | undefined; database: number | undefined };

/**
 * Starts counting the CPU the server and, when asked, PostgreSQL on this machine use; the
 * function it returns stops and gives what each used meanwhile, in microseconds. CPU time does
 * not move with the machine's speed as much as a rate or a latency does, which makes it the
 * steadier figure for comparing two versions of a call.
 */
export function startCpuMeter(serverPid: number, database: boolean): () => CpuUse {
  const server0 = processCpuMicros(serverPid);
  const database0 = database ? postgresCpuMicros() : undefined;
  return () => {
    const server1 = processCpuMicros(serverPid);
    const database1 = database ? postgresCpuMicros() : undefined;
    return {
      server: server0 !== undefined && server1 !== undefined ? server1 - server0 : undefined,
      database:
        database0 !== undefined && database1 !== undefined ? database1 - database0 : undefined,
    };
  };
}
