import { z } from 'zod';
import { requiredText } from './fields';
import { wholeNumberField } from './numbers';

/** A day's meals, in the order they are served (docs/product-rules.md#mess-plans). */
export const MEALS = ['breakfast', 'lunch', 'snacks', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

export const mealLabels: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  snacks: 'Snacks',
  dinner: 'Dinner',
};

/** Monday first, as a hostel's week is printed; 1 is Monday and 7 Sunday (ISO). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weekdayLabels: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

export const PLAN_NAME_MAX_LENGTH = 60;
/** A month's mess at most ₹1,00,000: anything more is a typing slip. */
export const PLAN_RATE_MAX_PAISE = 1_00_000_00;
export const DISHES_MAX_LENGTH = 300;

export const messMessages = {
  hostelRequired: 'Choose a hostel from the list',
  hostelNotFound: 'This hostel no longer exists, or is not one of yours.',
  nameRequired: 'Enter the plan’s name, for example Veg or Non-veg',
  nameTooLong: `The plan’s name must be at most ${PLAN_NAME_MAX_LENGTH} characters`,
  nameTaken: (name: string) =>
    `This hostel already has a plan called ${name}. Choose another name.`,
  rateRequired: 'Enter the monthly rate in rupees',
  rateWhole: 'Enter the monthly rate in rupees, with at most two decimals',
  rateNegative: 'The monthly rate cannot be below ₹0',
  rateTooLarge: 'The monthly rate must be at most ₹1,00,000',
  mealsRequired: 'Choose at least one meal the plan includes',
  mealInvalid: 'Choose meals from the list',
  planNotFound: 'This plan no longer exists. Refresh the page to see the current plans.',
  dishesTooLong: `Each meal’s dishes must be at most ${DISHES_MAX_LENGTH} characters`,
  menuInvalid: 'Give the menu as a list of days and meals',
  weekdayInvalid: 'Choose a day from Monday to Sunday',
  planSaved: 'Plan saved',
  planDeleted: 'Plan deleted',
  menuSaved: 'Menu saved',
  loadFailed: 'The mess could not be loaded',
} as const;
const m = messMessages;

const mealField = z.enum(MEALS, { error: m.mealInvalid });

/** A plan as the office or a mess manager enters it: the rate in paise, as every amount. */
export const messPlanInputSchema = z.object({
  hostelId: z.uuid({ error: m.hostelRequired }),
  name: requiredText(m.nameRequired).max(PLAN_NAME_MAX_LENGTH, m.nameTooLong),
  monthlyRate: wholeNumberField({
    required: m.rateRequired,
    min: 0,
    minMessage: m.rateNegative,
    max: PLAN_RATE_MAX_PAISE,
    maxMessage: m.rateTooLarge,
    invalid: m.rateWhole,
  }),
  meals: z
    .array(mealField, { error: m.mealsRequired })
    .min(1, m.mealsRequired)
    .max(MEALS.length, m.mealInvalid)
    // One of each, in serving order, however they were ticked.
    .transform((meals) => MEALS.filter((meal) => meals.includes(meal))),
  /** Offered for new residents; a plan stops being offered rather than being deleted. */
  offered: z.boolean({ error: 'Say whether the plan is offered' }).default(true),
});
export type MessPlanInput = z.infer<typeof messPlanInputSchema>;
export type MessPlanFormValues = z.input<typeof messPlanInputSchema>;

/** The hostel a plan is in never changes: a plan of another hostel is another plan. */
export const messPlanUpdateSchema = messPlanInputSchema.omit({ hostelId: true });
export type MessPlanUpdate = z.infer<typeof messPlanUpdateSchema>;

export const messPlanSchema = z.object({
  _id: z.string(),
  hostelId: z.string(),
  hostelName: z.string(),
  name: z.string(),
  monthlyRate: z.number(),
  meals: z.array(z.enum(MEALS)),
  offered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessPlan = z.infer<typeof messPlanSchema>;
export const messPlanResponseSchema = z.object({ success: z.literal(true), data: messPlanSchema });
export const messPlanListSchema = z.object({
  success: z.literal(true),
  data: z.array(messPlanSchema),
});

/** `GET /api/mess/plans?hostel=`: one hostel's plans, or every plan the caller may see. */
export const messPlanQuerySchema = z.object({
  hostel: z.uuid({ error: m.hostelRequired }).optional(),
});

/** `GET /api/mess/menus?hostel=`: one hostel's week, or each of the caller's hostels'. */
export const menuQuerySchema = messPlanQuerySchema;

/** `GET /api/mess/menus`, `PUT /api/mess/menus/:hostelId`: a hostel's week, each day's meals with their dishes. */
export const menuItemSchema = z.object({
  weekday: z
    .number({ error: m.weekdayInvalid })
    .int(m.weekdayInvalid)
    .min(1, m.weekdayInvalid)
    .max(7, m.weekdayInvalid),
  meal: mealField,
  dishes: z.string({ error: m.dishesTooLong }).trim().max(DISHES_MAX_LENGTH, m.dishesTooLong),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/**
 * The whole week, which replaces what was kept: a meal left empty is taken off the menu. Each
 * day's meal once.
 */
export const menuInputSchema = z.object({
  items: z
    .array(menuItemSchema, { error: m.menuInvalid })
    .max(WEEKDAYS.length * MEALS.length, m.menuInvalid)
    .refine((items) => new Set(items.map((i) => `${i.weekday}:${i.meal}`)).size === items.length, {
      error: 'Give each day’s meal once',
    }),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

export const menuSchema = z.object({
  hostelId: z.string(),
  hostelName: z.string(),
  /** Only the meals with dishes, Monday first, each day's in serving order. */
  items: z.array(menuItemSchema.extend({ dishes: z.string() })),
  updatedAt: z.string().nullable(),
});
export type Menu = z.infer<typeof menuSchema>;
export const menuResponseSchema = z.object({ success: z.literal(true), data: menuSchema });
export const menuListSchema = z.object({ success: z.literal(true), data: z.array(menuSchema) });
