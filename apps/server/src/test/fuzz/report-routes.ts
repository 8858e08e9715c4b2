import { reportQuerySchema, reportRangeQuerySchema } from '@hms/shared/reports';
import fc from 'fast-check';
import type { RouteKey } from '../api-surface';
import type { Spec } from './invalid-requests';

/** Ranges the schema refuses whatever else is sent: backwards, too long, not months. */
const badRanges = () => [
  fc
    .constantFrom(
      'from=2025-06&to=2025-05',
      'from=2020-01&to=2025-01',
      'from=2025-13',
      'to=2025-1',
      'from=June&to=2025-06',
      'from=2025-06-01',
    )
    .map((query) => ({ query })),
];

/** The Reports page's calls (docs/product-rules.md#reports): bad input is refused. */
export const reportRoutes = {
  'GET /api/reports/occupancy': { access: 'staff', query: reportQuerySchema },
  'GET /api/reports/vacancies': { access: 'staff', query: reportQuerySchema },
  'GET /api/reports/occupancy-history': {
    access: 'staff',
    query: reportRangeQuerySchema,
    refusals: badRanges,
  },
  'GET /api/reports/complaints': {
    access: 'staff',
    query: reportRangeQuerySchema,
    refusals: badRanges,
  },
  'GET /api/reports/resolve-times': {
    access: 'staff',
    query: reportRangeQuerySchema,
    refusals: badRanges,
  },
  'GET /api/reports/fee-collection': {
    access: 'staff',
    query: reportRangeQuerySchema,
    refusals: badRanges,
  },
} satisfies Partial<Record<RouteKey, Spec>>;
