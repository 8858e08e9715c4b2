import { sql, type SQL } from 'drizzle-orm';

/**
 * Rule hostel-gender (docs/product-rules.md#hostel-gender) as a SQL condition: true when a student
 * of `gender` may live in a hostel of `hostelType`. The TypeScript of the rule is mayLiveIn
 * (packages/shared/src/gender-rule.ts); the database enforces it in the students_room_rules
 * trigger (live-triggers.ts). gender-rule-sql.test.ts holds the three to one answer.
 */
export function mayLiveInSql(gender: SQL, hostelType: SQL): SQL {
  return sql`(${gender} = 'Other'
    or ${hostelType} = (case ${gender} when 'Male' then 'Boys' else 'Girls' end)::hostel_type)`;
}
