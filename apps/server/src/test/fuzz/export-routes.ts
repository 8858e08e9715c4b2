import { auditExportQuerySchema } from '@hms/shared/audit';
import { complaintListQuerySchema } from '@hms/shared/complaints';
import { roomListQuerySchema } from '@hms/shared/rooms';
import { studentListQuerySchema } from '@hms/shared/students';
import type { RouteKey } from '../api-surface';
import type { Spec } from './invalid-requests';

const paging = { page: true, limit: true } as const;

/** The lists' CSV exports (docs/product-rules.md#exports): their lists' filters, no paging. */
export const exportRoutes = {
  'GET /api/hostels.csv': { access: 'staff' },
  'GET /api/rooms.csv': { access: 'staff', query: roomListQuerySchema.omit(paging) },
  'GET /api/students.csv': { access: 'staff', query: studentListQuerySchema.omit(paging) },
  'GET /api/complaints.csv': {
    access: 'anyButGuard',
    query: complaintListQuerySchema.omit(paging),
  },
  'GET /api/activity.csv': { access: 'admin', query: auditExportQuerySchema },
} satisfies Partial<Record<RouteKey, Spec>>;
