import type { SessionUser } from '@hms/shared/auth';
import type { Menu, MessPlan } from '@hms/shared/mess';
import type { MealCount, MealCountWeek, ResidentPlan } from '@hms/shared/mess-enrolment';
import { createAdmin, nextId } from './factories';

/** A plan of a hostel, Veg at ₹3,500 a month with its four meals unless said. */
export function createPlan(overrides: Partial<MessPlan> = {}): MessPlan {
  return {
    _id: nextId(),
    hostelId: nextId(),
    hostelName: 'Kaveri',
    name: 'Veg',
    monthlyRate: 350000,
    meals: ['breakfast', 'lunch', 'snacks', 'dinner'],
    offered: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A hostel's week, with nothing on it unless items are given. */
export function createMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    hostelId: nextId(),
    hostelName: 'Kaveri',
    items: [],
    updatedAt: null,
    ...overrides,
  };
}

/** A mess manager of the given hostels, past their temporary password. */
export function createMessManager(overrides: Partial<SessionUser> = {}): SessionUser {
  return createAdmin({
    role: 'mess',
    name: 'Lakshmi Bai',
    email: 'lakshmi@college.test',
    hostelIds: [],
    mustChangePassword: false,
    ...overrides,
  });
}

/** A resident of a hostel on no plan, with nothing charged yet, unless said. */
export function createResidentPlan(overrides: Partial<ResidentPlan> = {}): ResidentPlan {
  return {
    _id: nextId(),
    name: 'Asha Rao',
    rollNumber: '2024CS001',
    roomNumber: '101',
    plan: null,
    next: null,
    earliestChange: null,
    ...overrides,
  };
}

/** A meal's count: `onPlan` residents on a plan with it, `away` of them away. */
export const mealCount = (meal: MealCount['meal'], onPlan: number, away = 0): MealCount => ({
  meal,
  onPlan,
  away,
  total: onPlan - away,
});

/** A hostel's week of meal counts, the given meals on each of its days. */
export function createMealCountWeek(
  days: readonly string[],
  meals: (day: string) => MealCount[] = () => [],
  overrides: Partial<MealCountWeek> = {},
): MealCountWeek {
  return {
    hostelId: nextId(),
    hostelName: 'Kaveri',
    days: days.map((day) => ({ day, meals: meals(day) })),
    ...overrides,
  };
}
