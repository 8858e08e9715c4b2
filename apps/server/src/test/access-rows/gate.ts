import { randomUUID } from 'node:crypto';
import { housed } from './calls';
import type { Rows } from './row';

/** The gate: scans, who is inside, movements, curfews and the student's pass. */
export const gateRows: Rows = {
  // A goes out through the gate of A's hostel; each caller's scan has its own key.
  'POST /api/gate/scans': {
    access: 'gateStaffInScope',
    payload: (w) => ({
      clientKey: randomUUID(),
      direction: 'out',
      gate: 'Main gate',
      scannedAt: new Date().toISOString(),
      rollNumber: w.a.studentId,
    }),
  },
  // Each guard's and warden's own hostels' residents; the leak check holds Y's to theirs.
  'GET /api/gate/residents': { access: 'gateStaff' },
  'GET /api/gate/movements': { access: 'staff' },
  // A's hostel's muster list: to warden Y it does not exist.
  'GET /api/gate/inside': { access: 'staffSees', query: (w) => `hostel=${w.hostel}` },
  'GET /api/gate/inside.csv': { access: 'staffSees', query: (w) => `hostel=${w.hostel}` },
  'GET /api/gate/curfews': { access: 'staff' },
  'PUT /api/gate/curfews/:id': {
    access: 'adminOnly',
    id: (w) => w.hostel,
    payload: () => ({ curfew: '22:30', guardianApprovesLeave: false }),
  },
  // B is given a room, so that B has a pass to show.
  'GET /api/student/gate-pass': {
    access: 'studentOnly',
    arrange: async (w, caller, app) => {
      if (caller === 'studentB') await housed(app, w, w.b.id, w.spareRoom);
    },
  },
};
