import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { selectRows } from '../src/core/db/raw-rows';
import { femaleFirstNames, maleFirstNames } from './indian-names';
import { pick, textArray } from './sql-arrays';

/**
 * Every student's guardians (docs/product-rules.md#guardians), in two set-based statements: a
 * father for each, a mother for two in three, an emergency contact (a local guardian) for one in
 * four, with the student's family name; and four in five consent to their guardians being told of
 * leave, late returns and absences, half of those of fees due too. The muster list and the
 * guardians' messages then read a campus as an office keeps it.
 */
export async function generateGuardians(db: Database): Promise<{ contacts: number }> {
  const fathers = textArray(maleFirstNames);
  const mothers = textArray(femaleFirstNames);
  await db.execute(sql`
    with numbered as (
      select id, regexp_replace(name, '^.* ', '') as family,
        row_number() over (order by student_id) as n
      from students
    )
    insert into student_contacts (student_id, slot, name, relation, phone, email)
    select id, slot,
      case slot
        when 1 then ${pick(fathers, sql`n * 11`)} || ' ' || family
        when 2 then ${pick(mothers, sql`n * 17`)} || ' ' || family
        else ${pick(fathers, sql`n * 23`)} || ' ' || ${pick(textArray(['Rao', 'Singh', 'Nair', 'Das']), sql`n`)}
      end,
      case slot when 1 then 'Father' when 2 then 'Mother' else 'Local guardian' end,
      (9000000000 + n * 3 + slot)::text,
      case when slot < 3 and n % 5 <> 0 then 'guardian' || n || '.' || slot || '@family.example' end
    from numbered cross join generate_series(1, 3) slot
    where slot = 1 or (slot = 2 and n % 3 <> 0) or (slot = 3 and n % 4 = 0)`);
  await db.execute(sql`
    insert into guardian_consents (student_id, leave, late_return, roll_call_absence, fees_due)
    select id, true, true, true, n % 2 = 0
    from (select id, row_number() over (order by student_id) as n from students) s
    where n % 5 <> 0`);
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from student_contacts`,
  );
  return { contacts: row?.n ?? 0 };
}
