import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { RACE, RACE_BEDS } from './bench-database';
import type { openSession } from './bench-session';
import type { startCpuMeter } from './cpu-meter';
import { startBareServer, stop } from './processes';
import { burst, freeRaceBeds, percentile99, runRace, type RaceResult } from './race';

/**
 * The bed race: a rehearsal first, whose figures are dropped (on allocation morning the server
 * has been up a while), then the race for the record, beside a bare node server's same burst.
 */
export async function raceLine(
  serverUrl: string,
  session: Awaited<ReturnType<typeof openSession>>,
  scratch: string,
  meter: () => () => ReturnType<ReturnType<typeof startCpuMeter>>,
  onPostgres: boolean,
): Promise<RaceResult> {
  const { token } = session.admin;
  await runRace(serverUrl, token, session.api);
  await freeRaceBeds(serverUrl, token, session.api);
  const race = await runRace(serverUrl, token, session.api, meter);
  const pass =
    race.answered === race.requests &&
    race.p99 <= 2000 &&
    race.roomsOverCapacity === 0 &&
    race.serverErrors === 0 &&
    race.assigned === RACE_BEDS;
  console.log(
    `\nrace: ${race.requests.toLocaleString('en-IN')} assignment requests at once for ${RACE_BEDS.toLocaleString('en-IN')} free beds in ${RACE.rooms} rooms`,
  );
  console.log(
    `  answered ${race.answered}, assigned ${race.assigned}, refused 409 ${race.refused}, busy 503 ${race.busy}, other 5xx ${race.serverErrors}, rooms over capacity ${race.roomsOverCapacity}, p99 ${race.p99.toFixed(0)} ms, ${race.seconds.toFixed(1)} s in all  ${pass ? 'PASS' : 'MISS'} (p99 ≤ 2 s, none over capacity)`,
  );
  const milliseconds = (value: number | undefined) =>
    value === undefined ? 'unknown' : `${(value / 1000).toFixed(0)} ms`;
  console.log(
    `  CPU during the burst: server ${milliseconds(race.cpu?.server)}${onPostgres ? `, PostgreSQL ${milliseconds(race.cpu?.database)}` : ''}`,
  );
  // What opening 3,000 connections at once costs on this machine: the same burst at a bare node
  // server answering a refusal's bytes.
  const refusalFile = path.join(scratch, 'race-refusal.json');
  writeFileSync(refusalFile, race.sampleRefusal);
  const bare = await startBareServer(refusalFile, 409);
  try {
    const floor = await burst(
      Array.from({ length: race.requests }, (_, i) => ({
        url: `${bare.baseUrl}/api/admin/students/${i}/assign-room`,
        body: '{}',
      })),
      token,
    );
    console.log(
      `  bare node, the same burst: p99 ${percentile99(floor.outcomes).toFixed(0)} ms, ${floor.seconds.toFixed(1)} s in all`,
    );
  } finally {
    await stop(bare.child);
  }
  return race;
}
