import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { selectRows } from '../src/core/db/raw-rows';
import { progressBar } from './progress';

/**
 * The hostel the gate's muster list is measured on (docs/performance.md): a Girls hostel of
 * Quadruple rooms, every bed taken, 400 residents at campus scale. The campus's other hostels
 * hold 225 each.
 */
export const GATE_HOSTEL = { name: 'Sarojini Naidu Hall', rooms: 100 };

/** The campus's gates, each kept by a guard of its own who serves every hostel. */
export const CAMPUS_GATES = [
  { gate: 'Main Gate', guard: 'Ramesh Yadav', email: 'guard.main@campus.edu' },
  { gate: 'North Gate', guard: 'Suresh Pal', email: 'guard.north@campus.edu' },
  { gate: 'East Gate', guard: 'Mahesh Gowda', email: 'guard.east@campus.edu' },
  { gate: 'Library Gate', guard: 'Dinesh Thakur', email: 'guard.library@campus.edu' },
] as const;

/** On about this many days in a thousand a resident goes out in the evening and comes back. */
const OUTINGS_PER_THOUSAND_DAYS = 235;
/**
 * One resident in 25 went out yesterday evening and has not come back: those numbered 25k + 3.
 * Not 25k: student 50k is inactive and the gate hostel's residents are women, numbered evenly,
 * so its muster list would show no one out.
 */
export const STILL_OUT = { every: 25, remainder: 3 } as const;
const DAYS = 365;

/**
 * A year at the gates (docs/product-rules.md#gate-movements), in a few set-based statements: the
 * gate's hostel filled with students who had no bed, a guard at each gate, and each resident's
 * evenings out over the last 365 days, an "out" and its "in" scanned at one of the gates, as the
 * scans service records them (an "out" with no leave is without leave, a return after the 22:00
 * curfew is late). At campus scale about 2 million movements. Numbers are spread by primes, so
 * two runs lay down the same year; client keys count up, so their index is filled in order. The
 * movements leave no audit entries: the seed's trail is of the office's changes
 * (generate-audit-trail.ts), and a year of scans would double it.
 */
