import { auditEntryQuerySchema } from '@hms/shared/audit';
import { passwordChangeSchema, studentRegisterSchema } from '@hms/shared/auth';
import { wardenInputSchema, wardenUpdateSchema } from '@hms/shared/staff';
import {
  commentCreateSchema,
  complaintAssignSchema,
  complaintCreateSchema,
  complaintListQuerySchema,
  complaintUpdateSchema,
} from '@hms/shared/complaints';
import { hostelInputSchema } from '@hms/shared/hostels';
import { profileUpdateSchema } from '@hms/shared/profile';
import { roomInputSchema, roomListQuerySchema } from '@hms/shared/rooms';
import { checkOutSchema, residencyListQuerySchema, swapSchema } from '@hms/shared/residencies';
import {
  roomRequestApproveSchema,
  roomRequestCreateSchema,
  roomRequestQuerySchema,
  roomRequestRejectSchema,
} from '@hms/shared/room-requests';
import { serviceTargetsSchema } from '@hms/shared/service-targets';
import {
  assignRoomSchema,
  studentListQuerySchema,
  studentUpdateSchema,
} from '@hms/shared/students';
import fc from 'fast-check';
import type { RouteKey } from '../api-surface';
import {
  buildComplaintInput,
  buildHostelInput,
  buildRoomInput,
  buildStudentRegistration,
} from '../factories';
import { buildWardenInput } from '../staff-factories';
import { firstOf } from './fixtures';
import { upperOrLower, validName } from './hostile-values';
import type { Spec } from './invalid-requests';
import { json } from './requests';

