import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { selectRows } from '../src/core/db/raw-rows';
import { hashPassword } from '../src/features/auth/password';
import { SCALE_GUARD_PASSWORD } from '../seed/campus-size';
import { CAMPUS_GATES, GATE_HOSTEL } from '../seed/generate-gate-year';
import { RACE } from './bench-database';
import { readCampus, type BenchSession } from './bench-session';
import { campusMix } from './campus-mix';
import type { CpuUse } from './cpu-meter';
import { load } from './load';
import type { StepMeter } from './mix-lines';
import { formatStepCpu, type StepCpu } from './step-cpu';
import {
  formatOpenLoopHeader,
  formatOpenLoopLine,
  runOpenLoop,
  type LoadRequest,
  type OpenLoopResult,
} from './open-loop';

/** The gate's two lines, named as `--line` names them. */
export const GATE_LINES = { inside: 'gate inside now', rush: 'gate curfew rush' } as const;

/** The targets of the issue "Who is inside tonight" (docs/performance.md). */
const INSIDE_P99_MS = 100;
const SCAN_P99_MS = 100;

/**
 * The curfew rush: 1,000 students back within 15 minutes through the four gates is 1.1 scans a
 * second; the benchmark sends the same 1,000 within `seconds`, while the campus mix runs at
 * `mixRate`. A phone sends some scans twice (its answer lost), and a second guard scans some
 * students again a moment later: each must still be one movement.
 */
export const CURFEW_RUSH = {
  students: 1_000,
  realMinutes: 15,
  seconds: 60,
  mixRate: 100,
  /** Every this-many-th scan is sent again by its phone, with its key, about 2 s later. */
  resentEvery: 20,
  /** Every this-many-th student is scanned again by the next gate's guard, about 1.5 s later. */
  twinEvery: 50,
} as const;

/** The warden who reads the gate hostel's muster list. */
const GATE_WARDEN = { email: 'bench.gate.warden@campus.edu', password: 'bench-gate-2026' };
/**
 * The rush's client keys, and those of the "out"s laid down before it, begin with this, so any
 * later run can find and take them away; the seed's keys begin with zeros.
 */
const RUSH_KEY_PREFIX = 'b0a1c0de';
const rushKey = () => `${RUSH_KEY_PREFIX}${randomUUID().slice(RUSH_KEY_PREFIX.length)}`;
const SEED_CURFEW = '22:00';

export type RushStudent = { id: string; rollNumber: string };

/** One request of the rush, in the order sent. */
export type RushScan =
  | { kind: 'scan'; student: number; gate: number }
  | { kind: 'resent'; of: number }
  | { kind: 'twin'; student: number; gate: number };

/**
 * The rush's requests in order: each student once, at the gate their number gives; every
 * `resentEvery`-th scan again 40 places later, and every `twinEvery`-th student again 30 places
 * later at the next gate, each well within the 10 s in which two scans are one movement.
 */
export function curfewRushPlan(students: number, gates: number): RushScan[] {
  const slotted: { slot: number; scan: RushScan }[] = [];
  for (let i = 0; i < students; i += 1) {
    slotted.push({ slot: i, scan: { kind: 'scan', student: i, gate: i % gates } });
    if (i % CURFEW_RUSH.resentEvery === 7) {
      slotted.push({ slot: i + 40.5, scan: { kind: 'resent', of: i } });
    }
    if (i % CURFEW_RUSH.twinEvery === 13) {
      slotted.push({ slot: i + 30.25, scan: { kind: 'twin', student: i, gate: (i + 1) % gates } });
    }
  }
  return slotted.sort((a, b) => a.slot - b.slot).map(({ scan }) => scan);
}

export type GateLinesSetting = { rush?: { students: RushStudent[]; curfew: string } };

/**
 * With the server stopped (PGlite admits one process): a warden of the gate hostel, and for the
 * rush, 1,000 residents of the other hostels who went out this evening, 1.5 to 2.5 hours ago,
 * with every hostel's curfew put 90 minutes from now in `timeZone`, so that the rush is before
 * curfew, whenever the benchmark runs (but between 03:30 and 05:00, still the night by the rules).
 * What an earlier run left is taken away first.
 */
