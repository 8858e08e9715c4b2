import { GATE_HOSTEL } from '../seed/generate-gate-year';
import type { CpuUse } from './cpu-meter';
import { load } from './load';
import { GATE_LINES, GATE_WARDEN, INSIDE_P99_MS, machineLoad, signInStaff } from './gate-lines';

/**
 * `gate inside now`: the warden's Inside now page and its muster list as CSV, for the hostel of
 * 400 residents with a year of movements on record, each alone at 10 connections.
 */
export async function runGateInsideLine(
  serverUrl: string,
  seconds: number,
  meter: () => () => CpuUse,
): Promise<void> {
  const token = await signInStaff(serverUrl, GATE_WARDEN.email, GATE_WARDEN.password);
  const headers = { authorization: `Bearer ${token}` };
  const curfews = await fetch(`${serverUrl}/api/gate/curfews`, { headers });
  const [hostel] = ((await curfews.json()) as { data: { hostelId: string }[] }).data;
  if (!hostel) throw new Error('the gate warden has no hostel');
  const sample = await fetch(`${serverUrl}/api/gate/inside?hostel=${hostel.hostelId}`, { headers });
  if (!sample.ok) throw new Error(`the muster list answered ${sample.status}`);
  const { data } = (await sample.json()) as {
    data: { residents: unknown[]; counts: Record<string, number> };
  };
  console.log(
    `\n${GATE_LINES.inside}: ${GATE_HOSTEL.name}, ${data.residents.length} residents (${Object.entries(
      data.counts,
    )
      .map(([where, n]) => `${n} ${where}`)
      .join(', ')}); ${machineLoad()}`,
  );
  const calls = [
    { name: 'inside now', path: `/api/gate/inside?hostel=${hostel.hostelId}` },
    { name: 'muster list as CSV', path: `/api/gate/inside.csv?hostel=${hostel.hostelId}` },
  ];
  for (const call of calls) {
    const result = await load(
      serverUrl,
      { method: 'GET', path: call.path, token },
      seconds,
      meter,
      10,
    );
    const clean = result.errors === 0 && result.non2xx === 0;
    console.log(
      `${GATE_LINES.inside}: ${call.name}, 10 connections: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU per request ${result.cpuPerRequest?.server?.toFixed(0) ?? '-'} µs server, ${result.cpuPerRequest?.database?.toFixed(0) ?? '-'} µs database${clean ? '' : ` (${result.non2xx} non-2xx: ${result.non2xxStatuses}; ${result.errors} errors)`}  ${clean && result.p99 <= INSIDE_P99_MS ? 'PASS' : 'MISS'} (p99 ≤ ${INSIDE_P99_MS} ms)`,
    );
  }
}
