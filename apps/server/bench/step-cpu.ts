import { readdirSync, readFileSync } from 'node:fs';
import { cpuFromStat, processCpuMicros } from './cpu-meter';

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ), as in cpu-meter.ts. */
const MICROS_PER_TICK = 10_000;

/**
 * What the machine's cores did over one step of the mix, in microseconds of CPU time. `capacity`
 * is every core's time over the step; `other` is the busy time none of the benchmark's own
 * processes account for (other work on the machine), `interrupts` the kernel's time answering
 * the network card and loopback traffic (in no process's count), `stolen` the time the hypervisor gave to
 * other machines. A part left undefined could not be read.
 */
export type StepCpu = {
  wallMicros: number;
  capacity?: number;
  servers?: number;
  proxy?: number;
  database?: number;
  generator: number;
  other?: number;
  interrupts?: number;
  stolen?: number;
  idle?: number;
};

type MachineTicks = { total: number; idle: number; interrupts: number; stolen: number };

/** The first line of /proc/stat: user nice system idle iowait irq softirq steal, every core. */
function machineTicks(): MachineTicks | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((n) => !Number.isFinite(n))) return undefined;
    const [, , , idle = 0, iowait = 0, irq = 0, softirq = 0, stolen = 0] = ticks;
    return {
      total: ticks.reduce((sum, n) => sum + n, 0),
      idle: idle + iowait,
      interrupts: irq + softirq,
      stolen,
    };
  } catch {
    return undefined;
  }
}

/** A client backend's title names its user, database and client: `user db 127.0.0.1(5123) idle`. */
const CLIENT_BACKEND = /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]|[\da-f:]+\(\d+\)/;

/**
 * Whether a PostgreSQL process, by its title, works for `database`: a client backend of that
 * database, or one of PostgreSQL's own workers (WAL writer, checkpointer, autovacuum), which every
 * database shares.
 */
export function worksFor(title: string, database: string): boolean {
  return !CLIENT_BACKEND.test(title) || title.includes(` ${database} `);
}

/**
 * CPU time so far of each PostgreSQL process of this machine that works for `database`: its
 * client backends, and PostgreSQL's own workers (WAL writer, checkpointer, autovacuum), which
 * every database shares. Backends of other databases (other work on the machine) are left out.
 */
function postgresCpuByPid(database: string): Map<number, number> {
  const found = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!worksFor(title, database)) continue;
      const micros = cpuFromStat(stat);
      if (micros !== undefined) found.set(Number(pid), micros);
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/**
 * What the processes of `after` spent since `before`; one that started meanwhile counts whole,
 * one that ended meanwhile is lost (its time cannot be read any more), never negative.
 */
function spentSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}

const sum = (values: (number | undefined)[]) =>
  values.some((v) => v === undefined)
    ? undefined
    : values.reduce<number>((a, v) => a + (v ?? 0), 0);

/**
 * Starts counting what the servers, the proxy (when there is one), PostgreSQL for the database
 * named (when on this machine) and this process, the load generator, use; the function it
 * returns stops and gives the step's figures.
 */
export function startStepCpu(parts: {
  servers: number[];
  proxy?: number;
  database?: string;
}): () => StepCpu {
  const read = () => ({
    at: performance.now(),
    machine: machineTicks(),
    servers: sum(parts.servers.map(processCpuMicros)),
    proxy: parts.proxy === undefined ? undefined : processCpuMicros(parts.proxy),
    database: parts.database === undefined ? undefined : postgresCpuByPid(parts.database),
    generator: process.cpuUsage(),
  });
  const before = read();
  return () => {
    const after = read();
    const spent = (a: number | undefined, b: number | undefined) =>
      a === undefined || b === undefined ? undefined : b - a;
    const own = process.cpuUsage(before.generator);
    const figures: StepCpu = {
      wallMicros: (after.at - before.at) * 1000,
      servers: spent(before.servers, after.servers),
      proxy: spent(before.proxy, after.proxy),
      database:
        before.database?.size && after.database?.size
          ? spentSince(before.database, after.database)
          : undefined,
      generator: own.user + own.system,
    };
    if (before.machine && after.machine) {
      const ticks = (key: keyof MachineTicks) =>
        ((after.machine?.[key] ?? 0) - (before.machine?.[key] ?? 0)) * MICROS_PER_TICK;
      figures.capacity = ticks('total');
      figures.idle = ticks('idle');
      figures.interrupts = ticks('interrupts');
      figures.stolen = ticks('stolen');
      const ours = [figures.servers, figures.proxy, figures.database, figures.generator];
      const busy = figures.capacity - figures.idle - figures.stolen - figures.interrupts;
      figures.other = Math.max(0, busy - ours.reduce<number>((a, v) => a + (v ?? 0), 0));
    }
    return figures;
  };
}

/** Each part's share of the machine over the step, e.g. `CPU %: server 48, PG 31, ...`. */
export function formatStepCpu(cpu: StepCpu | undefined, serverLabel = 'server'): string {
  if (!cpu?.capacity) return '';
  const capacity = cpu.capacity;
  const share = (micros: number | undefined) =>
    micros === undefined ? '-' : ((100 * micros) / capacity).toFixed(0);
  const parts: [string, number | undefined][] = [
    [serverLabel, cpu.servers],
    ...(cpu.proxy === undefined ? [] : [['proxy', cpu.proxy] as [string, number]]),
    ['PG', cpu.database],
    ['generator', cpu.generator],
    ['other', cpu.other],
    ['interrupts', cpu.interrupts],
    ['stolen', cpu.stolen],
    ['idle', cpu.idle],
  ];
  return `CPU %: ${parts.map(([name, micros]) => `${name} ${share(micros)}`).join(', ')}`;
}

/** A part's CPU per request answered over the step, in microseconds. */
export function microsPerRequest(
  micros: number | undefined,
  cpu: StepCpu | undefined,
  answeredPerSecond: number,
): number | undefined {
  if (micros === undefined || !cpu || answeredPerSecond <= 0) return undefined;
  return micros / (cpu.wallMicros / 1e6) / answeredPerSecond;
}
