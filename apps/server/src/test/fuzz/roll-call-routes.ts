import {
  rollCallMarkSchema,
  rollCallQuerySchema,
  rollCallStartSchema,
  studentRollCallQuerySchema,
} from '@hms/shared/roll-call';
import type { RouteKey } from '../api-surface';
import type { Spec } from './invalid-requests';

/** The night roll-call (docs/product-rules.md#roll-call); the world's is open, with A on it. */
export const rollCallRoutes = {
  'POST /api/roll-calls': {
    access: 'staff',
    body: { schema: rollCallStartSchema, base: (f) => ({ hostel: f.hostel }) },
  },
  'GET /api/roll-calls': { access: 'staff', query: rollCallQuerySchema },
  'GET /api/roll-calls/:id': { access: 'staff', id: (f) => f.aRollCall },
  'PUT /api/roll-calls/:id/marks/:studentId': {
    access: 'staff',
    id: (f) => f.aRollCall,
    params: (f) => ({ studentId: f.a.id }),
    body: { schema: rollCallMarkSchema, base: () => ({ mark: 'present' }) },
  },
  'POST /api/roll-calls/:id/close': { access: 'staff', id: (f) => f.aRollCall },
  'GET /api/admin/students/:id/roll-calls': {
    access: 'staff',
    id: (f) => f.a.id,
    query: studentRollCallQuerySchema,
  },
} satisfies Partial<Record<RouteKey, Spec>>;
