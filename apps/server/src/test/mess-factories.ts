import type { MessPlanFormValues } from '@hms/shared/mess';
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
