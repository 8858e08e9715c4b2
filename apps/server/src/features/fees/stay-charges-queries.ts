import type { CalendarDay } from '@hms/shared/calendar-day';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/audit/record-change';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import type { RawRow } from '../../core/db/rows';
import type { ledgerEntries } from '../../core/db/schema';

type AddedEntry = RawRow<typeof ledgerEntries, 'id'>;

/**
 * Adds the hostel's security deposit for each arrival given, where the hostel has one; the unique
 * index ledger_entries_deposit_key keeps it to once, whatever races. Answers the entries added.
 * Hand-written: one insert of every arrival, so an import's thousands of first stays cost what
 * one does (docs/decisions/058).
 */
export function insertArrivalDeposits(
  tx: Executor,
  by: Actor,
  stays: readonly { studentId: string; roomId: string; on: CalendarDay }[],
): Promise<AddedEntry[]> {
  const arrivals = JSON.stringify(
    stays.map((stay) => ({
      student_id: stay.studentId,
      room_id: stay.roomId,
      arrived_on: stay.on,
    })),
  );
  return selectRows<AddedEntry>(
    tx,
    sql`insert into ledger_entries (student_id, kind, entry_on, amount, description, hostel_id,
          hostel_name, line, entered_by_id, entered_by_name)
        select a.student_id, 'Charge', a.arrived_on, h.fees_security::bigint * 100,
          'Security deposit, ' || h.name, h.id, h.name, 'Security deposit',
          ${by._id}, ${by.name}
        from json_to_recordset(${arrivals}::json)
          as a(student_id uuid, room_id uuid, arrived_on date)
        join rooms ro on ro.id = a.room_id join hostels h on h.id = ro.hostel_id
        where h.fees_security > 0
        on conflict (student_id, hostel_id) where kind = 'Charge' and line = 'Security deposit'
          do nothing
        returning id`,
  );
}

/**
 * Credits the days not lived of each line of the stay charged past `endOn`: the charge, less what
 * the days lived would have cost, rounded as charges are (ledger_prorated; the mess by the plans
 * of those days, mess_segments); once per stay, month
 * and line (ledger_entries_unused_key). Answers the entries added. Hand-written: one insert over
 * the stay's charges, set-based (docs/decisions/058).
 */
export function insertUnusedDayCredits(
  tx: Executor,
  by: Actor,
  stay: { residencyId: string; endOn: CalendarDay },
): Promise<AddedEntry[]> {
  return selectRows<AddedEntry>(
    tx,
    sql`with charged as (
          select c.*, extract(day from c.month + interval '1 month' - interval '1 day')::int
              as month_days,
            greatest(0, ${stay.endOn}::date - c.period_from) as lived
          from ledger_entries c
          where c.residency_id = ${stay.residencyId} and c.kind = 'Charge'
            and c.line in ('Rent', 'Hostel fee', 'Mess') and c.period_to >= ${stay.endOn}::date
            and not exists (select 1 from ledger_entries r where r.reverses = c.id)
        ), worth as (
          select charged.*, case when line = 'Mess'
              then (select coalesce(sum(ledger_prorated_paise(p.monthly_rate,
                  p.seg_to - p.seg_from + 1, month_days)), 0)
                from mess_segments(student_id, hostel_id, period_from, ${stay.endOn}::date - 1) p)
              else ledger_prorated(rate, lived, month_days) end as lived_worth
          from charged)
        insert into ledger_entries (student_id, kind, entry_on, amount, description, hostel_id,
          hostel_name, residency_id, month, line, period_from, period_to, rate, entered_by_id,
          entered_by_name)
        select student_id, 'Waiver', ${stay.endOn}, lived_worth - amount,
          line || ' for ' || to_char(month, 'Mon YYYY') || ': '
            || (period_to - greatest(period_from, ${stay.endOn}::date) + 1)
            || ' days not lived (moved out ' || to_char(${stay.endOn}::date, 'FMDD Mon') || ')',
          hostel_id, hostel_name, residency_id, month, line,
          greatest(period_from, ${stay.endOn}::date), period_to, rate, ${by._id}, ${by.name}
        from worth
        where lived_worth < amount
        on conflict (residency_id, month, line) where kind = 'Waiver' and residency_id is not null
          do nothing
        returning id`,
  );
}
