import type { CalendarDay } from '@hms/shared/calendar-day';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import type { Actor } from '../../core/audit/record-change';
import { recordEntries } from './ledger-audit';

/**
 * The hostel's security deposit, charged when a student first moves into the hostel
 * (docs/product-rules.md#fees); the unique index ledger_entries_deposit_key keeps it to once,
 * whatever races. A hostel without a deposit charges nothing. One statement charges every
 * arrival given, so an import's thousands of first stays cost what one does.
 */
export async function chargeDepositsOnArrival(
  tx: Executor,
  actor: Actor,
  stays: readonly { studentId: string; roomId: string; on: CalendarDay }[],
): Promise<void> {
  if (stays.length === 0) return;
  const arrivals = JSON.stringify(
    stays.map((stay) => ({
      student_id: stay.studentId,
      room_id: stay.roomId,
      arrived_on: stay.on,
    })),
  );
  const added = await selectRows<{ id: string }>(
    tx,
    sql`insert into ledger_entries (student_id, kind, entry_on, amount, description, hostel_id,
          hostel_name, line, entered_by_id, entered_by_name)
        select a.student_id, 'Charge', a.arrived_on, h.fees_security::bigint * 100,
          'Security deposit, ' || h.name, h.id, h.name, 'Security deposit',
          ${actor._id}, ${actor.name}
        from json_to_recordset(${arrivals}::json)
          as a(student_id uuid, room_id uuid, arrived_on date)
        join rooms ro on ro.id = a.room_id join hostels h on h.id = ro.hostel_id
        where h.fees_security > 0
        on conflict (student_id, hostel_id) where kind = 'Charge' and line = 'Security deposit'
          do nothing
        returning id`,
  );
  await recordEntries(tx, actor, 'ledger.charge', added);
}

/**
 * When a stay ends inside a month already charged past its end, the days not lived are credited
 * (docs/product-rules.md#fees): the charge, less what the days lived would have cost, rounded
 * as charges are. A stay that ends before anything was charged needs no credit; posting the month
 * then charges only the days lived.
 */
export async function creditUnusedDays(
  tx: Executor,
  actor: Actor,
  stay: { residencyId: string; endOn: CalendarDay },
): Promise<void> {
  const added = await selectRows<{ id: string }>(
    tx,
    sql`with charged as (
          select c.*, extract(day from c.month + interval '1 month' - interval '1 day')::int
              as month_days,
            greatest(0, ${stay.endOn}::date - c.period_from) as lived
          from ledger_entries c
          where c.residency_id = ${stay.residencyId} and c.kind = 'Charge'
            and c.line <> 'Security deposit' and c.period_to >= ${stay.endOn}::date
            and not exists (select 1 from ledger_entries r where r.reverses = c.id))
        insert into ledger_entries (student_id, kind, entry_on, amount, description, hostel_id,
          hostel_name, residency_id, month, line, period_from, period_to, rate, entered_by_id,
          entered_by_name)
        select student_id, 'Waiver', ${stay.endOn},
          ledger_prorated(rate, lived, month_days) - amount,
          line || ' for ' || to_char(month, 'Mon YYYY') || ': '
            || (period_to - greatest(period_from, ${stay.endOn}::date) + 1)
            || ' days not lived (moved out ' || to_char(${stay.endOn}::date, 'FMDD Mon') || ')',
          hostel_id, hostel_name, residency_id, month, line,
          greatest(period_from, ${stay.endOn}::date), period_to, rate, ${actor._id}, ${actor.name}
        from charged
        where ledger_prorated(rate, lived, month_days) < amount
        on conflict (residency_id, month, line) where kind = 'Waiver' and residency_id is not null
          do nothing
        returning id`,
  );
  await recordEntries(tx, actor, 'ledger.credit', added);
}
