import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { freePort } from '../harness/server-process';
import { repoRoot, residentMemoryMiB } from './processes';

/** The ways the server can be run: as `npm start` runs it, and from its TypeScript with tsx. */
const WAYS = [
  { name: 'compiled (npm start)', args: ['apps/server/dist/server.mjs'] },
  {
    name: 'compiled, source maps',
    args: ['--enable-source-maps', 'apps/server/dist/server.mjs'],
  },
  { name: 'tsx, its cache warm', args: ['--import', 'tsx', 'apps/server/src/server.ts'] },
  {
    name: 'tsx, no cache',
    args: ['--import', 'tsx', 'apps/server/src/server.ts'],
    env: { TSX_DISABLE_CACHE: '1' },
  },
] as const;

const REQUESTS = 2_000;
const IN_FLIGHT = 10;
const LIST = '/api/admin/students?page=1&limit=20';

type Sample = { startMs: number; started: Memory; served: Memory };
type Memory = { server: number; children: number; peak: number };

/** Processes whose parent is `pid`: tsx leaves esbuild's service running beside the server. */
function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended while the list was read
      }
    })
    .map(Number);
}

function memoryOf(pid: number): Memory {
  const children = childPids(pid).reduce((sum, child) => sum + (residentMemoryMiB(child) ?? 0), 0);
  return {
    server: residentMemoryMiB(pid) ?? Number.NaN,
    children,
    peak: residentMemoryMiB(pid, 'peak') ?? Number.NaN,
  };
}

/** Half health checks, half a signed-in page of students, IN_FLIGHT at a time. */
async function serve(url: string, token: string) {
  let sent = 0;
  const worker = async () => {
    while (sent < REQUESTS) {
      const signedIn = sent++ % 2 === 1;
      const response = await fetch(`${url}${signedIn ? LIST : '/api/health'}`, {
        headers: signedIn ? { authorization: `Bearer ${token}` } : {},
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/** Spawns one server, times it to its first healthy answer, loads it, reads its memory, stops it. */
async function sample(
  way: (typeof WAYS)[number],
  env: Record<string, string>,
  token: string,
): Promise<Sample> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const began = performance.now();
  const child = spawn(process.execPath, way.args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      ...('env' in way ? way.env : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    let startMs = 0;
    while (startMs === 0) {
      if (child.exitCode !== null) throw new Error(`${way.name} exited:\n${output}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) startMs = performance.now() - began;
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const started = memoryOf(child.pid ?? -1);
    await serve(url, token);
    return { startMs, started, served: memoryOf(child.pid ?? -1) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Start-up and memory of the server run each way (docs/decisions/051): `runs` rounds after one
 * that is dropped (it warms tsx's cache and the file cache), the ways in a different order each
 * round, each started on the database `env` names and stopped before the next, as PGlite admits
 * one process. Start-up runs from the spawn to the first healthy answer; memory is read after it,
 * and again after 2,000 requests.
 */
export async function runStartupLine(env: Record<string, string>, token: string, runs = 10) {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server did not build');
  const samples = new Map<string, Sample[]>(WAYS.map((way) => [way.name, []]));
  for (let round = 0; round <= runs; round += 1) {
    for (let i = 0; i < WAYS.length; i += 1) {
      const way = WAYS[(round + i) % WAYS.length]!;
      const taken = await sample(way, env, token);
      if (round > 0) samples.get(way.name)!.push(taken);
    }
  }
  console.log(
    `\nstart-up, ${runs} runs each, medians: spawn to the first healthy answer; resident memory (MiB) of the server (with any process it started) after start, after ${REQUESTS.toLocaleString('en-IN')} requests (health and a page of students, ${IN_FLIGHT} at a time), and its peak`,
  );
  for (const [name, taken] of samples) {
    const ms = taken.map((s) => s.startMs);
    const mib = (pick: (s: Sample) => number) => median(taken.map(pick)).toFixed(0);
    console.log(
      `  ${name.padEnd(22)} ${mib((s) => s.startMs).padStart(5)} ms (${Math.min(...ms).toFixed(0)}-${Math.max(...ms).toFixed(0)})  after start ${mib((s) => s.started.server)} (+${mib((s) => s.started.children)})  after requests ${mib((s) => s.served.server)} (+${mib((s) => s.served.children)})  peak ${mib((s) => s.served.peak)}`,
    );
  }
}
