import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../src/core/db/engine/pglite/extensions';
import type { Database } from '../src/core/db/database';
import { startServer, type ServerProcess } from '../harness/server-process';
import { layOutRace } from './bench-database';
import { startCpuMeter } from './cpu-meter';
import type { BenchEndpoint } from './bench-endpoints';
import { openSession, type BenchSession } from './bench-session';
import { load, type LoadRequest, type LoadResult } from './load';
import { runRace } from './race';

/** Another checkout of the product, on a database of its own seeded alike: the B of an A/B. */
export type Baseline = {
  checkout: string;
  env: Record<string, string>;
  databaseUrl?: string;
  dataDir?: string;
};

/**
 * Lays the race out again on the baseline's database without migrating it (the baseline's schema
 * is its own), as this side's was when the run began: both then start from the same clean-up,
 * and neither holds more dead rows than the other.
 */
async function layOutBaselineRace(baseline: Baseline): Promise<void> {
  if (baseline.databaseUrl) {
    const pool = new pg.Pool({ connectionString: baseline.databaseUrl, max: 1 });
    try {
      await layOutRace(drizzle({ client: pool }) as unknown as Database);
    } finally {
      await pool.end();
    }
  } else if (baseline.dataDir) {
    // The product keeps the cluster in DATA_DIR's pgdata (open-pglite.ts).
    const dataDir = `${baseline.dataDir}/pgdata`;
    const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    try {
      await layOutRace(drizzlePglite({ client }) as unknown as Database);
    } finally {
      await client.close();
    }
  }
}

/** A side's failed answers, which would otherwise pass for fast ones. */
function failures(side: string, result: LoadResult): string {
  if (result.non2xx === 0 && result.errors === 0) return '';
  return `; ${side}: ${result.non2xx} non-2xx (${result.non2xxStatuses}), ${result.errors} errors`;
}

/** The share of a line's rate this code may lose against the baseline (docs/performance.md). */
export const MOST_LOST = 0.1;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The server's CPU per request answered, with the database's where it is measured apart. */
const cpuOf = (result: LoadResult) =>
  (result.cpuPerRequest?.server ?? 0) + (result.cpuPerRequest?.database ?? 0);

const percent = (change: number) => `${(change * 100).toFixed(0)}%`;

/**
 * Each line on the baseline's server and on this one, back to back, `rounds` times with the side
 * that goes first taken in turn, and the race on the baseline: what this code gains or loses
 * against it, on the same machine within minutes. A side's figure is the median of its rounds, so
 * one round slowed by the shared machine does not decide a line.
 */
export async function runComparison(
  baseline: Baseline,
  current: { url: string; pid: number; endpoints: readonly (BenchEndpoint & LoadRequest)[] },
  endpointsFor: (
    session: BenchSession,
    hostelId: string,
  ) => Promise<(BenchEndpoint & LoadRequest)[]>,
  seconds: number,
  rounds: number,
  onPostgres: boolean,
): Promise<void> {
  await layOutBaselineRace(baseline);
  const server: ServerProcess = await startServer(baseline.env, baseline.checkout);
  try {
    const session = await openSession(server.url);
    const hostels = await session.api<{ _id: string; name: string }[]>('/api/hostels');
    const currentHostels = await (
      await openSession(current.url)
    ).api<{ _id: string; name: string }[]>('/api/hostels');
    // The same hostel by name: both databases were seeded alike.
    const named = current.endpoints.find((e) => e.path.includes('hostel='))?.path;
    const hostelId = currentHostels.find((h) => named?.includes(h._id))?._id;
    const sameName = currentHostels.find((h) => h._id === hostelId)?.name;
    const baselineHostel = hostels.find((h) => h.name === sameName)?._id ?? '';
    const baselineEndpoints = await endpointsFor(session, baselineHostel);
    const meterOf = (pid: number) => () => startCpuMeter(pid, onPostgres);

    console.log(
      `\nA/B against ${baseline.checkout} (req/s at 50 connections, back to back, median of ${rounds}; CPU µs per request)`,
    );
    console.log(
      `${'endpoint'.padEnd(22)}${'baseline'.padStart(10)}${'this'.padStart(10)}${'change'.padStart(9)}${'CPU before'.padStart(12)}${'CPU this'.padStart(10)}${'change'.padStart(9)}  result`,
    );
    for (const endpoint of current.endpoints.filter((e) => !e.reference)) {
      const other = baselineEndpoints.find((e) => e.name === endpoint.name);
      if (!other) continue;
      const before: LoadResult[] = [];
      const after: LoadResult[] = [];
      const runBefore = async () =>
        before.push(await load(server.url, other, seconds, meterOf(server.pid)));
      const runAfter = async () =>
        after.push(await load(current.url, endpoint, seconds, meterOf(current.pid)));
      for (let round = 0; round < rounds; round += 1) {
        if (round % 2 === 0) await runBefore().then(runAfter);
        else await runAfter().then(runBefore);
      }
      const rate = (results: LoadResult[]) => median(results.map((r) => r.requestsPerSecond));
      const cpu = (results: LoadResult[]) => median(results.map(cpuOf));
      const change = rate(after) / rate(before) - 1;
      const cpuChange = cpu(after) / cpu(before) - 1;
      const clean = after.every((r) => r.non2xx === 0 && r.errors === 0);
      const spread = (results: LoadResult[]) =>
        results.map((r) => r.requestsPerSecond.toFixed(0)).join('/');
      console.log(
        `${endpoint.name.padEnd(22)}${rate(before).toFixed(0).padStart(10)}${rate(after).toFixed(0).padStart(10)}${percent(change).padStart(9)}${cpu(before).toFixed(0).padStart(12)}${cpu(after).toFixed(0).padStart(10)}${percent(cpuChange).padStart(9)}  ${clean && change >= -MOST_LOST ? 'PASS' : 'MISS'} (loses at most ${percent(MOST_LOST)}; rounds ${spread(before)} vs ${spread(after)})${before.map((r) => failures('baseline', r)).join('')}${after.map((r) => failures('this', r)).join('')}`,
      );
    }
    if (baseline.databaseUrl) {
      const race = await runRace(server.url, session.admin.token, session.api);
      console.log(
        `race on the baseline: p99 ${race.p99.toFixed(0)} ms, ${race.roomsOverCapacity} rooms over capacity (this code's race is below)`,
      );
    }
  } finally {
    await server.stop();
  }
}
