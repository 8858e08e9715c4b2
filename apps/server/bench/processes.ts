import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts a bare node server answering `bodyFile`'s bytes; resolves with its base URL. */
export function startBareServer(bodyFile: string, status: number) {
  return startYardstick('bare-server.ts', [bodyFile, String(status)]);
}

/**
 * Starts the floor of `endpoint` (floor-server.ts) on the database that `env` names, answering
 * `bodyFile`'s bytes; resolves with its base URL.
 */
export function startFloorServer(
  endpoint: string,
  bodyFile: string,
  status: number,
  setting: object,
  env: Record<string, string>,
) {
  return startYardstick(
    'floor-server.ts',
    [endpoint, bodyFile, String(status), JSON.stringify(setting)],
    env,
  );
}

/** Starts one port in front of `upstreams`, round-robin (proxy-server.ts); resolves with its base URL. */
export function startRoundRobinProxy(upstreams: readonly string[]) {
  return startYardstick('proxy-server.ts', [...upstreams]);
}

/** A server of the benchmark's own, in a process of its own, that prints its port when ready. */
function startYardstick(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/bench', script), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({ child, baseUrl: `http://127.0.0.1:${chunk.toString().trim()}` }),
    );
  });
}

/** Resident memory of a process, from /proc (Linux), in MiB: now, or its peak so far. */
export function residentMemoryMiB(pid: number, at: 'now' | 'peak' = 'now'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = at === 'now' ? /VmRSS:\s+(\d+) kB/ : /VmHWM:\s+(\d+) kB/;
    const kib = field.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
