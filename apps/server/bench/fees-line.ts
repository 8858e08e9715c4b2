import { todayIn } from '@hms/shared/calendar-day';
import type { PostingResult } from '@hms/shared/fees';
import type { BenchSession } from './bench-session';
import type { CpuUse } from './cpu-meter';
import { load } from './load';

/**
 * The `fees` section (docs/performance.md): posting this month's charges for every resident, once,
 * beside its target (10 s at campus scale on PostgreSQL, 3 s for 2,000 students embedded); then
 * the dues list that posting fills, its filters in turn at 10 connections (p99 ≤ 50 ms). The
 * ledger is emptied before each run (removeBenchWrites), so every run posts the whole month.
 */
export async function runFeesLine(
  serverUrl: string,
  session: BenchSession,
  seconds: number,
  meter: () => () => CpuUse,
  postingTargetSeconds: number,
): Promise<void> {
  const month = todayIn('Asia/Kolkata').slice(0, 7);
  const started = performance.now();
  const response = await fetch(`${serverUrl}/api/fees/postings`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.admin.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ month }),
  });
  const elapsed = (performance.now() - started) / 1000;
  if (!response.ok)
    throw new Error(`posting answered ${response.status}: ${await response.text()}`);
  const posted = ((await response.json()) as { data: PostingResult }).data;
  const pass = elapsed <= postingTargetSeconds && posted.lines > 0;
  console.log(
    `\nfees: posting ${month} for every hostel: ${posted.lines.toLocaleString('en-IN')} charges for ${posted.students.toLocaleString('en-IN')} students in ${elapsed.toFixed(1)} s  ${pass ? 'PASS' : 'MISS'} (≤ ${postingTargetSeconds} s)`,
  );

  const hostels = await session.api<{ _id: string }[]>('/api/hostels');
  const page = '/api/fees/dues?limit=20';
  const paths = [
    page,
    `${page}&page=50`,
    `${page}&minAmount=500000`,
    `${page}&minDays=20`,
    `${page}&hostel=${hostels[0]?._id ?? ''}`,
    `${page}&hostel=${hostels[hostels.length - 1]?._id ?? ''}&minAmount=100000`,
    `${page}&search=sharma`,
    `${page}&search=2025001234`,
    `${page}&search=nair&minDays=5`,
  ];
  const dues = await load(
    serverUrl,
    { method: 'GET', path: page, token: session.admin.token, paths },
    seconds,
    meter,
    10,
  );
  const clean = dues.errors === 0 && dues.non2xx === 0;
  console.log(
    `dues list, ${paths.length} filters in turn, 10 connections: ${dues.requestsPerSecond.toFixed(0)} req/s, p50 ${dues.p50} ms, p99 ${dues.p99} ms, CPU per request ${dues.cpuPerRequest?.server?.toFixed(0) ?? '-'} µs server, ${dues.cpuPerRequest?.database?.toFixed(0) ?? '-'} µs database${clean ? '' : ` (${dues.non2xx} non-2xx: ${dues.non2xxStatuses}; ${dues.errors} errors)`}  ${clean && dues.p99 <= 50 ? 'PASS' : 'MISS'} (p99 ≤ 50 ms)`,
  );
}
