import {
  noticeInputSchema,
  noticeQuerySchema,
  studentNoticeQuerySchema,
} from '@hms/shared/notices';
import fc from 'fast-check';
import type { RouteKey } from '../api-surface';
import type { Fixtures } from './fixtures';
import type { Spec } from './invalid-requests';
import { json, type Part } from './requests';

const notice = (f: Fixtures) => ({
  title: 'Water off on Sunday',
  body: 'The tanks are cleaned.',
  hostels: [f.hostel],
});

/** Well-formed notices the server refuses: an expiry gone by, a warden beyond their hostels. */
function refusedNotices(f: Fixtures): fc.Arbitrary<Part>[] {
  const body = (value: object) => json(JSON.stringify({ ...notice(f), ...value }));
  return [
    fc
      .constantFrom('2001-01-01T00:00:00Z', '2020-06-30T23:59:59+05:30')
      .map((expiresAt) => ({ body: body({ expiresAt }) })),
    fc
      .constantFrom({ allHostels: true }, { hostels: [f.spareHostel] })
      .map((value) => ({ caller: f.callers.warden, body: body(value) })),
    fc.uuid().map((hostel) => ({ caller: f.callers.admin, body: body({ hostels: [hostel] }) })),
  ];
}

/** The notices' calls (docs/product-rules.md#notices). */
export const noticeRoutes = {
  'GET /api/notices': { access: 'staff', query: noticeQuerySchema },
  'POST /api/notices': {
    access: 'staff',
    body: { schema: noticeInputSchema, base: notice },
    refusals: refusedNotices,
  },
  'PUT /api/notices/:id': {
    access: 'staff',
    id: (f) => f.aNotice,
    body: { schema: noticeInputSchema, base: notice },
    refusals: refusedNotices,
  },
  'DELETE /api/notices/:id': { access: 'staff', id: (f) => f.aNotice },
  'GET /api/student/notices': { access: 'student', query: studentNoticeQuerySchema },
  'POST /api/student/notices/:id/read': { access: 'student', id: (f) => f.aNotice },
  'POST /api/student/notices/read-all': { access: 'student' },
} satisfies Partial<Record<RouteKey, Spec>>;
