import type { Rows } from './row';

/** A guardian for each allowed change: the student keeps their own set, whoever else asks. */
const guardianSet = () => ({
  guardians: [{ name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210' }],
  emergencyContact: null,
  consent: { leave: true },
});

/** Guardians, the emergency contact and consent (docs/product-rules.md#guardians). */
export const guardianRows: Rows = {
  'GET /api/student/guardians': { access: 'studentOnly' },
  'PUT /api/student/guardians': { access: 'studentOnly', payload: guardianSet },
  // A's: the office and warden X see them; to warden Y, A does not exist.
  'GET /api/admin/students/:id/guardians': { access: 'staffSees', id: (w) => w.a.id },
};