export async function prepareGateLines(
  db: Database,
  options: { rush: boolean; timeZone: string },
): Promise<GateLinesSetting> {
  await removeGateLines(db);
  await db.execute(sql`
    with warden as (
      insert into wardens (name, email, phone, password_hash, must_change_password)
      values ('Bench Gate Warden', ${GATE_WARDEN.email}, '9000000003',
        ${await hashPassword(GATE_WARDEN.password)}, false)
      returning id)
    insert into warden_hostels (warden_id, hostel_id)
    select warden.id, h.id from warden, hostels h where h.name = ${GATE_HOSTEL.name}`);
  if (!options.rush) return {};

  // Spread over the campus by a prime; none went out yesterday and stayed out (the seed's).
  const students = await selectRows<RushStudent & { hostel_id: string }>(
    db,
    sql`select s.id, s.student_id as "rollNumber", r.hostel_id
        from students s join rooms r on r.id = s.room_id join hostels h on h.id = r.hostel_id
        where h.name not in (${GATE_HOSTEL.name}, ${RACE.hostel})
          and s.student_id ~ '^2025[0-9]{6}$' and substr(s.student_id, 5)::int % 25 <> 0
        order by substr(s.student_id, 5)::int * 7919 % 20011, s.student_id
        limit ${CURFEW_RUSH.students}::int`,
  );
  if (students.length < CURFEW_RUSH.students) {
    throw new Error(`the campus has ${students.length} residents for the curfew rush`);
  }
  const gates = sql.join(
    CAMPUS_GATES.map(({ gate, email }, i) => sql`(${i}::int, ${gate}, ${email})`),
    sql`, `,
  );
  const outs = students.map((s, i) => ({ id: s.id, hostel: s.hostel_id, n: i, key: rushKey() }));
  await db.execute(sql`
    insert into gate_movements (student_id, hostel_id, direction, gate, scanned_at, recorded_at,
      recorded_by_id, recorded_by, client_key, without_leave)
    select o.id, o.hostel, 'out', g.gate, at, at, w.id, w.name, o.key, true
    from json_to_recordset(${JSON.stringify(outs)}::json) as o(id uuid, hostel uuid, n int, key uuid)
    join (values ${gates}) g(ord, gate, email) on g.ord = o.n % ${CAMPUS_GATES.length}::int
    join wardens w on lower(w.email) = g.email
    cross join lateral (select now() - make_interval(mins => 90 + o.n % 60) as at) t`);
  const [curfew] = await selectRows<{ at: string }>(
    db,
    sql`update hostels set curfew = ((now() + interval '90 minutes') at time zone ${options.timeZone})::time(0)
        returning to_char(curfew, 'HH24:MI') as at`,
  );
  return {
    rush: {
      students: students.map(({ id, rollNumber }) => ({ id, rollNumber })),
      curfew: curfew?.at ?? '',
    },
  };
}

/** Takes away what the gate's lines added: the rush's movements, the warden, the curfews. */
export async function removeGateLines(db: Database): Promise<void> {
  await db.execute(sql`
    delete from gate_movements
    where client_key between ${`${RUSH_KEY_PREFIX}-0000-0000-0000-000000000000`}::uuid
      and ${`${RUSH_KEY_PREFIX}-ffff-ffff-ffff-ffffffffffff`}::uuid`);
  await db.execute(sql`delete from wardens where email = ${GATE_WARDEN.email}`);
  await db.execute(sql`update hostels set curfew = ${SEED_CURFEW} where curfew <> ${SEED_CURFEW}`);
}

