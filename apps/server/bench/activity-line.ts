import type { AuditEntry } from '@hms/shared/audit';
import type { BenchSession } from './bench-session';
import type { CpuUse } from './cpu-meter';
import { load } from './load';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * The Activity page's calls, in turn: the first page, filtered pages (common and rare actions and
 * kinds of record, an actor, a date range, filters together), a record's history, searches by
 * record (a common surname, a rare word, a student ID, a room) and an older page. Each filter is
 * one of them: one slow combination would starve the others (docs/decisions/041).
 */
export async function activityPaths(session: BenchSession): Promise<string[]> {
  const first = async (query: string) => {
    const [entry] = await session.api<AuditEntry[]>(`/api/audit-entries?limit=1&${query}`);
    if (!entry) throw new Error(`the audit trail has no entry for ${query}`);
    return entry;
  };
  const newest = await first('');
  const complaint = await first('action=complaint.create');
  const student = await first('action=student.assign');
  const page = '/api/audit-entries?limit=20';
  return [
    page,
    `${page}&entityType=complaint&action=complaint.status`,
    `${page}&action=hostel.update`,
    `${page}&entityType=hostel`,
    `${page}&entityType=room`,
    `${page}&actor=${complaint.actor.id ?? ''}`,
    `${page}&entityType=student&entityId=${student.entityId}`,
    `${page}&entityType=complaint&entityId=${complaint.entityId}`,
    `${page}&search=sharma`,
    `${page}&search=geyser`,
    `${page}&search=2025001234`,
    `${page}&search=room%20104`,
    `${page}&entityType=student&search=nair`,
    `${page}&from=${day(200)}&to=${day(190)}`,
    `${page}&to=${day(380)}`,
    `${page}&action=complaint.comment&from=${day(100)}&to=${day(95)}`,
    `${page}&before=${Math.floor(newest.id / 2)}`,
    `${page}&action=student.create&before=${Math.floor(newest.id / 3)}`,
  ];
}

/** The `activity` line: those calls at 10 connections, p99 beside its target of 50 ms. */
export async function runActivityLine(
  serverUrl: string,
  session: BenchSession,
  seconds: number,
  meter: () => () => CpuUse,
): Promise<void> {
  const paths = await activityPaths(session);
  const result = await load(
    serverUrl,
    { method: 'GET', path: paths[0] ?? '', token: session.admin.token, paths },
    seconds,
    meter,
    10,
  );
  const clean = result.errors === 0 && result.non2xx === 0;
  console.log(
    `\nactivity, ${paths.length} pages in turn, 10 connections: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU per request ${result.cpuPerRequest?.server?.toFixed(0) ?? '-'} µs server, ${result.cpuPerRequest?.database?.toFixed(0) ?? '-'} µs database${clean ? '' : ` (${result.non2xx} non-2xx: ${result.non2xxStatuses}; ${result.errors} errors)`}  ${clean && result.p99 <= 50 ? 'PASS' : 'MISS'} (p99 ≤ 50 ms)`,
  );
}
