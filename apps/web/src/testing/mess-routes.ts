import { addDays, todayIn, type CalendarDay } from '@hms/shared/calendar-day';
import type { MessPlan } from '@hms/shared/mess';
import { mealCountDays, type MealCountWeek, type ResidentPlan } from '@hms/shared/mess-enrolment';
import { createMealCountWeek, createMenu } from './mess-factories';
import { testConfig, type MockReply, type MockRoutes } from './mock-api';

/** Tomorrow in the college's time zone: the first day of the meal count unless one is chosen. */
export const tomorrow = (): CalendarDay => addDays(todayIn(testConfig.timeZone), 1);

/** `GET /api/mess/residents` of a hostel's first page, with the filters' query after it. */
export const residentsRoute = (hostelId: string, filters = '') =>
  `GET /api/mess/residents?hostel=${hostelId}&page=1&limit=10${filters}`;

/** `GET /api/mess/meal-counts` of a hostel's week from a day, tomorrow unless said. */
export const mealCountsRoute = (hostelId: string, from: CalendarDay = tomorrow()) =>
  `GET /api/mess/meal-counts?hostel=${hostelId}&from=${from}`;

/** A page of residents, all of them on it unless a larger total is said. */
export const residentsPage = (data: readonly ResidentPlan[], total = data.length): MockReply => ({
  body: { success: true, data, pagination: { page: 1, limit: 10, total } },
});

export const mealCountsReply = (week: MealCountWeek): MockReply => ({
  body: { success: true, data: week },
});

/**
 * A hostel's Mess page sections besides its plans and menu, empty: no resident, and so nothing
 * to cook in the week from tomorrow.
 */
export function emptyMessSections(hostelId: string, hostelName = 'Kaveri'): MockRoutes {
  return {
    [residentsRoute(hostelId)]: residentsPage([]),
    [mealCountsRoute(hostelId)]: mealCountsReply(
      createMealCountWeek(mealCountDays(tomorrow()), undefined, { hostelId, hostelName }),
    ),
  };
}

/**
 * The Mess page of one hostel with an empty week's menu and the given plans, no resident and
 * nothing to cook, for a test to add its own answers to.
 */
export function messPageRoutes(
  hostelId: string,
  plans: readonly MessPlan[] = [],
  hostelName = 'Kaveri',
): MockRoutes {
  return {
    'GET /api/mess/menus': {
      body: { success: true, data: [createMenu({ hostelId, hostelName })] },
    },
    [`GET /api/mess/plans?hostel=${hostelId}`]: { body: { success: true, data: plans } },
    ...emptyMessSections(hostelId, hostelName),
  };
}
