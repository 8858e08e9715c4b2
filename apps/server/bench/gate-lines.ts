import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { selectRows } from '../src/core/db/raw-rows';
import { hashPassword } from '../src/features/auth/password';
import { CAMPUS_GATES, GATE_HOSTEL, STILL_OUT } from '../seed/generate-gate-year';
import { RACE } from './bench-database';
/** The gate's lines, named as `--line` names them. */
export const GATE_LINES = {
  inside: 'gate inside now',
  rush: 'gate curfew rush',
  rollCall: 'gate roll-call marks',
} as const;

/** The targets of the issue "Who is inside tonight" (docs/performance.md). */
export const INSIDE_P99_MS = 100;
export const SCAN_P99_MS = 100;

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
export const GATE_WARDEN = { email: 'bench.gate.warden@campus.edu', password: 'bench-gate-2026' };
/**
 * The rush's client keys, and those of the "out"s laid down before it, begin with this, so any
 * later run can find and take them away; the seed's keys begin with zeros.
 */
const RUSH_KEY_PREFIX = 'b0a1c0de';
export const rushKey = () => `${RUSH_KEY_PREFIX}${randomUUID().slice(RUSH_KEY_PREFIX.length)}`;
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
          and s.student_id ~ '^2025[0-9]{6}$'
          and substr(s.student_id, 5)::int % ${STILL_OUT.every}::int <> ${STILL_OUT.remainder}::int
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
export const machineLoad = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} on ${os.cpus().length} cores`;

export async function signInStaff(
  serverUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${serverUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${email}'s sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