export const signedInRoutes = {
  'GET /api/auth/me': { access: 'any' },
  'GET /api/complaints': { access: 'anyButGuard', query: complaintListQuerySchema },
  'POST /api/complaints': {
    access: 'student',
    body: { schema: complaintCreateSchema, base: () => buildComplaintInput() },
  },
  'PUT /api/complaints/:id': {
    access: 'staff',
    id: (f) => firstOf(f.aComplaints).id,
    body: { schema: complaintUpdateSchema, base: () => ({ status: 'In Progress' }) },
    // Nothing leaves Closed, and nothing goes back to Open (rule status-transitions).
    refusals: (f) => [
      fc
        .record({
          status: fc.constantFrom('In Progress', 'Resolved', 'Closed', 'Open'),
          resolution: validName,
        })
        .map((body) => ({ id: { value: f.closedComplaint }, body: json(JSON.stringify(body)) })),
      fc
        .constantFrom(...f.aComplaints.map((c) => c.id))
        .map((id) => ({ id: { value: id }, body: json('{"status":"Open"}') })),
    ],
  },
  'POST /api/complaints/:id/comments': {
    access: 'anyButGuard',
    id: (f) => firstOf(f.aComplaints).id,
    body: { schema: commentCreateSchema, base: () => ({ message: 'Any news?' }) },
    refusals: (f) => [
      // Nobody comments on a Closed complaint.
      validName.map((message) => ({
        id: { value: f.closedComplaint },
        body: json(JSON.stringify({ message })),
      })),
      // B on A's complaint: as if it did not exist.
      validName.map((message) => ({
        caller: f.callers.b,
        body: json(JSON.stringify({ message })),
      })),
    ],
  },

  'PUT /api/complaints/:id/assignee': {
    access: 'staff',
    id: (f) => firstOf(f.aComplaints).id,
    body: { schema: complaintAssignSchema, base: () => ({ assigneeId: null }) },
    // Someone not on the staff list; a warden of another hostel; a guard, never an assignee.
    refusals: (f) => [
      fc.uuid().map((assigneeId) => ({ body: json(JSON.stringify({ assigneeId })) })),
      fc.constant({ body: json(JSON.stringify({ assigneeId: f.wardenY.id })) }),
      fc.constant({ body: json(JSON.stringify({ assigneeId: f.guardX.id })) }),
    ],
  },
  'GET /api/complaints/:id/timeline': {
    access: 'anyButGuard',
    id: (f) => firstOf(f.aComplaints).id,
    // B asking for A's: as if it did not exist.
    refusals: (f) => [fc.constant({ caller: f.callers.b })],
  },
  'PUT /api/auth/password': {
    access: 'any',
    // Nobody's current password: refused whatever the new one.
    body: {
      schema: passwordChangeSchema,
      base: () => ({ currentPassword: 'not-the-password', newPassword: 'another-one-1' }),
    },
    refusals: () => [
      validName.map((newPassword) => ({
        body: json(JSON.stringify({ currentPassword: 'not-the-password', newPassword })),
      })),
    ],
  },

  'GET /api/hostels': { access: 'staff' },
  'POST /api/hostels': {
    access: 'admin',
    body: { schema: hostelInputSchema, base: () => buildHostelInput() },
    refusals: (f) => [
      upperOrLower(f.hostelName).map((name) => ({
        body: json(JSON.stringify(buildHostelInput({ name }))),
      })),
    ],
  },
  'PUT /api/hostels/:id': {
    access: 'admin',
    id: (f) => f.hostel,
    body: { schema: hostelInputSchema, base: () => buildHostelInput({ type: 'Girls' }) },
    refusals: (f) => [
      upperOrLower(f.hostelName).map((name) => ({
        id: { value: f.spareHostel },
        body: json(JSON.stringify(buildHostelInput({ name }))),
      })),
    ],
  },
  'DELETE /api/hostels/:id': {
    access: 'admin',
    id: (f) => f.spareHostel,
    // A lives there, so it is never empty.
    refusals: (f) => [fc.constant({ id: { value: f.hostel } })],
  },

  'GET /api/rooms': { access: 'staff', query: roomListQuerySchema },
  'POST /api/rooms': {
    access: 'admin',
    body: { schema: roomInputSchema, base: (f) => buildRoomInput(f.hostel) },
    refusals: (f) => [
      upperOrLower(f.roomNumber).map((roomNumber) => ({
        body: json(JSON.stringify(buildRoomInput(f.hostel, { roomNumber }))),
      })),
    ],
  },
  'PUT /api/rooms/:id': {
    access: 'admin',
    id: (f) => f.room,
    body: { schema: roomInputSchema, base: (f) => buildRoomInput(f.hostel, { type: 'Triple' }) },
    refusals: (f) => [
      upperOrLower(f.roomNumber).map((roomNumber) => ({
        id: { value: f.spareRoom },
        body: json(JSON.stringify(buildRoomInput(f.hostel, { roomNumber }))),
      })),
    ],
  },
  'DELETE /api/rooms/:id': {
    access: 'admin',
    id: (f) => f.spareRoom,
    refusals: (f) => [fc.constantFrom(f.room, f.fullRoom).map((id) => ({ id: { value: id } }))],
  },

  'GET /api/admin/students': { access: 'staff', query: studentListQuerySchema },
  'POST /api/auth/student/register': {
    access: 'admin',
    body: { schema: studentRegisterSchema, base: () => buildStudentRegistration() },
    refusals: (f) => [
      fc
        .record({ studentId: upperOrLower(f.a.studentId), name: validName })
        .map(({ studentId, name }) => ({
          body: json(JSON.stringify(buildStudentRegistration({ studentId, name }))),
        })),
    ],
  },
  'PUT /api/admin/students/:id': {
    access: 'admin',
    id: (f) => f.b.id,
    body: {
      schema: studentUpdateSchema,
      base: (f) => ({
        name: f.b.name,
        email: f.b.email,
        phone: f.b.phone,
        course: 'B.Sc Physics',
        year: 2,
        gender: 'Female',
        isActive: true,
      }),
    },
    // A's e-mail, in any case, is taken.
    refusals: (f) => [
      fc.record({ email: upperOrLower(f.a.email), name: validName }).map(({ email, name }) => ({
        body: json(
          JSON.stringify({
            name,
            email,
            phone: f.b.phone,
            course: 'B.Sc Physics',
            year: 2,
            gender: 'Female',
            isActive: true,
          }),
        ),
      })),
    ],
  },
  'DELETE /api/admin/students/:id': { access: 'admin', id: (f) => f.a.id },
  'PUT /api/admin/students/:id/assign-room': {
    access: 'staff',
    id: (f) => f.a.id,
    body: { schema: assignRoomSchema, base: (f) => ({ roomId: f.spareRoom }) },
    // B fills the Single room; A may not live in a Boys hostel; a room of another hostel.
    refusals: (f) => [
      fc
        .constantFrom(
          { roomId: f.fullRoom },
          { roomId: f.boysRoom },
          { roomId: f.spareRoom, hostel: f.spareHostel },
        )
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'DELETE /api/admin/students/:id/room': { access: 'staff', id: (f) => f.a.id },
  'POST /api/admin/students/:id/check-out': {
    access: 'staff',
    id: (f) => f.a.id,
    body: { schema: checkOutSchema, base: () => ({ note: 'Keys returned' }) },
    // A day ahead of today, or before A's stay began.
    refusals: () => [
      fc
        .constantFrom({ date: '2999-01-01' }, { date: '2001-01-01' })
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'POST /api/admin/students/swap': {
    access: 'staff',
    body: { schema: swapSchema, base: (f) => ({ first: f.a.id, second: f.b.id }) },
    // A with themself; B (Single room) into A's bed is fine, but not a day ahead.
    refusals: (f) => [
      fc
        .constantFrom(
          { first: f.a.id, second: f.a.id },
          { first: f.a.id, second: f.b.id, date: '2999-01-01' },
        )
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'GET /api/admin/students/:id/residencies': {
    access: 'staff',
    id: (f) => f.a.id,
    query: residencyListQuerySchema,
  },
  'GET /api/admin/rooms/:id/residencies': {
    access: 'staff',
    id: (f) => f.fullRoom,
    query: residencyListQuerySchema,
  },
  'GET /api/admin/dashboard': { access: 'admin' },
  'GET /api/warden/dashboard': { access: 'warden' },
  'GET /api/staff': { access: 'staff' },
  'GET /api/wardens': { access: 'admin' },
  'POST /api/wardens': {
    access: 'admin',
    body: { schema: wardenInputSchema, base: (f) => buildWardenInput([f.hostel]) },
    // An e-mail an administrator signs in with is taken.
    refusals: (f) => [
      upperOrLower(f.admin.email).map((email) => ({
        body: json(JSON.stringify(buildWardenInput([f.hostel], { email }))),
      })),
    ],
  },
  'PUT /api/wardens/:id': {
    access: 'admin',
    id: (f) => f.wardenY.id,
    body: {
      schema: wardenUpdateSchema,
      base: (f) => ({ ...buildWardenInput([f.spareHostel]), isActive: true }),
    },
    refusals: () => [
      fc.uuid().map((hostel) => ({
        body: json(JSON.stringify({ ...buildWardenInput([hostel]), isActive: true })),
      })),
    ],
  },
  'DELETE /api/wardens/:id': { access: 'admin', id: (f) => f.wardenY.id },

  'GET /api/settings/service-targets': { access: 'anyButGuard' },
  'PUT /api/settings/service-targets': {
    access: 'admin',
    body: {
      schema: serviceTargetsSchema,
      base: () => ({ Critical: 240, High: 1440, Medium: 4320, Low: 10080 }),
    },
  },
  'GET /api/audit-entries': { access: 'admin', query: auditEntryQuerySchema },

  'GET /api/student/dashboard': { access: 'student' },
  'GET /api/student/profile': { access: 'student' },
  'GET /api/student/residencies': { access: 'student', query: residencyListQuerySchema },
  'GET /api/student/room-requests': { access: 'student', query: residencyListQuerySchema },
  'GET /api/student/room-request-options': { access: 'student' },
  'POST /api/student/room-requests': {
    access: 'student',
    body: { schema: roomRequestCreateSchema, base: () => ({ reason: 'Nearer the library' }) },
  },
  'POST /api/student/room-requests/:id/withdraw': { access: 'student', id: (f) => f.aRequest },
  'GET /api/room-requests': { access: 'staff', query: roomRequestQuerySchema },
  'POST /api/room-requests/:id/approve': {
    access: 'staff',
    id: (f) => f.aRequest,
    body: { schema: roomRequestApproveSchema, base: (f) => ({ roomId: f.spareRoom }) },
    // The Single room B fills; a room of a Boys hostel.
    refusals: (f) => [
      fc
        .constantFrom({ roomId: f.fullRoom }, { roomId: f.boysRoom })
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'POST /api/room-requests/:id/reject': {
    access: 'staff',
    id: (f) => f.aRequest,
    body: { schema: roomRequestRejectSchema, base: () => ({ reason: 'None free' }) },
  },
  'PUT /api/student/profile': {
    access: 'student',
    body: { schema: profileUpdateSchema, base: () => ({ name: 'Renamed', phone: '7012345678' }) },
  },
} satisfies Partial<Record<RouteKey, Spec>>;
