import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { selectRows } from '../src/core/db/raw-rows';
import { textArray } from './sql-arrays';

/** A week of dishes, one text a day's meal, Monday first: what a campus mess serves. */
// prettier-ignore
const WEEK = {
  breakfast: ['Idli, sambar, chutney', 'Poha, banana', 'Aloo paratha, curd', 'Upma, chutney', 'Dosa, sambar', 'Puri, aloo sabzi', 'Bread, omelette or paneer bhurji'],
  lunch: ['Rice, dal, bhindi fry, curd', 'Rajma chawal, salad', 'Rice, sambar, poriyal, rasam', 'Chole, rice, roti', 'Veg pulao, raita, papad', 'Kadhi chawal, aloo gobi', 'Veg biryani, raita'],
  snacks: ['Samosa, tea', 'Biscuits, tea', 'Bhel puri', 'Vada pav', 'Pakora, tea', 'Sandwich', 'Fruit'],
  dinner: ['Roti, paneer butter masala, rice', 'Roti, mixed veg, dal', 'Roti, egg curry or aloo matar', 'Roti, dal makhani, rice', 'Roti, chicken curry or paneer', 'Roti, chana masala, rice', 'Roti, kadai veg, kheer'],
} as const;

/**
 * Every hostel's mess (docs/product-rules.md#mess-plans), in three statements: Veg and Non-veg
 * plans for all, Jain for every third hostel, and one week's menu each. Rates vary a little by
 * hostel, as they do between messes.
 */
export async function generateMess(db: Database): Promise<{ plans: number }> {
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by name) as n from hostels)
    insert into mess_plans (hostel_id, name, monthly_rate, meals)
    select id, plan.name, (plan.rupees + (n % 5) * 100) * 100, plan.meals
    from numbered cross join (values
      ('Veg', 3200, array['breakfast', 'lunch', 'snacks', 'dinner']),
      ('Non-veg', 3800, array['breakfast', 'lunch', 'snacks', 'dinner']),
      ('Jain', 3300, array['breakfast', 'lunch', 'dinner'])
    ) plan(name, rupees, meals)
    where plan.name <> 'Jain' or n % 3 = 0`);
  const meals = Object.entries(WEEK).map(([meal, dishes]) => sql`(${meal}, ${textArray(dishes)})`);
  await db.execute(sql`
    insert into mess_menu_items (hostel_id, weekday, meal, dishes)
    select h.id, d, week.meal, week.dishes[d]
    from hostels h cross join (values ${sql.join(meals, sql`, `)}) week(meal, dishes)
    cross join generate_series(1, 7) d`);
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from mess_plans`);
  return { plans: row?.n ?? 0 };
}
