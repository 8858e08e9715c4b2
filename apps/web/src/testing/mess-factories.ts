import type { SessionUser } from '@hms/shared/auth';
import type { Menu, MessPlan } from '@hms/shared/mess';
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
