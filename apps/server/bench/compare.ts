import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/core/db/database';
import { startServer, type ServerProcess } from '../harness/server-process';
import { layOutRace } from './bench-database';
import type { BenchEndpoint } from './bench-endpoints';
import { openSession, type BenchSession } from './bench-session';
import { load, type LoadRequest, type LoadResult } from './load';
import { runRace } from './race';

/** Another checkout of the product, on a database of its own seeded alike: the B of an A/B. */
export type Baseline = { checkout: string; env: Record<string, string>; databaseUrl?: string };

/**
 * Lays the race out again on the baseline's PostgreSQL database without migrating it: the
 * baseline's schema is its own.
 */
async function layOutBaselineRace(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await layOutRace(drizzle({ client: pool }) as unknown as Database);
  } finally {
    await pool.end();
  }
}

/** A side's failed answers, which would otherwise pass for fast ones. */
function failures(side: string, result: LoadResult): string {
  if (result.non2xx === 0 && result.errors === 0) return '';
  return `; ${side}: ${result.non2xx} non-2xx (${result.non2xxStatuses}), ${result.errors} errors`;
}

/**
 * Each line on the baseline's server and on this one, back to back, and the race on the
 * baseline: what this code gains or loses against it, on the same machine within minutes.
 */
export async function runComparison(
  baseline: Baseline,
  current: { url: string; endpoints: readonly (BenchEndpoint & LoadRequest)[] },
  endpointsFor: (
    session: BenchSession,
    hostelId: string,
  ) => Promise<(BenchEndpoint & LoadRequest)[]>,
  seconds: number,
): Promise<void> {
  if (baseline.databaseUrl) await layOutBaselineRace(baseline.databaseUrl);
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

    console.log(`\nA/B against ${baseline.checkout} (req/s at 50 connections, back to back)`);
    console.log(
      `${'endpoint'.padEnd(22)}${'baseline'.padStart(10)}${'this'.padStart(10)}${'change'.padStart(9)}  result`,
    );
    for (const endpoint of current.endpoints.filter((e) => !e.reference)) {
      const other = baselineEndpoints.find((e) => e.name === endpoint.name);
      if (!other) continue;
      const before = await load(server.url, other, seconds);
      const after = await load(current.url, endpoint, seconds);
      const change = after.requestsPerSecond / before.requestsPerSecond - 1;
      const clean = after.non2xx === 0 && after.errors === 0;
      console.log(
        `${endpoint.name.padEnd(22)}${before.requestsPerSecond.toFixed(0).padStart(10)}${after.requestsPerSecond.toFixed(0).padStart(10)}${`${(change * 100).toFixed(0)}%`.padStart(9)}  ${clean && change >= -0.15 ? 'PASS' : 'MISS'} (loses at most 15%)${failures('baseline', before)}${failures('this', after)}`,
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
