import type { CalendarDay } from '@hms/shared/calendar-day';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { chargedEntry, collectedEntry } from '../fees';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/**
 * Charged and collected in each month of the range, in paise, as the Collection view counts a
 * month (collection-terms.ts), over the entries of the scope's hostels; for every hostel, the
 * entries of students in none as well. Summed by day first, then by month, so no entry's day is
 * converted; the entry a reversal undoes is looked up for reversals alone.
 */
export function collectionByMonth(
  db: Executor,
  range: { first: CalendarDay; after: CalendarDay },
  scope: HostelScope,
) {
  // The kind a reversal undoes, read for reversals alone: no other entry looks up a second row.
  const reversedKind = sql`case when e.kind = 'Reversal'
    then (select t.kind from ledger_entries t where t.id = e.reverses) end`;
  return selectRows<{ month: string; charged: string | null; collected: string | null }>(
    db,
    sql`select to_char(date_trunc('month', d.day::timestamp), 'YYYY-MM') as month,
        sum(d.charged) as charged, sum(d.collected) as collected
      from (
        select e.entry_on as day,
          sum(e.amount) filter (where ${chargedEntry(reversedKind)}) as charged,
          -sum(e.amount) filter (where ${collectedEntry(reversedKind)}) as collected
        from ledger_entries e
        where e.entry_on >= ${range.first}::date and e.entry_on < ${range.after}::date
          and ${inScope(sql`e.hostel_id`, scope) ?? sql`true`}
        group by e.entry_on
      ) d
      group by 1
      order by 1`,
  );
}
