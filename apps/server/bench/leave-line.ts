import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { selectRows } from '../src/core/db/raw-rows';
import { hashPassword } from '../src/features/auth/password';
import type { CpuUse } from './cpu-meter';
import { load } from './load';

/** The leave the line adds carries this reason, so any later run can take it away. */
const BENCH_LEAVE_REASON = 'Benchmark: a weekend at home';
/** The warden whose day the line reads: of the hostel with the most residents. */
const LEAVE_WARDEN = { email: 'bench.leave.warden@campus.edu', password: 'bench-leave-2026' };
/** The warden's Leave page target at 10 connections (docs/performance.md). */
const TARGET_P99_MS = 100;

/**
 * A term of leave for the campus: every resident went home on six weekends before this one, and
 * one in ten is away now, some due back today or tomorrow; a warden of the fullest hostel.
 */
export async function addLeaveHistory(db: Database): Promise<void> {
  await removeLeaveHistory(db);
  const started = performance.now();
  await db.execute(sql`
    insert into leaves (student_id, hostel_id, from_day, to_day, destination, reason, contact_phone,
      status, decided_by, decided_at)
    select s.id, r.hostel_id, w.from_day, w.from_day + 1, 'Home', ${BENCH_LEAVE_REASON},
      '9000000000', 'Approved', 'Benchmark', now()
    from students s join rooms r on r.id = s.room_id,
      lateral (select current_date - 7 * k - 3 as from_day from generate_series(1, 6) k) w`);
  await db.execute(sql`
    insert into leaves (student_id, hostel_id, from_day, to_day, destination, reason, contact_phone,
      status, decided_by, decided_at)
    select s.id, r.hostel_id, current_date - abs(hashtext(s.id::text)) % 3,
      current_date + abs(hashtext(s.id::text)) % 4, 'Home', ${BENCH_LEAVE_REASON}, '9000000000',
      'Approved', 'Benchmark', now()
    from students s join rooms r on r.id = s.room_id
    where abs(hashtext(s.id::text)) % 10 = 0`);
  await db.execute(sql`
    with warden as (
      insert into wardens (name, email, phone, password_hash, must_change_password)
      values ('Bench Leave Warden', ${LEAVE_WARDEN.email}, '9000000002',
        ${await hashPassword(LEAVE_WARDEN.password)}, false)
      returning id)
    insert into warden_hostels (warden_id, hostel_id)
    select warden.id, (select r.hostel_id from students s join rooms r on r.id = s.room_id
      group by r.hostel_id order by count(*) desc, r.hostel_id limit 1) from warden`);
  await db.execute(sql`vacuum analyze leaves`);
  const [added] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from leaves where reason = ${BENCH_LEAVE_REASON}`,
  );
  console.log(
    `\nleave: ${(added?.n ?? 0).toLocaleString('en-IN')} leaves added (${((performance.now() - started) / 1000).toFixed(1)} s; taken away after)`,
  );
}

export async function removeLeaveHistory(db: Database): Promise<void> {
  await db.execute(sql`delete from leaves where reason = ${BENCH_LEAVE_REASON}`);
  await db.execute(sql`delete from wardens where email = ${LEAVE_WARDEN.email}`);
}

/** The `leave` section: a warden's Away today and Due back, at 10 connections. */
export async function runLeaveLine(
  serverUrl: string,
  seconds: number,
  meter: () => () => CpuUse,
): Promise<void> {
  const response = await fetch(`${serverUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LEAVE_WARDEN),
  });
  if (!response.ok) throw new Error(`the leave warden's sign-in answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const call = { method: 'GET' as const, path: '/api/leaves/away', token };
  const result = await load(serverUrl, call, seconds, meter, 10);
  const clean = result.errors === 0 && result.non2xx === 0;
  console.log(
    `leave: a warden's away today and due back, 10 connections: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU per request ${result.cpuPerRequest?.server?.toFixed(0) ?? '-'} µs server, ${result.cpuPerRequest?.database?.toFixed(0) ?? '-'} µs database${clean ? '' : ` (${result.non2xx} non-2xx: ${result.non2xxStatuses}; ${result.errors} errors)`}  ${clean && result.p99 <= TARGET_P99_MS ? 'PASS' : 'MISS'} (p99 ≤ ${TARGET_P99_MS} ms)`,
  );
}
