import { randomUUID } from 'node:crypto';
import { todayIn } from '@hms/shared/calendar-day';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { selectRows } from '../src/core/db/raw-rows';
import { admins } from '../src/core/db/schema';
import { hashPassword } from '../src/features/auth/password';
import { postMonth } from '../src/features/fees/posting/posting-repository';
import { addMonths } from '../src/features/reports/report-range';
import { SCALE_ADMIN } from '../seed/campus-size';

/** The earlier stays the reports line adds carry this note, so any later run can take them away. */
export const BENCH_HISTORY_NOTE = 'Benchmark: an earlier stay';
/** Payments and reversals the reports line adds are entered under this name. */
const BENCH_ENTERED_BY = 'Benchmark';
/** A warden of the first hostel, for the reports line's warden call. */
export const BENCH_WARDEN = { email: 'bench.warden@campus.edu', password: 'bench-warden-2026' };
/** Months of fees the reports line posts and pays, ending with this one. */
export const BENCH_FEE_MONTHS = 12;

/**
 * A year of a campus's history, which the seed does not make (its stays all began in the last
 * four months, and it has no ledger), so the reports read what an office a year in would have:
 *
 * - every resident lived in their bed for most of the year before, until forty-odd days before
 *   their stay began (a vacation between the two);
 * - each of the last twelve months posted (posting-repository's own statement), and nine students
 *   in ten paying their month's charges within it; one payment in two hundred reversed;
 * - a warden of the first hostel by name.
 *
 * All of it is taken away by removeBenchWrites.
 */
export async function addReportHistory(db: Database): Promise<void> {
  const started = performance.now();
  await db.execute(sql`
    insert into residencies (student_id, room_id, bed, moved_in_on, moved_out_on, end_reason, note,
      student_name, student_number, room_number, hostel_name)
    select student_id, room_id, bed,
      moved_in_on - 330 + abs(hashtext(id::text)) % 30, moved_in_on - 40 - abs(hashtext(id::text)) % 10,
      'Checked out', ${BENCH_HISTORY_NOTE}, student_name, student_number, room_number, hostel_name
    from residencies where moved_out_on is null`);
  await db.execute(sql`analyze residencies`);

  const [office] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, SCALE_ADMIN.email));
  if (!office) throw new Error('the campus has no office account');
  const thisMonth = todayIn('Asia/Kolkata').slice(0, 7);
  let charges = 0;
  for (let back = BENCH_FEE_MONTHS - 1; back >= 0; back -= 1) {
    const posted = await postMonth(db, {
      id: randomUUID(),
      month: addMonths(thisMonth, -back),
      by: { id: office.id, name: SCALE_ADMIN.name },
    });
    charges += posted.lines;
    // A month apart in an office, autovacuum would have seen each month's charges before the
    // next posting looks for the ones it already has; here the next comes at once.
    await db.execute(sql`analyze ledger_entries`);
  }

  const [paid] = await selectRows<{ payments: number }>(
    db,
    sql`with dues as (
        select student_id, month, sum(amount) as amount, min(hostel_id::text)::uuid as hostel_id,
          min(hostel_name) as hostel_name
        from ledger_entries where kind = 'Charge' and month is not null
        group by student_id, month
      ), added as (
        insert into ledger_entries (student_id, kind, entry_on, amount, description, hostel_id,
          hostel_name, method, receipt_number, entered_by_name)
        select student_id, 'Payment',
          least(month + 4 + abs(hashtext(student_id::text || month)) % 20, current_date),
          -amount, 'Benchmark payment', hostel_id, hostel_name, 'Cash',
          'BENCH/' || row_number() over (), ${BENCH_ENTERED_BY}
        from dues where abs(hashtext(student_id::text)) % 10 <> 0
        returning 1)
      select count(*)::int as payments from added`,
  );
  await db.execute(sql`
    insert into ledger_entries (student_id, kind, entry_on, amount, description, hostel_id,
      hostel_name, reverses, reason, entered_by_name)
    select student_id, 'Reversal', least(entry_on + 1, current_date), -amount,
      'Reversal of: ' || description, hostel_id, hostel_name, id, 'Entered twice',
      ${BENCH_ENTERED_BY}
    from ledger_entries
    where kind = 'Payment' and entered_by_name = ${BENCH_ENTERED_BY}
      and abs(hashtext(id::text)) % 200 = 0`);

  await db.execute(sql`
    with warden as (
      insert into wardens (name, email, phone, password_hash, must_change_password)
      values ('Bench Warden', ${BENCH_WARDEN.email}, '9000000001',
        ${await hashPassword(BENCH_WARDEN.password)}, false)
      returning id)
    insert into warden_hostels (warden_id, hostel_id)
    select warden.id, (select id from hostels order by lower(name), id limit 1) from warden`);
  await db.execute(sql`vacuum analyze residencies, ledger_entries, ledger_accounts`);
  console.log(
    `\nreports: a year of history added for the reports: earlier stays, ${charges.toLocaleString('en-IN')} charges over ${BENCH_FEE_MONTHS} months, ${(paid?.payments ?? 0).toLocaleString('en-IN')} payments (${((performance.now() - started) / 1000).toFixed(1)} s; taken away after)`,
  );
}