export async function generateGateYear(
  db: Database,
  options: { guardPasswordHash: string; hostelRooms?: number },
): Promise<{ residents: number; movements: number }> {
  const rooms = options.hostelRooms ?? GATE_HOSTEL.rooms;
  await db.execute(sql`
    with hostel as (
      insert into hostels (name, type, total_rooms, total_capacity, fees_monthly, fees_security,
        address, amenities)
      values (${GATE_HOSTEL.name}, 'Girls', ${rooms}::int, ${rooms * 4}::int, 3500, 10000,
        'Gate Road, North Campus', array['WiFi', 'Mess', 'Laundry'])
      returning id
    )
    insert into rooms (hostel_id, room_number, type, floor, monthly_rent, amenities)
    select hostel.id, ((r - 1) / 25 + 1)::text || lpad(((r - 1) % 25 + 1)::text, 2, '0'),
      'Quadruple'::room_type, (r - 1) / 25 + 1, 3000, array['Study table', 'Wardrobe']
    from hostel cross join generate_series(1, ${rooms}::int) r`);
  // Every bed, by students who had none, women and those of another gender, in student order.
  await db.execute(sql`
    with beds as (
      select r.id as room_id, b as bed, r.room_number,
        row_number() over (order by r.floor, r.room_number, b) as n
      from rooms r join hostels h on h.id = r.hostel_id
      cross join generate_series(1, r.capacity) b
      where h.name = ${GATE_HOSTEL.name}
    ),
    takers as (
      select id, name, student_id, row_number() over (order by student_id) as n
      from students
      where is_active and room_id is null and gender in ('Female', 'Other')
    )
    insert into residencies (student_id, room_id, bed, moved_in_on,
      student_name, student_number, room_number, hostel_name)
    select takers.id, beds.room_id, beds.bed, current_date - (takers.n % 120)::int,
      takers.name, takers.student_id, beds.room_number, ${GATE_HOSTEL.name}
    from takers join beds on beds.n = takers.n`);

  const gates = sql.join(
    CAMPUS_GATES.map(({ gate, guard, email }, i) => sql`(${i}::int, ${gate}, ${guard}, ${email})`),
    sql`, `,
  );
  await db.execute(sql`
    with guards as (
      insert into wardens (name, email, phone, staff_role, password_hash, must_change_password)
      select g.guard, g.email, (9100000000 + g.ord)::text, 'guard', ${options.guardPasswordHash},
        false
      from (values ${gates}) g(ord, gate, guard, email)
      returning id
    )
    insert into warden_hostels (warden_id, hostel_id)
    select guards.id, hostels.id from guards cross join hostels`);

  const [bounds] = await selectRows<{ first: number; last: number; residents: number }>(
    db,
    sql`select coalesce(min(substr(student_id, 5)::int), 0) as first,
          coalesce(max(substr(student_id, 5)::int), 0) as last, count(*)::int as residents
        from students where room_id is not null and student_id ~ '^2025[0-9]{6}$'`,
  );
  const first = bounds?.first ?? 0;
  const last = bounds?.last ?? 0;
  const expected = Math.round(
    ((bounds?.residents ?? 0) * DAYS * 2 * OUTINGS_PER_THOUSAND_DAYS) / 1000,
  );
  const bar = progressBar('movements', expected);
  const chunk = Math.max(1, Math.ceil((last - first + 1) / 20));
  for (let from = first; from <= last; from += chunk) {
    const to = Math.min(from + chunk - 1, last);
    // An evening out leaves between 16:00 and 20:00 IST (10:30 to 14:30 UTC) and comes back 20
    // minutes to 3 hours later; past 22:00 IST (16:30 UTC, minute 990) the return is late.
    await db.execute(sql`
      with guards as (
        select g.ord, w.id, w.name, g.gate
        from (values ${gates}) g(ord, gate, guard, email)
        join wardens w on lower(w.email) = g.email
      ),
      residents as (
        select s.id, substr(s.student_id, 5)::int as n, r.hostel_id
        from students s join rooms r on r.id = s.room_id
        where s.student_id between ${`2025${String(from).padStart(6, '0')}`}
          and ${`2025${String(to).padStart(6, '0')}`}
      ),
      outings as (
        select s.id, s.n, s.hostel_id, d,
          630 + (s.n * 31 + d * 17) % 240 as out_minute,
          20 + (s.n * 13 + d * 7) % 160 as away_minutes,
          date_trunc('day', now(), 'UTC') - make_interval(days => d) as day
        from residents s cross join generate_series(${DAYS}::int, 1, -1) d
        where (s.n * 7919 + d * 104729) % 1000 < ${OUTINGS_PER_THOUSAND_DAYS}::int
          or (d = 1 and s.n % ${STILL_OUT.every}::int = ${STILL_OUT.remainder}::int)
      )
      insert into gate_movements (student_id, hostel_id, direction, gate, scanned_at, recorded_at,
        recorded_by_id, recorded_by, client_key, late_minutes, without_leave)
      select o.id, o.hostel_id, m.direction, g.gate, m.at, m.at, g.id, g.name,
        ('00000000-0000-4000-8000-' || lpad(to_hex(o.n::bigint * 1000 + o.d * 2 + m.k), 12, '0'))::uuid,
        m.late, m.direction = 'out'
      from outings o
      cross join lateral (values
        ('out', 0, o.day + make_interval(mins => o.out_minute), null::int),
        ('in', 1, o.day + make_interval(mins => o.out_minute + o.away_minutes),
          nullif(greatest(o.out_minute + o.away_minutes - 990, 0), 0))
      ) m(direction, k, at, late)
      join guards g on g.ord = (o.n + o.d + m.k) % ${CAMPUS_GATES.length}::int
      where not (m.k = 1 and o.d = 1 and o.n % ${STILL_OUT.every}::int = ${STILL_OUT.remainder}::int)`);
    bar.update(Math.round((expected * (to - first + 1)) / (last - first + 1)));
  }
  bar.done();
  const [counted] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from gate_movements`,
  );
  return { residents: bounds?.residents ?? 0, movements: counted?.n ?? 0 };
}
