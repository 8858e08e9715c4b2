import { buildHostelInput, buildRoomInput, buildStudentRegistration } from '../factories';
import { housed } from './calls';
import type { Rows } from './row';

/** Hostels, rooms, the office's students and their beds, and a student's own profile. */
export const hostelsRoomsStudentsRows: Rows = {
  'GET /api/hostels': { access: 'staff' },
  'POST /api/hostels': { access: 'adminOnly', payload: () => buildHostelInput() },
  'PUT /api/hostels/:id': {
    access: 'adminOnly',
    id: (w) => w.hostel,
    payload: () => buildHostelInput({ type: 'Girls' }),
  },
  // A's hostel has a resident and may not be deleted at all; the empty one may, by an admin.
  'DELETE /api/hostels/:id': { access: 'adminOnly', id: (w) => w.spareHostel },
  'GET /api/rooms': { access: 'staff' },
  'POST /api/rooms': { access: 'adminOnly', payload: (w) => buildRoomInput(w.hostel) },
  'PUT /api/rooms/:id': {
    access: 'adminOnly',
    id: (w) => w.room,
    payload: (w) => buildRoomInput(w.hostel, { type: 'Triple' }),
  },
  // Likewise A's room is occupied; the spare room is the one an admin may delete.
  'DELETE /api/rooms/:id': { access: 'adminOnly', id: (w) => w.spareRoom },
  'GET /api/admin/students': { access: 'staff' },
  'POST /api/auth/student/register': {
    access: 'adminOnly',
    payload: () => buildStudentRegistration(),
  },
  'PUT /api/admin/students/:id': {
    access: 'adminOnly',
    id: (w) => w.a.id,
    payload: (w) => ({
      name: 'Renamed Resident',
      email: w.a.email,
      phone: w.a.phone,
      course: 'B.Sc Physics',
      year: 3,
      gender: 'Female',
      isActive: true,
    }),
  },
  // A has fee records, which outlive A (docs/product-rules.md#deleting): A is deleted all the
  // same, after the refusals of everyone else, as for every row.
  'DELETE /api/admin/students/:id': { access: 'adminOnly', id: (w) => w.a.id },
  'PUT /api/admin/students/:id/assign-room': {
    access: 'staffInScope',
    id: (w) => w.a.id,
    payload: (w) => ({ roomId: w.spareRoom }),
  },
  'DELETE /api/admin/students/:id/room': { access: 'staffInScope', id: (w) => w.a.id },
  'POST /api/admin/students/:id/check-out': {
    access: 'staffInScope',
    id: (w) => w.a.id,
    payload: () => ({ note: 'Keys returned' }),
    arrange: (w, _caller, app) => housed(app, w, w.a.id, w.room),
  },
  // B gets a bed in A's hostel, so that the two can trade.
  'POST /api/admin/students/swap': {
    access: 'staffInScope',
    payload: (w) => ({ first: w.a.id, second: w.b.id }),
    arrange: (w, _caller, app) => housed(app, w, w.b.id, w.spareRoom),
  },
  'GET /api/student/profile': { access: 'studentOnly' },
  'PUT /api/student/profile': {
    access: 'studentOnly',
    payload: () => ({ name: 'Renamed Student', phone: '7012345678' }),
  },
};
