import { MEALS } from '@hms/shared/mess';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hostels } from './hostels';
import { students } from './students';

const mealList = sql.raw(MEALS.map((meal) => `'${meal}'`).join(', '));

/**
 * A hostel's mess plans (docs/product-rules.md#mess-plans): a name, a monthly rate in paise and
 * the meals it includes, in serving order. One name once per hostel, whatever its case.
 */
export const messPlans = pgTable(
  'mess_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    monthlyRate: integer('monthly_rate').notNull(),
    meals: text('meals').array().notNull(),
    offered: boolean('offered').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mess_plans_hostel_name_key').on(t.hostelId, sql`lower(${t.name})`),
    check('mess_plans_rate_check', sql`${t.monthlyRate} >= 0`),
    check(
      'mess_plans_meals_check',
      sql`cardinality(${t.meals}) >= 1 and ${t.meals} <@ array[${mealList}]::text[]`,
    ),
  ],
);

/** A hostel's week: each day's meal with its dishes; a meal with none is not kept. */
export const messMenuItems = pgTable(
  'mess_menu_items',
  {
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    meal: text('meal', { enum: MEALS }).notNull(),
    dishes: text('dishes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hostelId, t.weekday, t.meal] }),
    check('mess_menu_items_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('mess_menu_items_meal_check', sql`${t.meal} in (${mealList})`),
  ],
);

/**
 * Each student's plan, as changes from a day (docs/product-rules.md#mess-enrolment): from
 * `from_on` the student is on `plan_id`, or on none when it is null, until their next change.
 * One change a student a day, whatever races. A plan deleted leaves its past residents on none.
 */
export const messEnrolments = pgTable(
  'mess_enrolments',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    fromOn: date('from_on', { mode: 'string' }).notNull(),
    planId: uuid('plan_id').references(() => messPlans.id, { onDelete: 'set null' }),
    setByName: text('set_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.fromOn] }),
    // Who is on a plan: the meal count and a plan's deletion read it by plan.
    index('mess_enrolments_plan_idx').on(t.planId, t.fromOn),
  ],
);
