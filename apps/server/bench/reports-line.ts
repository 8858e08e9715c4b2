import { todayIn } from '@hms/shared/calendar-day';
import { addMonths } from '../src/features/reports/report-range';
import type { BenchSession } from './bench-session';
import type { CpuUse } from './cpu-meter';
import { load } from './load';
import { BENCH_WARDEN } from './report-history';

/** Each report call's target at 10 connections (docs/product-rules.md#performance-targets). */
const TARGET_P99_MS = 200;

/**
 * The `reports` section: each report of the Reports page, over the twelve months ending with this
 * one, at 10 connections, after addReportHistory gave the campus a year of stays and fees; then
 * a warden's complaints report, which reads through their residents. Each line beside its target.
 */
export async function runReportsLine(
  serverUrl: string,
  session: BenchSession,
  seconds: number,
  meter: () => () => CpuUse,
): Promise<void> {
  const thisMonth = todayIn('Asia/Kolkata').slice(0, 7);
  const range = `from=${addMonths(thisMonth, -11)}&to=${thisMonth}`;
  const warden = await signIn(serverUrl);
  const admin = session.admin.token;
  const calls = [
    { name: 'occupancy by hostel', path: '/api/reports/occupancy', token: admin },
    { name: 'vacancies by room type', path: '/api/reports/vacancies', token: admin },
    { name: 'occupancy, 12 months', path: `/api/reports/occupancy-history?${range}`, token: admin },
    { name: 'complaints, 12 months', path: `/api/reports/complaints?${range}`, token: admin },
    { name: 'resolve times, 12 months', path: `/api/reports/resolve-times?${range}`, token: admin },
    {
      name: 'fee collection, 12 months',
      path: `/api/reports/fee-collection?${range}`,
      token: admin,
    },
    {
      name: "a warden's complaints, 12 months",
      path: `/api/reports/complaints?${range}`,
      token: warden,
    },
  ];
  for (const call of calls) {
    const result = await load(serverUrl, { method: 'GET', ...call }, seconds, meter, 10);
    const clean = result.errors === 0 && result.non2xx === 0;
    console.log(
      `reports: ${call.name}, 10 connections: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU per request ${result.cpuPerRequest?.server?.toFixed(0) ?? '-'} µs server, ${result.cpuPerRequest?.database?.toFixed(0) ?? '-'} µs database${clean ? '' : ` (${result.non2xx} non-2xx: ${result.non2xxStatuses}; ${result.errors} errors)`}  ${clean && result.p99 <= TARGET_P99_MS ? 'PASS' : 'MISS'} (p99 ≤ ${TARGET_P99_MS} ms)`,
    );
  }
}

async function signIn(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_WARDEN.email, password: BENCH_WARDEN.password }),
  });
  if (!response.ok) throw new Error(`the bench warden's sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
