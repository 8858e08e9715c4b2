import type { TestApp } from '../test-app';
import type { World } from '../world';
import { call } from './calls';
import type { Rows } from './row';

/** Stays in rooms, and the students' requests for one. */
export const residenciesAndRequestsRows: Rows = {
  'GET /api/admin/students/:id/residencies': { access: 'staffSees', id: (w) => w.a.id },
  'GET /api/admin/rooms/:id/residencies': { access: 'staffSees', id: (w) => w.room },
  'GET /api/room-requests': { access: 'staff' },
  // Each allowed decision takes A's request anew; wardenX moves A to the spare room, the office
  // back to A's first room.
  'POST /api/room-requests/:id/approve': {
    access: 'staffSees',
    id: (w) => requestOf(w),
    payload: (w, caller) => ({ roomId: caller === 'admin' ? w.room : w.spareRoom }),
    arrange: (w, _caller, app) => askedAgain(app, w),
  },
  'POST /api/room-requests/:id/reject': {
    access: 'staffSees',
    id: (w) => requestOf(w),
    payload: () => ({ reason: 'No room of that kind is free this term.' }),
    arrange: (w, _caller, app) => askedAgain(app, w),
  },
  'GET /api/student/room-requests': { access: 'studentOnly' },
  'GET /api/student/room-request-options': { access: 'studentOnly' },
  // A's request waits already: A withdraws it before asking again.
  'POST /api/student/room-requests': {
    access: 'studentOnly',
    payload: () => ({ reason: 'Nearer the library' }),
    arrange: async (w, caller, app) => {
      if (caller === 'studentA')
        await call(app, 'POST', `/api/student/room-requests/${w.aRequest}/withdraw`, w.a.token);
    },
  },
  'POST /api/student/room-requests/:id/withdraw': { access: 'ownerOnly', id: (w) => w.aRequest },
  'GET /api/student/residencies': { access: 'studentOnly' },
};

/** A's request the next decision takes: the one the world made, or the one asked since. */
const latestRequest = new WeakMap<World, string>();
const requestOf = (w: World) => latestRequest.get(w) ?? w.aRequest;

/** A asks again once the last request was decided. */
async function askedAgain(app: TestApp, w: World) {
  const response = await call(app, 'GET', '/api/student/room-requests', w.a.token);
  const [latest] = response.json<{ data: { _id: string; status: string }[] }>().data;
  if (latest?.status === 'Pending') return;
  const asked = await call(app, 'POST', '/api/student/room-requests', w.a.token, {
    reason: 'Again',
  });
  latestRequest.set(w, asked.json<{ data: { _id: string } }>().data._id);
}
