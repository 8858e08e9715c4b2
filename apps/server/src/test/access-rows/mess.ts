import { addDays, todayIn } from '@hms/shared/calendar-day';
import { eq } from 'drizzle-orm';
import { messPlans } from '../../core/db/schema';
import { bearer } from '../factories';
import type { Rows } from './row';

const meals = ['breakfast', 'lunch', 'dinner'];

/**
 * The mess (docs/decisions/064): wardens and mess managers read their hostels' plans and menus;
 * the office and the mess manager of A's hostel change them; to the mess manager of another
 * hostel, A's hostel's plans do not exist; guards and students are refused.
 */
export const messRows: Rows = {
  'GET /api/mess/plans': { access: 'messViews' },
  'GET /api/mess/menus': { access: 'messViews' },
  // Each caller adds a plan of its own name, so that two allowed calls do not collide.
  'POST /api/mess/plans': {
    access: 'messInScope',
    payload: (w, caller) => ({
      hostelId: w.hostel,
      name: `Non-veg ${caller}`,
      monthlyRate: 3_600_00,
      meals,
    }),
  },
  'PUT /api/mess/plans/:id': {
    access: 'messInScope',
    id: (w) => w.aMessPlan,
    payload: (_w, caller) => ({ name: `Veg ${caller}`, monthlyRate: 3_300_00, meals }),
  },
  // The first allowed caller deletes the world's plan; the next is given another to delete.
  'DELETE /api/mess/plans/:id': {
    access: 'messInScope',
    id: (w) => w.aMessPlan,
    arrange: async (w, _caller, app) => {
      const [kept] = await app.db
        .select({ id: messPlans.id })
        .from(messPlans)
        .where(eq(messPlans.id, w.aMessPlan));
      if (kept) return;
      const added = await app.inject({
        method: 'POST',
        url: '/api/mess/plans',
        payload: { hostelId: w.hostel, name: 'Jain', monthlyRate: 3_000_00, meals },
        headers: bearer(w.admin.token),
      });
      w.aMessPlan = added.json<{ data: { _id: string } }>().data._id;
    },
  },
  'PUT /api/mess/menus/:id': {
    access: 'messInScope',
    id: (w) => w.hostel,
    payload: () => ({ items: [{ weekday: 1, meal: 'breakfast', dishes: 'Idli, sambar' }] }),
  },
  'GET /api/student/mess/menu': { access: 'studentOnly' },
  'GET /api/mess/residents': { access: 'messViewsInScope', query: (w) => `hostel=${w.hostel}` },
  'GET /api/mess/meal-counts': {
    access: 'messViewsInScope',
    query: (w) => `hostel=${w.hostel}`,
  },
  'GET /api/mess/meal-counts.csv': {
    access: 'messViewsInScope',
    query: (w) => `hostel=${w.hostel}`,
  },
  // No plan from tomorrow: allowed calls leave the world's plan free to be deleted.
  'PUT /api/mess/residents/:id/plan': {
    access: 'messInScope',
    id: (w) => w.a.id,
    payload: () => ({ planId: null, from: addDays(todayIn('Asia/Kolkata'), 1) }),
  },
};
