import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { selectRows } from '../src/core/db/raw-rows';
import { SCALE_GUARD_PASSWORD } from '../seed/campus-size';
import { CAMPUS_GATES } from '../seed/generate-gate-year';
import { readCampus, type BenchSession } from './bench-session';
import { campusMix } from './campus-mix';
import type { StepMeter } from './mix-lines';
import { formatStepCpu, type StepCpu } from './step-cpu';
import {
  formatOpenLoopHeader,
  formatOpenLoopLine,
  runOpenLoop,
  type LoadRequest,
  type OpenLoopResult,
} from './open-loop';
import {
  CURFEW_RUSH,
  GATE_LINES,
  SCAN_P99_MS,
  curfewRushPlan,
  machineLoad,
  rushKey,
  signInStaff,
  type GateLinesSetting,
  type RushStudent,
} from './gate-lines';

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
