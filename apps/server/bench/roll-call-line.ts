import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { hashPassword } from '../src/features/auth/password';
import { GATE_HOSTEL } from '../seed/generate-gate-year';
import { readCampus, type BenchSession } from './bench-session';
import { campusMix } from './campus-mix';
import type { CpuUse } from './cpu-meter';
import { load } from './load';
import {
  formatOpenLoopHeader,
  formatOpenLoopLine,
  runOpenLoop,
  type LoadRequest as OpenLoopRequest,
} from './open-loop';
import { GATE_LINES, machineLoad, signInStaff } from './gate-lines';

/** The target of the issue "Who is inside tonight" (docs/performance.md). */
export const MARK_P99_MS = 50;

/** The wardens who share tonight's roll-call of the gate hostel, each marking at once. */
export const ROLL_CALL_WARDENS = 20;
const PASSWORD = 'bench-roll-call-2026';
const wardenEmail = (i: number) => `bench.rollcall.${i}@campus.edu`;
const EMAIL_PATTERN = 'bench.rollcall.%@campus.edu';

/**
 * With the server stopped (PGlite admits one process): twenty wardens of the gate hostel, and no
 * roll-call of it open, so the line starts tonight's afresh. What an earlier run left goes first.
 */
export async function prepareRollCallLine(db: Database): Promise<void> {
  await removeRollCallLine(db);
  const passwordHash = await hashPassword(PASSWORD);
  await db.execute(sql`
    with added as (
      insert into wardens (name, email, phone, password_hash, must_change_password)
      select 'Bench Roll-call Warden ' || i, 'bench.rollcall.' || i || '@campus.edu',
        (9100000000 + i)::text, ${passwordHash}, false
      from generate_series(0, ${ROLL_CALL_WARDENS - 1}::int) i
      returning id)
    insert into warden_hostels (warden_id, hostel_id)
    select added.id, h.id from added, hostels h where h.name = ${GATE_HOSTEL.name}`);
}

/**
 * Takes away the line's roll-calls (their marks go with them) and its wardens. The audit entries
 * of the marks stay: the trail is never edited, and a campus's trail holds such entries anyway.
 */
export async function removeRollCallLine(db: Database): Promise<void> {
  await db.execute(sql`
    delete from roll_calls
    where started_by_id in (select id from wardens where email like ${EMAIL_PATTERN})`);
  await db.execute(sql`delete from wardens where email like ${EMAIL_PATTERN}`);
}

type Started = {
  data: { _id: string; rooms: { residents: { studentId: string | null }[] }[] };
};

/** A brisk warden at a door taps a mark a second; twenty of them are 20 marks a second. */
const TAPS_PER_WARDEN_SECOND = 1;
const MIX_RATE = 100;

/**
 * `gate roll-call marks`: one warden starts tonight's roll-call of the gate hostel, then twenty
 * wardens mark its residents at once. Each mark is the next warden's mark of the next resident,
 * present and absent by turns, so every mark changes its row and writes its audit entry. Open
 * loop first, as wardens tap (`TAPS_PER_WARDEN_SECOND` each), beside the campus mix at 100 a
 * second, judged against the target; then closed loop, each warden tapping again as soon as the
 * last mark is answered, which says how many marks a second the server can take.
 */
export async function runRollCallLine(
  serverUrl: string,
  session: BenchSession,
  campusStudents: number,
  seconds: number,
  meter: () => () => CpuUse,
): Promise<void> {
  const tokens = await Promise.all(
    Array.from({ length: ROLL_CALL_WARDENS }, (_, i) =>
      signInStaff(serverUrl, wardenEmail(i), PASSWORD),
    ),
  );
  const [first] = tokens;
  if (!first) throw new Error('no warden signed in for the roll-call');
  const headers = { authorization: `Bearer ${first}`, 'content-type': 'application/json' };
  const curfews = await fetch(`${serverUrl}/api/gate/curfews`, { headers });
  const [hostel] = ((await curfews.json()) as { data: { hostelId: string }[] }).data;
  if (!hostel) throw new Error('the roll-call wardens have no hostel');
  const started = await fetch(`${serverUrl}/api/roll-calls`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ hostel: hostel.hostelId }),
  });
  if (started.status !== 201) throw new Error(`starting the roll-call answered ${started.status}`);
  const { data } = (await started.json()) as Started;
  const residents = data.rooms
    .flatMap((room) => room.residents.map((resident) => resident.studentId))
    .filter((id): id is string => id !== null);
  const markOf = (n: number) => ({
    path: `/api/roll-calls/${data._id}/marks/${residents[n % residents.length]}`,
    token: tokens[n % tokens.length] ?? first,
    body: JSON.stringify({
      mark: Math.floor(n / residents.length) % 2 === 0 ? 'present' : 'absent',
    }),
  });
  const rate = ROLL_CALL_WARDENS * TAPS_PER_WARDEN_SECOND;
  console.log(
    `\n${GATE_LINES.rollCall}: ${GATE_HOSTEL.name}, ${residents.length} residents on the list, ${ROLL_CALL_WARDENS} wardens; ${machineLoad()}`,
  );

  let tapped = 0;
  const tap = (): OpenLoopRequest => {
    const mark = markOf(tapped);
    tapped += 1;
    return {
      method: 'PUT',
      path: mark.path,
      headers: { authorization: `Bearer ${mark.token}`, 'content-type': 'application/json' },
      body: mark.body,
    };
  };
  const campus = await readCampus(session, campusStudents);
  // The whole list once at least: 400 residents at 20 a second is 20 s, and 400 marks.
  const openSeconds = Math.max(seconds, residents.length / rate);
  const [marks, mix] = await Promise.all([
    runOpenLoop(serverUrl, [{ name: 'mark', weight: 1, next: tap }], {
      rate,
      seconds: openSeconds,
    }),
    runOpenLoop(serverUrl, campusMix(campus), { rate: MIX_RATE, seconds: openSeconds }),
  ]);
  console.log(formatOpenLoopHeader('  open loop'));
  console.log(formatOpenLoopLine('  marks', marks));
  console.log(formatOpenLoopLine('  campus mix', mix));
  const clean = marks.refused === 0 && marks.non2xx === 0 && marks.errors === 0;
  console.log(
    `${GATE_LINES.rollCall}: ${rate} marks a second (a tap a second each) for ${openSeconds} s beside the mix at ${MIX_RATE} a second: p99 ${marks.p99.toFixed(1)} ms${clean ? '' : ` (${marks.refused} refused, ${marks.non2xx} other non-2xx, ${marks.errors} errors)`}  ${clean && marks.p99 <= MARK_P99_MS ? 'PASS' : 'MISS'} (p99 ≤ ${MARK_P99_MS} ms)`,
  );

  const result = await load(
    serverUrl,
    { method: 'PUT', path: '/api/roll-calls', token: first, vary: (n) => markOf(tapped + n) },
    seconds,
    meter,
    ROLL_CALL_WARDENS,
  );
  const answeredAll = result.errors === 0 && result.non2xx === 0;
  console.log(
    `${GATE_LINES.rollCall}: as fast as answered, ${ROLL_CALL_WARDENS} connections: ${result.requestsPerSecond.toFixed(0)} marks/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU per mark ${result.cpuPerRequest?.server?.toFixed(0) ?? '-'} µs server, ${result.cpuPerRequest?.database?.toFixed(0) ?? '-'} µs database${answeredAll ? '' : ` (${result.non2xx} non-2xx: ${result.non2xxStatuses}; ${result.errors} errors)`} (how many the server can take)`,
  );
}
