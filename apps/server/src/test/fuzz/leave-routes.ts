import {
  guardianAnswerSchema,
  leaveApplySchema,
  leaveApproveSchema,
  leaveAwayQuerySchema,
  leaveQuerySchema,
  leaveRejectSchema,
} from '@hms/shared/leave';
import { pageQueryFields } from '@hms/shared/pagination';
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteKey } from '../api-surface';
import { buildLeaveInput, dayFromToday } from '../leave-factories';
import type { Fixtures } from './fixtures';
import type { Spec } from './invalid-requests';
import { json, type Part } from './requests';

/**
 * Well-formed applications the server refuses: days the shared rule turns down, and A's days
 * again, which overlap the leave A has.
 */
function refusedApplications(f: Fixtures): fc.Arbitrary<Part>[] {
  const body = (days: Record<string, string>) => json(JSON.stringify(buildLeaveInput(days)));
  return [
    fc
      .constantFrom(
        { from: dayFromToday(-1), to: dayFromToday(1) },
        { from: dayFromToday(3), to: dayFromToday(2) },
        { from: dayFromToday(1), to: dayFromToday(120) },
        { from: dayFromToday(200), to: dayFromToday(201) },
      )
      .map((days) => ({ body: body(days) })),
    fc.constant({ caller: f.callers.a, body: body({}) }),
  ];
}

/** A link to A's leave in the form the server signs, with a signature it never made. */
const forgedLink = (f: Fixtures) => ({ token: `G1.${f.aLeave}.4102444800.${'A'.repeat(22)}` });

/** The leave calls (docs/product-rules.md#leave). */
export const leaveRoutes = {
  'GET /api/leaves': { access: 'staff', query: leaveQuerySchema },
  'GET /api/leaves/away': { access: 'staff', query: leaveAwayQuerySchema },
  'POST /api/leaves/:id/approve': {
    access: 'staff',
    id: (f) => f.aLeave,
    body: { schema: leaveApproveSchema, base: () => ({ note: 'Travel safe.' }) },
  },
  'POST /api/leaves/:id/reject': {
    access: 'staff',
    id: (f) => f.aLeave,
    body: { schema: leaveRejectSchema, base: () => ({ note: 'Exams that week' }) },
  },
  'GET /api/student/leaves': { access: 'student', query: z.object(pageQueryFields) },
  'POST /api/student/leaves': {
    access: 'student',
    body: { schema: leaveApplySchema, base: () => buildLeaveInput() },
    refusals: refusedApplications,
  },
  'POST /api/student/leaves/:id/cancel': { access: 'student', id: (f) => f.aLeave },
  // A guardian's link, public: a token of the right shape this server never signed, for A's leave.
  'GET /api/guardian/leave/:token': {
    access: 'public',
    params: forgedLink,
    // Whoever opens it, signed in or not, a link this server never signed is refused.
    refusals: (f) => [
      fc
        .constantFrom(f.callers.a, f.callers.admin, f.callers.guard, { label: 'anonymous' })
        .map((caller) => ({ caller })),
    ],
  },
  'POST /api/guardian/leave/:token': {
    access: 'public',
    params: forgedLink,
    body: { schema: guardianAnswerSchema, base: () => ({ decision: 'Approved' }) },
    refusals: () => [
      fc
        .constantFrom('Approved', 'Declined')
        .map((decision) => ({ body: json(JSON.stringify({ decision })) })),
    ],
  },
} satisfies Partial<Record<RouteKey, Spec>>;
