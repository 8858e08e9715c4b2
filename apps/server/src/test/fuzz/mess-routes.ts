import {
  menuInputSchema,
  menuQuerySchema,
  messPlanInputSchema,
  messPlanQuerySchema,
  messPlanUpdateSchema,
} from '@hms/shared/mess';
import {
  mealCountQuerySchema,
  planChangeInputSchema,
  residentPlanQuerySchema,
} from '@hms/shared/mess-enrolment';
import type { RouteKey } from '../api-surface';
import type { Spec } from './invalid-requests';

const plan = { name: 'Veg', monthlyRate: 3_200_00, meals: ['breakfast', 'lunch', 'dinner'] };

/** The mess (docs/decisions/064): the world's plan is in A's hostel. */
export const messRoutes = {
  'GET /api/mess/plans': { access: 'messViews', query: messPlanQuerySchema },
  'GET /api/mess/menus': { access: 'messViews', query: menuQuerySchema },
  'POST /api/mess/plans': {
    access: 'mess',
    body: { schema: messPlanInputSchema, base: (f) => ({ hostelId: f.hostel, ...plan }) },
  },
  'PUT /api/mess/plans/:id': {
    access: 'mess',
    id: (f) => f.aMessPlan,
    body: { schema: messPlanUpdateSchema, base: () => plan },
  },
  'DELETE /api/mess/plans/:id': { access: 'mess', id: (f) => f.aMessPlan },
  'PUT /api/mess/menus/:id': {
    access: 'mess',
    id: (f) => f.hostel,
    body: {
      schema: menuInputSchema,
      base: () => ({ items: [{ weekday: 1, meal: 'lunch', dishes: 'Rajma chawal' }] }),
    },
  },
  'GET /api/student/mess/menu': { access: 'student' },
  'GET /api/mess/residents': {
    access: 'messViews',
    query: residentPlanQuerySchema,
  },
  'GET /api/mess/meal-counts': {
    access: 'messViews',
    query: mealCountQuerySchema,
  },
  'GET /api/mess/meal-counts.csv': {
    access: 'messViews',
    query: mealCountQuerySchema,
  },
  'PUT /api/mess/residents/:id/plan': {
    access: 'mess',
    id: (f) => f.a.id,
    body: { schema: planChangeInputSchema, base: () => ({ planId: null, from: '2026-12-01' }) },
  },
} satisfies Partial<Record<RouteKey, Spec>>;