/** Other work on the shared machine shows in every figure; its load says how much there was. */
const machineLoad = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} on ${os.cpus().length} cores`;

async function signInStaff(serverUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${email}'s sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

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

export type CurfewRushRun = {
  scans: OpenLoopResult;
  mix: OpenLoopResult;
  students: RushStudent[];
  /** The key each student's scan was sent with, and those of the second guards' scans. */
  keys: string[];
  twinKeys: string[];
  sent: { scans: number; resent: number; twins: number };
  /** Requests refused or unanswered during the rush, sent again from the phones' queues after. */
  queued: { resent: number; failed: number };
  cpu: StepCpu | undefined;
  curfew: string;
};

/**
 * `gate curfew rush`, open loop: the campus mix at 100 a second, and after its 2 s warm-up the
 * rush's requests spread evenly over `CURFEW_RUSH.seconds`, each from the guard of its gate. The
 * database is counted afterwards, with the server stopped (tallyCurfewRush).
 */
export async function runCurfewRush(
  serverUrl: string,
  session: BenchSession,
  setting: NonNullable<GateLinesSetting['rush']>,
  campusStudents: number,
  /** Each process's share of the machine over the rush: the server's, PostgreSQL's, the rest. */
  meter?: StepMeter,
): Promise<CurfewRushRun> {
  const campus = await readCampus(session, campusStudents);
  const guards = await Promise.all(
    CAMPUS_GATES.map(async (gate) => ({
      gate: gate.gate,
      token: await signInStaff(serverUrl, gate.email, SCALE_GUARD_PASSWORD),
    })),
  );
  const { students } = setting;
  const plan = curfewRushPlan(students.length, guards.length);
  const keys = students.map(() => rushKey());
  const twinKeys: string[] = [];
  const bodies = new Map<number, { token: string; body: string }>();
  let next = 0;
  const scan = () => {
    const step = plan[next];
    next += 1;
    if (!step) throw new Error('the rush sent more than it planned');
    let sent: { token: string; body: string } | undefined;
    if (step.kind === 'resent') {
      sent = bodies.get(step.of);
    } else {
      const guard = guards[step.gate];
      const student = students[step.student];
      if (!guard || !student) throw new Error('the rush has no such guard or student');
      const clientKey = step.kind === 'scan' ? keys[step.student] : rushKey();
      if (!clientKey) throw new Error('the rush has no key for this scan');
      if (step.kind === 'twin') twinKeys.push(clientKey);
      const body = JSON.stringify({
        clientKey,
        direction: 'in',
        gate: guard.gate,
        scannedAt: new Date().toISOString(),
        rollNumber: student.rollNumber,
      });
      sent = { token: guard.token, body };
      if (step.kind === 'scan') bodies.set(step.student, sent);
    }
    if (!sent) throw new Error('a scan was sent again before it was sent');
    return {
      method: 'POST' as const,
      path: '/api/gate/scans',
      headers: { authorization: `Bearer ${sent.token}`, 'content-type': 'application/json' },
      body: sent.body,
    };
  };
  // What the server refused, or did not answer in time, stays in the phone's queue.
  const unanswered: LoadRequest[] = [];
  const answered = (request: LoadRequest, status: number | undefined) => {
    if (status === undefined || status === 503) unanswered.push(request);
  };
  const seconds = CURFEW_RUSH.seconds;
  const warmUpMs = 2_000;
  const stopMeter = meter?.();
  const mixRun = runOpenLoop(serverUrl, campusMix(campus), {
    rate: CURFEW_RUSH.mixRate,
    seconds,
    warmUpSeconds: warmUpMs / 1000,
  });
  const scanRun = new Promise((resolve) => setTimeout(resolve, warmUpMs)).then(() =>
    runOpenLoop(serverUrl, [{ name: 'scan', weight: 1, next: scan, answered }], {
      rate: plan.length / seconds,
      seconds,
      warmUpSeconds: 0,
    }),
  );
  const [mix, scans] = await Promise.all([mixRun, scanRun]);
  const cpu = stopMeter?.();
  const queued = await sendQueued(serverUrl, unanswered);
  return {
    scans,
    mix,
    queued,
    cpu,
    students,
    keys,
    twinKeys,
    sent: {
      scans: plan.filter((s) => s.kind === 'scan').length,
      resent: plan.filter((s) => s.kind === 'resent').length,
      twins: plan.filter((s) => s.kind === 'twin').length,
    },
    curfew: setting.curfew,
  };
}

/**
 * As the guards' phones do with the scans they could not send (gate.ts's queued message): each
 * sent again with its own key once the rush is over, after the Retry-After the server asked
 * for, four at a time (a phone each), until it is answered. Answers how many were re-sent and
 * how many never got a 2xx.
 */
async function sendQueued(
  serverUrl: string,
  queue: readonly LoadRequest[],
): Promise<{ resent: number; failed: number }> {
  let failed = 0;
  const pending = [...queue];
  const phone = async () => {
    for (let request = pending.shift(); request; request = pending.shift()) {
      let status = 0;
      for (let tries = 0; tries < 10; tries += 1) {
        const response = await fetch(`${serverUrl}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        await response.arrayBuffer();
        status = response.status;
        if (status !== 503) break;
        const wait = Number(response.headers.get('retry-after') ?? 1);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      }
      if (status < 200 || status > 299) failed += 1;
    }
  };
  await Promise.all(CAMPUS_GATES.map(() => phone()));
  return { resent: queue.length, failed };
}

