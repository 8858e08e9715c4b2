import { z } from 'zod';
import { addDays, calendarDayField, formatDay, type CalendarDay } from './calendar-day';
import { formatMonth, lastDayOf, type Month } from './fee-rules';
import { MEALS } from './mess';
import { pagedResponseSchema, pageQueryFields } from './pagination';

/** How far ahead a plan change may be set: further is a typing slip. */
export const PLAN_CHANGE_DAYS_AHEAD = 366;
/** The meal count's week: the day asked for and the six after it. */
export const MEAL_COUNT_DAYS = 7;

export const messEnrolmentMessages = {
  hostelRequired: 'Choose a hostel from the list',
  planInvalid: 'Choose a plan from the list, or No plan',
  residentNotFound: 'This student does not live in one of your hostels.',
  planNotInHostel: 'Choose one of the plans of the hostel the student lives in.',
  planNotOffered: (name: string) =>
    `${name} is no longer offered. Choose a plan the hostel offers.`,
  fromPosted: (month: Month, earliest: CalendarDay) =>
    `${formatMonth(month)} is already charged, so a change can start on ${formatDay(earliest)} at the earliest.`,
  fromTooFar: `Choose a day at most ${PLAN_CHANGE_DAYS_AHEAD} days from today`,
  planChanged: 'Plan changed',
  changedMeanwhile:
    'The student or the plan was deleted meanwhile, so nothing was changed. Refresh the page.',
  planInUse: (name: string) =>
    `Residents are on ${name} today or from a later day. Move them to another plan first, or mark it not offered.`,
} as const;
const m = messEnrolmentMessages;

/**
 * The first day a student's plan may change (docs/product-rules.md#mess-enrolment): never inside
 * a month already charged to them, since its mess is on their ledger.
 */
export function earliestPlanChange(lastChargedMonth: Month | null): CalendarDay | null {
  return lastChargedMonth === null ? null : addDays(lastDayOf(lastChargedMonth), 1);
}

/** Why a plan change from `from` is refused, or undefined when it may be made. */
export function planChangeProblem(
  from: CalendarDay,
  today: CalendarDay,
  lastChargedMonth: Month | null,
): string | undefined {
  const earliest = earliestPlanChange(lastChargedMonth);
  if (lastChargedMonth !== null && earliest !== null && from < earliest)
    return m.fromPosted(lastChargedMonth, earliest);
  if (from > addDays(today, PLAN_CHANGE_DAYS_AHEAD)) return m.fromTooFar;
  return undefined;
}

/** `PUT /api/mess/residents/:studentId/plan`: the plan from a day on; null for none. */
export const planChangeInputSchema = z.object({
  planId: z.uuid({ error: m.planInvalid }).nullable(),
  from: calendarDayField,
});
export type PlanChangeInput = z.infer<typeof planChangeInputSchema>;

/** `GET /api/mess/residents`: one hostel's residents and their plans, paged. */
export const residentPlanQuerySchema = z.object({
  hostel: z.uuid({ error: m.hostelRequired }),
  search: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  /** A plan's id, or `none` for residents on no plan. */
  plan: z.union([z.uuid(), z.literal('none')], { error: m.planInvalid }).optional(),
  ...pageQueryFields,
});
export type ResidentPlanQuery = z.infer<typeof residentPlanQuerySchema>;

const planRef = z.object({ _id: z.string(), name: z.string() });

export const residentPlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rollNumber: z.string().nullable(),
  roomNumber: z.string(),
  /** The plan today, in this hostel; null for none. */
  plan: planRef.nullable(),
  /** The next change set for a later day, if any. */
  next: z.object({ from: z.string(), plan: planRef.nullable() }).nullable(),
  /** The first day a change may take effect from, or null when no month is charged yet. */
  earliestChange: z.string().nullable(),
});
export type ResidentPlan = z.infer<typeof residentPlanSchema>;
export const residentPlanListSchema = pagedResponseSchema(residentPlanSchema);
export const residentPlanResponseSchema = z.object({
  success: z.literal(true),
  data: residentPlanSchema,
});

/** `GET /api/mess/meal-counts`: a hostel's week ahead from a day (tomorrow when not given). */
export const mealCountQuerySchema = z.object({
  hostel: z.uuid({ error: m.hostelRequired }),
  from: calendarDayField.optional(),
});
export type MealCountQuery = z.infer<typeof mealCountQuerySchema>;

export const mealCountSchema = z.object({
  meal: z.enum(MEALS),
  /** Residents whose plan that day includes the meal. */
  onPlan: z.number(),
  /** Of them, those on approved leave that day, or out at the gate now (today's meals). */
  away: z.number(),
  /** What to cook for: on plan, less away. */
  total: z.number(),
});
export type MealCount = z.infer<typeof mealCountSchema>;

export const mealCountWeekSchema = z.object({
  hostelId: z.string(),
  hostelName: z.string(),
  days: z.array(z.object({ day: z.string(), meals: z.array(mealCountSchema) })),
});
export type MealCountWeek = z.infer<typeof mealCountWeekSchema>;
export const mealCountResponseSchema = z.object({
  success: z.literal(true),
  data: mealCountWeekSchema,
});

/** The days of the meal count's week from its first. */
export function mealCountDays(from: CalendarDay): CalendarDay[] {
  return Array.from({ length: MEAL_COUNT_DAYS }, (_, i) => addDays(from, i));
}
