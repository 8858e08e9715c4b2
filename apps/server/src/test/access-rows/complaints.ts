import { buildComplaintInput } from '../factories';
import type { Rows } from './row';

/** Complaints, their comments and timeline, and the service targets that date them. */
export const complaintRows: Rows = {
  // Students get only their own list; the leak check below holds B to that. Guards get none.
  'GET /api/complaints': { access: 'signedInNotGuards' },
  'POST /api/complaints': { access: 'studentOnly', payload: () => buildComplaintInput() },
  // Warden X takes it up, then the office resolves it.
  'PUT /api/complaints/:id': {
    access: 'staffInScope',
    id: (w) => firstOf(w.aComplaints).id,
    payload: (_w, caller) =>
      caller === 'admin' ? { status: 'Resolved', resolution: 'Fixed' } : { status: 'In Progress' },
  },
  'POST /api/complaints/:id/comments': {
    access: 'ownerOrStaffInScope',
    id: (w) => firstOf(w.aComplaints).id,
    payload: () => ({ message: 'Is there any update on this?' }),
  },
  'PUT /api/complaints/:id/assignee': {
    access: 'staffInScope',
    id: (w) => firstOf(w.aComplaints).id,
    payload: (w) => ({ assigneeId: w.admin.id }),
  },
  'GET /api/complaints/:id/timeline': {
    access: 'ownerOrStaffSees',
    id: (w) => firstOf(w.aComplaints).id,
  },
  'GET /api/settings/service-targets': { access: 'signedInNotGuards' },
  'PUT /api/settings/service-targets': {
    access: 'adminOnly',
    payload: () => ({ Critical: 120, High: 720, Medium: 2880, Low: 7200 }),
  },
};

function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (first === undefined) throw new Error('the world has none');
  return first;
}
