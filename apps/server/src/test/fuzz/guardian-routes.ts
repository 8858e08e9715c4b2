import { guardiansInputSchema } from '@hms/shared/guardians';
import type { RouteKey } from '../api-surface';
import type { Spec } from './invalid-requests';

/** Guardians, the emergency contact and consent (docs/product-rules.md#guardians). */
export const guardianRoutes = {
  'GET /api/student/guardians': { access: 'student' },
  'PUT /api/student/guardians': {
    access: 'student',
    body: {
      schema: guardiansInputSchema,
      base: () => ({
        guardians: [{ name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210' }],
        emergencyContact: null,
        consent: { leave: true, lateReturn: false, rollCallAbsence: false, feesDue: false },
      }),
    },
  },
  'GET /api/admin/students/:id/guardians': { access: 'staff', id: (f) => f.a.id },
} satisfies Partial<Record<RouteKey, Spec>>;
