import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchEndpoint } from './bench-endpoints';
import { startCpuMeter } from './cpu-meter';
import { load, type LoadRequest, type LoadResult } from './load';
import { startBareServer, startFloorServer, stop } from './processes';

export type ClosedLoopSetting = {
  serverUrl: string;
  seconds: number;
  /** Where each endpoint's recorded answer is written for the bare and floor servers. */
  scratch: string;
  /** The real server's CPU meter. */
  meter: () => () => ReturnType<ReturnType<typeof startCpuMeter>>;
  /** On PostgreSQL: how to start a line's floor (floor-server.ts). */
  floor?: { setting: object; env: Record<string, string> };
  /** The share of its floor's throughput each line should reach, when floors run. */
  floorRatio?: number;
};

export type ClosedLoopLine = {
  name: string;
  real: LoadResult;
  bare: LoadResult;
  floor?: LoadResult;
};

/** A yardstick server is loaded alike, then stopped; its own CPU is metered, PostgreSQL's not. */
async function loadBeside(
  started: Promise<{ child: ChildProcess; baseUrl: string }>,
  request: LoadRequest,
  seconds: number,
): Promise<LoadResult> {
  const { child, baseUrl } = await started;
  try {
    const pid = child.pid;
    const meter = pid === undefined ? undefined : () => startCpuMeter(pid, false);
    return await load(baseUrl, request, seconds, meter);
  } finally {
    await stop(child);
  }
}

/**
 * Each endpoint under 50 connections that send again as soon as they are answered, beside a bare
 * node server answering the same bytes and, on PostgreSQL, beside its floor: a bare node server
 * making the route's own service calls (floor-server.ts).
 */
export async function runClosedLoopLines(
  endpoints: readonly (BenchEndpoint & LoadRequest)[],
  setting: ClosedLoopSetting,
): Promise<ClosedLoopLine[]> {
  const lines: ClosedLoopLine[] = [];
  for (const endpoint of endpoints) {
    const sample = await fetch(`${setting.serverUrl}${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${endpoint.token}`,
        ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(endpoint.body ? { body: endpoint.body } : {}),
    });
    const bytes = Buffer.from(await sample.arrayBuffer());
    // A list line that answered an empty page would time the cheapest answer there is.
    const data = endpoint.reference
      ? undefined
      : (JSON.parse(bytes.toString()) as { data?: unknown }).data;
    if (Array.isArray(data) && data.length === 0)
      throw new Error(`${endpoint.name} answered an empty page; pick data that fills one`);
    const bodyFile = path.join(setting.scratch, `${endpoint.name.replace(/\W+/g, '-')}.json`);
    writeFileSync(bodyFile, bytes);

    const real = await load(setting.serverUrl, endpoint, setting.seconds, setting.meter);
    const bare = await loadBeside(
      startBareServer(bodyFile, sample.status),
      endpoint,
      setting.seconds,
    );
    const floor =
      setting.floor && endpoint.work
        ? await loadBeside(
            startFloorServer(
              endpoint.name,
              bodyFile,
              sample.status,
              setting.floor.setting,
              setting.floor.env,
            ),
            endpoint,
            setting.seconds,
          )
        : undefined;
    if (floor && (floor.non2xx > 0 || floor.errors > 0)) {
      throw new Error(`the floor of ${endpoint.name} failed ${floor.non2xx + floor.errors} times`);
    }
    const line = { name: endpoint.name, real, bare, ...(floor ? { floor } : {}) };
    console.log(formatLine(line, endpoint.reference === true, setting.floorRatio));
    lines.push(line);
  }
  return lines;
}

export function closedLoopHeader(floors: boolean): string {
  const floorTitles = floors
    ? `   ${'floor req/s'.padStart(11)}${'p99'.padStart(7)}${'of floor'.padStart(9)}${'srv µs'.padStart(8)}`
    : '';
  return `${'endpoint'.padEnd(22)}${'req/s'.padStart(8)}${'p50'.padStart(7)}${'p99'.padStart(7)}${'srv µs'.padStart(8)}${'db µs'.padStart(8)}   ${'bare req/s'.padStart(10)}${floorTitles}  result`;
}

function formatLine(
  { name, real, bare, floor }: ClosedLoopLine,
  reference: boolean,
  floorRatio: number | undefined,
): string {
  const micros = (value: number | undefined) =>
    (value === undefined ? '-' : value.toFixed(0)).padStart(8);
  const ofFloor = floor && real.requestsPerSecond / floor.requestsPerSecond;
  const floorCells = floor
    ? `   ${floor.requestsPerSecond.toFixed(0).padStart(11)}${`${floor.p99}`.padStart(7)}${`${((ofFloor ?? 0) * 100).toFixed(0)}%`.padStart(9)}${micros(floor.cpuPerRequest?.server)}`
    : '';
  const clean = real.errors === 0 && real.non2xx === 0;
  const errors = clean
    ? ''
    : ` (${real.non2xx} non-2xx: ${real.non2xxStatuses}; ${real.errors} errors)`;
  const result =
    reference || floorRatio === undefined || ofFloor === undefined
      ? `(no target)${errors}`
      : `${clean && ofFloor >= floorRatio ? 'PASS' : 'MISS'} (≥ ${floorRatio * 100}% of floor)${errors}`;
  return `${name.padEnd(22)}${real.requestsPerSecond.toFixed(0).padStart(8)}${`${real.p50}`.padStart(7)}${`${real.p99}`.padStart(7)}${micros(real.cpuPerRequest?.server)}${micros(real.cpuPerRequest?.database)}   ${bare.requestsPerSecond.toFixed(0).padStart(10)}${floorCells}  ${result}`;
}
