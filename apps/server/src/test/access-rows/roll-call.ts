import { eq } from 'drizzle-orm';
import { rollCalls } from '../../core/db/schema';
import { bearer } from '../factories';
import type { Rows } from './row';

/**
 * The night roll-call: wardens and the office of A's hostel; to warden Y, A's hostel, its
 * roll-calls and A do not exist; guards and students are refused.
 */
export const rollCallRows: Rows = {
  // Tonight's is open already (the world's): each allowed caller is answered it.
  'POST /api/roll-calls': { access: 'staffSees', payload: (w) => ({ hostel: w.hostel }) },
  'GET /api/roll-calls': { access: 'staffSees', query: (w) => `hostel=${w.hostel}` },
  'GET /api/roll-calls/:id': { access: 'staffSees', id: (w) => w.aRollCall },
  'PUT /api/roll-calls/:id/marks/:studentId': {
    access: 'staffSees',
    id: (w) => w.aRollCall,
    params: (w) => ({ studentId: w.a.id }),
    payload: () => ({ mark: 'present' }),
  },
  // Warden X closes the world's roll-call; the office closes tonight's next one.
  'POST /api/roll-calls/:id/close': {
    access: 'staffSees',
    id: (w) => w.aRollCall,
    arrange: async (w, _caller, app) => {
      const [row] = await app.db
        .select({ closedAt: rollCalls.closedAt })
        .from(rollCalls)
        .where(eq(rollCalls.id, w.aRollCall));
      if (row?.closedAt === null) return;
      const started = await app.inject({
        method: 'POST',
        url: '/api/roll-calls',
        payload: { hostel: w.hostel },
        headers: bearer(w.admin.token),
      });
      w.aRollCall = started.json<{ data: { _id: string } }>().data._id;
    },
  },
  'GET /api/admin/students/:id/roll-calls': { access: 'staffSees', id: (w) => w.a.id },
};