export type CurfewRushTally = {
  /** Movements recorded under the scans' own keys, and under the second guards'. */
  byKey: number;
  distinctKeys: number;
  byTwinKey: number;
  /** The rush's students' "in" movements since they went out: one each. */
  ins: number;
  studentsBack: number;
  late: number;
};

/** Counts in the database what the rush recorded: every scan once, nothing twice. */
export async function tallyCurfewRush(db: Database, run: CurfewRushRun): Promise<CurfewRushTally> {
  const [row] = await selectRows<CurfewRushTally>(
    db,
    sql`select
          (select count(*)::int from gate_movements
            where client_key = any(${sql.param(run.keys)}::uuid[])) as "byKey",
          (select count(distinct client_key)::int from gate_movements
            where client_key = any(${sql.param(run.keys)}::uuid[])) as "distinctKeys",
          (select count(*)::int from gate_movements
            where client_key = any(${sql.param(run.twinKeys)}::uuid[])) as "byTwinKey",
          count(*)::int as ins, count(distinct g.student_id)::int as "studentsBack",
          count(g.late_minutes)::int as late
        from gate_movements g
        where g.student_id = any(${sql.param(run.students.map((s) => s.id))}::uuid[]) and g.direction = 'in'
          and g.scanned_at > now() - interval '80 minutes'`,
  );
  if (!row) throw new Error('the rush could not be counted');
  return row;
}

/** The rush's figures beside its targets. */
export function reportCurfewRush(run: CurfewRushRun, tally: CurfewRushTally): void {
  const { scans, mix, sent } = run;
  const scanRate = (sent.scans / CURFEW_RUSH.seconds).toFixed(1);
  const realRate = (CURFEW_RUSH.students / (CURFEW_RUSH.realMinutes * 60)).toFixed(1);
  console.log(
    `\n${GATE_LINES.rush}: ${sent.scans.toLocaleString('en-IN')} students back through ${CAMPUS_GATES.length} gates in ${CURFEW_RUSH.seconds} s (${scanRate} scans a second; the 15 minutes' rate is ${realRate}), ${sent.resent} sent again by the phone and ${sent.twins} scanned again by a second guard, curfew ${run.curfew}, while the campus mix runs at ${CURFEW_RUSH.mixRate} a second; ${machineLoad()}`,
  );
  console.log(formatOpenLoopHeader('  open loop'));
  console.log(formatOpenLoopLine('  scans', scans));
  console.log(formatOpenLoopLine('  campus mix', mix));
  if (run.cpu) console.log(`  the machine over the rush: ${formatStepCpu(run.cpu)}`);
  // Each student's return is one "in", under their scan's key or, when that scan was refused
  // at first, under the second guard's: lost is a student not back, doubled a second "in".
  const lost = sent.scans - tally.studentsBack;
  const doubled = tally.ins - tally.studentsBack + (tally.byKey - tally.distinctKeys);
  const clean = scans.errors === 0 && scans.non2xx === 0 && scans.refused === 0;
  const held = clean && scans.p99 <= SCAN_P99_MS && lost === 0 && doubled === 0;
  console.log(
    `${GATE_LINES.rush}: scan p99 ${scans.p99.toFixed(1)} ms${clean ? '' : ` (${scans.refused} refused, ${scans.non2xx} other non-2xx, ${scans.errors} errors; ${run.queued.resent} sent again from the phones' queues after, ${run.queued.failed} of them never accepted)`}; in the database ${tally.ins.toLocaleString('en-IN')} returns of ${tally.studentsBack.toLocaleString('en-IN')} students, ${tally.distinctKeys.toLocaleString('en-IN')} under their scan's key and ${tally.byTwinKey} under a second guard's, ${lost} lost, ${doubled} doubled, ${tally.late} late  ${held ? 'PASS' : 'MISS'} (scan p99 ≤ ${SCAN_P99_MS} ms, none refused, 0 lost or doubled)`,
  );
}
