import { formatMonth, type Month } from '@hms/shared/fee-rules';
import { sql, type SQL } from 'drizzle-orm';
import type { NotifyEach } from '../../core/notify/notify-each';
import { FEES_PAGE } from './fee-notifications';

/**
 * An amount in paise as formatRupees writes it (₹1,25,000 or ₹1,25,000.50: Indian grouping, paise
 * only when there are any), for amounts of none or more.
 */
export function rupeesText(paise: SQL): SQL {
  const rupees = sql`(${paise} / 100)`;
  const grouped = sql`case when ${rupees} >= 1000
    then regexp_replace((${rupees} / 1000)::text, ${'(\\d)(?=(\\d\\d)+$)'}::text, ${'\\1,'}::text, 'g')
      || ',' || lpad((${rupees} % 1000)::text, 3, '0')
    else ${rupees}::text end`;
  return sql`'₹' || ${grouped}
    || case when ${paise} % 100 = 0 then '' else '.' || lpad((${paise} % 100)::text, 2, '0') end`;
}

/**
 * The lines that tell each student charged by a posting of `month` what was added, one each,
 * written by the posting's own statement: common table expressions reading `charged`
 * (`student_id`, `total` in paise), as postMonth gives them.
 */
export function chargesPosted(month: Month, notifyEach: NotifyEach): SQL {
  return sql`lines as (
      select 'student'::text as role, s.id, s.email,
        ${`Fees for ${formatMonth(month)}: `}::text || ${rupeesText(sql`c.total`)} || ' charged' as title,
        'Rent and hostel fee for the month, added to your fees. Your fees page shows what is due.'::text as body,
        ${FEES_PAGE}::text as link
      from charged c join students s on s.id = c.student_id and s.is_active
    ),
    ${notifyEach.after('fee.charged')}`;
}
