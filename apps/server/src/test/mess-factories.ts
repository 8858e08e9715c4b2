import type { CalendarDay } from '@hms/shared/calendar-day';
import type { MessPlan, MessPlanFormValues } from '@hms/shared/mess';
import type { MealCountWeek, ResidentPlan } from '@hms/shared/mess-enrolment';
import { callApi } from './call-api';
import { bearer, createHostel, registerAdmin } from './factories';
import { createMessManager } from './staff-factories';
import type { TestApp } from './test-app';

export function buildPlanInput(hostelId: string, overrides: Partial<MessPlanFormValues> = {}) {
  return {
    hostelId,
    name: 'Veg',
    monthlyRate: 3_200_00,
    meals: ['breakfast', 'lunch', 'dinner'],
    ...overrides,
  };
}

/** The office, two girls' hostels, and a mess manager for each. */
export async function arrangeMessHostels(app: TestApp) {
  const office = await registerAdmin(app);
  const hostel = (await createHostel(app, office.token, { type: 'Girls' }))._id;
  const otherHostel = (await createHostel(app, office.token, { type: 'Girls' }))._id;
  const manager = await createMessManager(app, office.token, [hostel]);
  const otherManager = await createMessManager(app, office.token, [otherHostel]);
  const send = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { office: office.token, hostel, otherHostel, manager, otherManager, send };
}

/** The mess calls of residents' plans and meal counts, answered as they come: status and body. */
export function messCalls(app: TestApp, token: string) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    callApi<T>(app, token, method, url, payload);
  return {
    addPlan: async (hostelId: string, overrides: Partial<MessPlanFormValues> = {}) => {
      const added = await call<{ data: MessPlan }>(
        'POST',
        '/mess/plans',
        buildPlanInput(hostelId, overrides),
      );
      if (added.status !== 201) throw new Error(`POST /mess/plans answered ${added.status}`);
      return added.body.data;
    },
    residents: (hostelId: string, query = '') =>
      call<{ data: ResidentPlan[]; pagination: { total: number } }>(
        'GET',
        `/mess/residents?hostel=${hostelId}${query}`,
      ),
    changePlan: (studentId: string, planId: string | null, from: CalendarDay) =>
      call<{ data: ResidentPlan }>('PUT', `/mess/residents/${studentId}/plan`, { planId, from }),
    mealCounts: (hostelId: string, from?: CalendarDay) =>
      call<{ data: MealCountWeek }>(
        'GET',
        `/mess/meal-counts?hostel=${hostelId}${from ? `&from=${from}` : ''}`,
      ),
  };
}
