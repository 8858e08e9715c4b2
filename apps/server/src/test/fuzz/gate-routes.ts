import { randomUUID } from 'node:crypto';
import {
  curfewInputSchema,
  gateScanSchema,
  insideQuerySchema,
  movementQuerySchema,
  residentQuerySchema,
} from '@hms/shared/gate';
import type { RouteKey } from '../api-surface';
import type { Spec } from './invalid-requests';

/** The gate (docs/product-rules.md#gate-movements). */
export const gateRoutes = {
  'POST /api/gate/scans': {
    access: 'gate',
    body: {
      schema: gateScanSchema,
      base: (f) => ({
        clientKey: randomUUID(),
        direction: 'out',
        gate: 'Main gate',
        scannedAt: new Date().toISOString(),
        rollNumber: f.a.studentId,
      }),
    },
  },
  'GET /api/gate/residents': { access: 'gate', query: residentQuerySchema },
  'GET /api/gate/movements': { access: 'staff', query: movementQuerySchema },
  'GET /api/gate/inside': { access: 'staff', query: insideQuerySchema },
  'GET /api/gate/inside.csv': { access: 'staff', query: insideQuerySchema },
  'GET /api/gate/curfews': { access: 'staff' },
  'PUT /api/gate/curfews/:id': {
    access: 'admin',
    id: (f) => f.hostel,
    body: {
      schema: curfewInputSchema,
      base: () => ({ curfew: '22:15', guardianApprovesLeave: false }),
    },
  },
  'GET /api/student/gate-pass': { access: 'student' },
} satisfies Partial<Record<RouteKey, Spec>>;
