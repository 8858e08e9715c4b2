import { randomUUID } from 'node:crypto';
import { todayIn } from '@hms/shared/calendar-day';
import type { Role } from '@hms/shared/enums';
import { apiMessages, staffMessages } from '@hms/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from './db/schema';
import { databaseFingerprint, routeKeys, type RouteKey } from './test/api-surface';
import {
  bearer,
  buildAdminRegistration,
  buildComplaintInput,
  buildHostelInput,
  buildRoomInput,
  buildStudentRegistration,
} from './test/factories';
import { buildLeaveInput, dayFromToday } from './test/leave-factories';
import { failedMessage } from './test/outbox-rows';
import { buildWardenInput } from './test/staff-factories';
import {
  INITIAL_PASSWORD,
  roomLine,
  roomsFile,
  studentLine,
  studentsFile,
} from './test/import-factories';
import { createTestApp, type TestApp } from './test/test-app';
import { arrangeWorld, type World } from './test/world';

/**
 * Rules role-areas and owner-only as a matrix: every route of the app's own table against every
 * kind of caller. A route added without a row here fails the first test, so no route escapes the
 * review.
 */

type Caller = 'anonymous' | 'studentA' | 'studentB' | 'wardenX' | 'wardenY' | 'admin';
const CALLERS: readonly Caller[] = [
  'anonymous',
  'studentA',
  'studentB',
  'wardenX',
  'wardenY',
  'admin',
];

type Access =
  | 'public'
  | 'signedIn'
  | 'studentOnly'
  | 'wardenOnly'
  | 'adminOnly'
  | 'staff'
  | 'staffInScope'
  | 'ownerOrStaffInScope'
  | 'ownerOrStaffSees'
  | 'staffSees'
  | 'ownerOnly'
  | 'accountOwnerOnly';

/**
 * 'ok' is any 2xx; a number is the refusal the caller must get, with nothing written. Warden X
 * runs A's hostel, warden Y another (docs/decisions/043).
 */
const EXPECTED: Record<Access, Record<Caller, 'ok' | 401 | 403 | 404>> = {
  public: {
    anonymous: 'ok',
    studentA: 'ok',
    studentB: 'ok',
    wardenX: 'ok',
    wardenY: 'ok',
    admin: 'ok',
  },
  signedIn: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 'ok',
    wardenX: 'ok',
    wardenY: 'ok',
    admin: 'ok',
  },
  studentOnly: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 'ok',
    wardenX: 403,
    wardenY: 403,
    admin: 403,
  },
  wardenOnly: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 'ok',
    admin: 403,
  },
  adminOnly: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 403,
    wardenY: 403,
    admin: 'ok',
  },
  // Lists: each warden's is filtered to their hostels, which the leak check holds Y to.
  staff: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 'ok',
    admin: 'ok',
  },
  staffInScope: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 403,
    admin: 'ok',
  },
  // B asking for A's complaint is told it does not exist, so ids reveal nothing (rule owner-only);
  // warden Y is told the complaint is not theirs to work.
  ownerOrStaffInScope: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 404,
    wardenX: 'ok',
    wardenY: 403,
    admin: 'ok',
  },
  // A read: to anyone who may not see it, it does not exist.
  ownerOrStaffSees: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 404,
    wardenX: 'ok',
    wardenY: 404,
    admin: 'ok',
  },
  // A's own request: B is told it does not exist; staff withdraw nothing for a student.
  ownerOnly: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 404,
    wardenX: 403,
    wardenY: 403,
    admin: 403,
  },
  // A line of A's own bell: every other account, whatever its role, is told it does not exist.
  accountOwnerOnly: {
    anonymous: 401,
    studentA: 'ok',
    studentB: 404,
    wardenX: 404,
    wardenY: 404,
    admin: 404,
  },
  // A record of A's that students never read (A's own reach A another way), and that a warden
  // elsewhere is told does not exist.
  staffSees: {
    anonymous: 401,
    studentA: 403,
    studentB: 403,
    wardenX: 'ok',
    wardenY: 404,
    admin: 'ok',
  },
};

/** The roles each access lets past the role check: a deleted account of another is 401 or 403. */
const ROLES_ALLOWED: Record<Access, readonly Role[]> = {
  public: ['admin', 'warden', 'student'],
  signedIn: ['admin', 'warden', 'student'],
  studentOnly: ['student'],
  wardenOnly: ['warden'],
  adminOnly: ['admin'],
  staff: ['admin', 'warden'],
  staffInScope: ['admin', 'warden'],
  ownerOrStaffInScope: ['admin', 'warden', 'student'],
  ownerOrStaffSees: ['admin', 'warden', 'student'],
  staffSees: ['admin', 'warden'],
  ownerOnly: ['student'],
  accountOwnerOnly: ['admin', 'warden', 'student'],
};

const REFUSAL_MESSAGES: Partial<Record<number, readonly string[]>> = {
  401: [apiMessages.notSignedIn],
  403: [apiMessages.forbidden, staffMessages.outsideScope],
};

type Row = {
  access: Access;
  /** Fills `:id`; aimed at A's records wherever the route takes one. */
  id?: (w: World) => string;
  /** Fills the `*` of a wildcard route. */
  rest?: string;
  /** The query string a route needs. */
  query?: string;
  /** A valid body, made anew for each caller so that allowed writes do not collide. */
  payload?: (w: World, caller: Caller) => object;
  /** Puts A's records back as an allowed call needs them, after the call before it changed them. */
  arrange?: (w: World, caller: Caller) => Promise<void>;
  /** What an allowed call answers when that is not a 2xx. */
  allowedStatus?: number;
};

const rows: Record<RouteKey, Row> = {
  // The API documentation and its assets are public by design.
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  // The documentation page lives at /api/docs; its old static address sends the browser there.
  'GET /api/docs/static/index.html': { access: 'public', allowedStatus: 302 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /api/docs/static/*': { access: 'public', rest: 'index.css' },

  'GET /api/health': { access: 'public' },
  'GET /api/config': { access: 'public' },
  // This app sends no e-mail: asking for a link is refused as not available, to everyone alike.
  'POST /api/auth/password-reset': {
    access: 'public',
    payload: (w) => ({ email: w.a.email }),
    allowedStatus: 409,
  },
  // A token of no link: refused as a link that does not work, to everyone alike.
  'POST /api/auth/password-reset/confirm': {
    access: 'public',
    payload: () => ({ token: 'A'.repeat(43), newPassword: 'a-new-secret-9' }),
    allowedStatus: 400,
  },
  // Sign-up is open in this app (ADMIN_SIGNUP=open), so each caller can register someone new.
  'POST /api/admin/register': { access: 'public', payload: () => buildAdminRegistration() },
  'POST /api/admin/login': {
    access: 'public',
    payload: (w) => ({ email: w.admin.email, password: w.admin.password }),
  },
  'POST /api/student/register': { access: 'public', payload: () => buildStudentRegistration() },
  // B signs in: the answer is B's own, so it may reach anyone holding B's password.
  'POST /api/student/login': {
    access: 'public',
    payload: (w) => ({ studentId: w.b.studentId, password: w.b.password }),
  },

  'GET /api/auth/me': { access: 'signedIn' },
  // Each caller changes their own password, knowing it.
  'PUT /api/auth/password': {
    access: 'signedIn',
    payload: (w, caller) => ({
      currentPassword: passwordOf(w, caller),
      newPassword: `${passwordOf(w, caller)}-new`,
    }),
  },
  // Students get only their own list; the leak check below holds B to that.
  'GET /api/complaints': { access: 'signedIn' },
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
  // Each account's own bell; the leak check holds B and warden Y to that.
  'GET /api/notifications': { access: 'signedIn' },
  'GET /api/notifications/unread-count': { access: 'signedIn' },
  'POST /api/notifications/:id/read': { access: 'accountOwnerOnly', id: (w) => w.aNotification },
  'POST /api/notifications/read-all': { access: 'signedIn' },
  'GET /api/complaints/:id/timeline': {
    access: 'ownerOrStaffSees',
    id: (w) => firstOf(w.aComplaints).id,
  },

  'GET /api/settings/service-targets': { access: 'signedIn' },
  'PUT /api/settings/service-targets': {
    access: 'adminOnly',
    payload: () => ({ Critical: 120, High: 720, Medium: 2880, Low: 7200 }),
  },

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
  // A has fee records, which are never deleted (docs/product-rules.md#fees): the office is
  // told so; the refusals of everyone else come first, as for every row.
  'DELETE /api/admin/students/:id': { access: 'adminOnly', id: (w) => w.a.id, allowedStatus: 409 },
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
    arrange: (w) => housed(w, w.a.id, w.room),
  },
  // B gets a bed in A's hostel, so that the two can trade.
  'POST /api/admin/students/swap': {
    access: 'staffInScope',
    payload: (w) => ({ first: w.a.id, second: w.b.id }),
    arrange: (w) => housed(w, w.b.id, w.spareRoom),
  },
  'GET /api/admin/students/:id/residencies': { access: 'staffSees', id: (w) => w.a.id },
  'GET /api/admin/rooms/:id/residencies': { access: 'staffSees', id: (w) => w.room },
  'GET /api/room-requests': { access: 'staff' },
  // Each allowed decision takes A's request anew; wardenX moves A to the spare room, the office
  // back to A's first room.
  'POST /api/room-requests/:id/approve': {
    access: 'staffSees',
    id: (w) => requestOf(w),
    payload: (w, caller) => ({ roomId: caller === 'admin' ? w.room : w.spareRoom }),
    arrange: (w) => askedAgain(w),
  },
  'POST /api/room-requests/:id/reject': {
    access: 'staffSees',
    id: (w) => requestOf(w),
    payload: () => ({ reason: 'No room of that kind is free this term.' }),
    arrange: (w) => askedAgain(w),
  },
  'GET /api/student/room-requests': { access: 'studentOnly' },
  'GET /api/student/room-request-options': { access: 'studentOnly' },
  // A's request waits already: A withdraws it before asking again.
  'POST /api/student/room-requests': {
    access: 'studentOnly',
    payload: () => ({ reason: 'Nearer the library' }),
    arrange: async (w, caller) => {
      if (caller === 'studentA')
        await call('POST', `/api/student/room-requests/${w.aRequest}/withdraw`, w.a.token);
    },
  },
  'POST /api/student/room-requests/:id/withdraw': { access: 'ownerOnly', id: (w) => w.aRequest },
  'GET /api/fees/postings/preview': { access: 'adminOnly', query: `month=${thisMonth()}` },
  'POST /api/fees/postings': { access: 'adminOnly', payload: () => ({ month: thisMonth() }) },
  'POST /api/fees/payments': {
    access: 'staffSees',
    payload: (w) => ({
      student: w.a.id,
      amount: 500_00,
      method: 'Cash',
      idempotencyKey: randomUUID(),
    }),
  },
  'POST /api/fees/adjustments': {
    access: 'adminOnly',
    payload: (w) => ({ student: w.a.id, kind: 'Fine', amount: 200_00, description: 'Lost key' }),
  },
  'POST /api/fees/entries/:id/reverse': {
    access: 'adminOnly',
    id: (w) => w.aPayment,
    payload: () => ({ reason: 'Recorded twice' }),
  },
  'GET /api/fees/students/:id': { access: 'staffSees', id: (w) => w.a.id },
  'GET /api/fees/students/:id/entries': { access: 'staffSees', id: (w) => w.a.id },
  'GET /api/fees/dues': { access: 'staff' },
  'GET /api/fees/dues.csv': { access: 'staff' },
  // Each list's file holds what its list shows the caller; the leak check holds Y and B to that.
  'GET /api/hostels.csv': { access: 'staff' },
  'GET /api/rooms.csv': { access: 'staff' },
  'GET /api/students.csv': { access: 'staff' },
  'GET /api/complaints.csv': { access: 'signedIn' },
  'GET /api/activity.csv': { access: 'adminOnly' },
  'GET /api/fees/collection': { access: 'staff', query: `month=${thisMonth()}` },
  'GET /api/fees/receipts/:id': { access: 'staffSees', id: (w) => w.aPayment },
  'GET /api/fees/receipts/:id/pdf': { access: 'staffSees', id: (w) => w.aPayment },
  'GET /api/student/fees': { access: 'studentOnly' },
  'GET /api/student/fees/entries': { access: 'studentOnly' },
  'GET /api/student/receipts/:id': { access: 'ownerOnly', id: (w) => w.aPayment },
  'GET /api/student/receipts/:id/pdf': { access: 'ownerOnly', id: (w) => w.aPayment },
  'GET /api/admin/dashboard': { access: 'adminOnly' },
  // Figures only, each warden's over their hostels; the leak check holds Y to that.
  'GET /api/reports/occupancy': { access: 'staff' },
  'GET /api/reports/vacancies': { access: 'staff' },
  'GET /api/reports/occupancy-history': { access: 'staff' },
  'GET /api/reports/complaints': { access: 'staff' },
  'GET /api/reports/resolve-times': { access: 'staff' },
  'GET /api/reports/fee-collection': { access: 'staff' },
  'GET /api/warden/dashboard': { access: 'wardenOnly' },

  'GET /api/staff': { access: 'staff' },
  'GET /api/wardens': { access: 'adminOnly' },
  'POST /api/wardens': { access: 'adminOnly', payload: (w) => buildWardenInput([w.hostel]) },
  'PUT /api/wardens/:id': {
    access: 'adminOnly',
    id: (w) => w.wardenY.id,
    payload: (w) => ({ ...buildWardenInput([w.spareHostel]), isActive: true }),
  },
  'DELETE /api/wardens/:id': { access: 'adminOnly', id: (w) => w.wardenY.id },
  'GET /api/audit-entries': { access: 'adminOnly' },
  'POST /api/admin/students/:id/temporary-password': {
    access: 'adminOnly',
    id: (w) => w.a.id,
    payload: () => ({ password: 'office-gave-this-7' }),
  },
  'POST /api/admin/wardens/:id/temporary-password': {
    access: 'adminOnly',
    id: (w) => w.wardenY.id,
    payload: () => ({ password: 'office-gave-this-7' }),
  },
  'GET /api/admin/email-outbox': { access: 'adminOnly' },
  // A message given up on, put there for the call that may send it again.
  'POST /api/admin/email-outbox/:id/retry': {
    access: 'adminOnly',
    id: (w) => String(failedMessageOf.get(w) ?? 1),
    arrange: async (w) => {
      failedMessageOf.set(w, await failedMessage(app.db, w.a.email));
    },
  },
  // The office saves a new student and a room of A's hostel, each file of one row.
  'GET /api/imports/students/template.csv': { access: 'adminOnly' },
  'GET /api/imports/rooms/template.csv': { access: 'adminOnly' },
  'POST /api/imports/students': {
    access: 'adminOnly',
    payload: () => ({
      file: studentsFile([studentLine()]),
      commit: true,
      initialPassword: INITIAL_PASSWORD,
    }),
  },
  'POST /api/imports/rooms': {
    access: 'adminOnly',
    payload: (w) => ({ file: roomsFile([roomLine()]), commit: true, hostel: w.hostel }),
  },

  'GET /api/notices': { access: 'staff' },
  // The office posts to every hostel; each warden to their own.
  'POST /api/notices': { access: 'staff', payload: (w, caller) => noticeFrom(w, caller) },
  // The world's notice goes to A's hostel: warden X may change it, to warden Y it does not exist.
  'PUT /api/notices/:id': {
    access: 'staffSees',
    id: (w) => noticeOf(w),
    payload: (w) => ({ title: 'Water off on Monday', body: 'Moved a day.', hostels: [w.hostel] }),
  },
  'DELETE /api/notices/:id': {
    access: 'staffSees',
    id: (w) => noticeOf(w),
    arrange: (w) => postedAgain(w),
  },
  'GET /api/student/notices': { access: 'studentOnly' },
  // B lives in no hostel of the notice's: to B it does not exist.
  'POST /api/student/notices/:id/read': { access: 'ownerOnly', id: (w) => w.aNotice },
  'POST /api/student/notices/read-all': { access: 'studentOnly' },

  'GET /api/leaves': { access: 'staff' },
  'GET /api/leaves/away': { access: 'staff' },
  // Each allowed decision takes A's leave anew: A applies again once the last one is decided.
  'POST /api/leaves/:id/approve': {
    access: 'staffSees',
    id: (w) => leaveOf(w),
    payload: () => ({ note: 'Travel safe.' }),
    arrange: (w) => appliedAgain(w),
  },
  'POST /api/leaves/:id/reject': {
    access: 'staffSees',
    id: (w) => leaveOf(w),
    payload: () => ({ note: 'Exams that week.' }),
    arrange: (w) => appliedAgain(w),
  },
  'GET /api/student/leaves': { access: 'studentOnly' },
  // B is given a room to apply from; A applies for days after the world's leave.
  'POST /api/student/leaves': {
    access: 'studentOnly',
    payload: (_, caller) => buildLeaveInput(caller === 'studentA' ? laterDays : {}),
    arrange: async (w, caller) => {
      if (caller === 'studentB') await housed(w, w.b.id, w.spareRoom);
    },
  },
  'POST /api/student/leaves/:id/cancel': { access: 'ownerOnly', id: (w) => w.aLeave },

  'GET /api/student/dashboard': { access: 'studentOnly' },
  'GET /api/student/profile': { access: 'studentOnly' },
  'GET /api/student/residencies': { access: 'studentOnly' },
  'PUT /api/student/profile': {
    access: 'studentOnly',
    payload: () => ({ name: 'Renamed Student', phone: '7012345678' }),
  },
};

function thisMonth(): string {
  return todayIn('Asia/Kolkata').slice(0, 7);
}

/** The failed message of each world that the office sends again. */
const failedMessageOf = new WeakMap<World, number>();

/** A's request the next decision takes: the one the world made, or the one asked since. */
const latestRequest = new WeakMap<World, string>();
const requestOf = (w: World) => latestRequest.get(w) ?? w.aRequest;

/** A asks again once the last request was decided. */
async function askedAgain(w: World) {
  const response = await call('GET', '/api/student/room-requests', w.a.token);
  const [latest] = response.json<{ data: { _id: string; status: string }[] }>().data;
  if (latest?.status === 'Pending') return;
  const asked = await call('POST', '/api/student/room-requests', w.a.token, { reason: 'Again' });
  latestRequest.set(w, asked.json<{ data: { _id: string } }>().data._id);
}

/** A notice each caller may post: the office to every hostel, a warden to their own. */
function noticeFrom(w: World, caller: Caller) {
  const notice = { title: 'Fire drill on Friday', body: 'Gather at the gate at 10.' };
  if (caller === 'admin') return { ...notice, allHostels: true };
  return { ...notice, hostels: [caller === 'wardenY' ? w.spareHostel : w.hostel] };
}

/** The notice to A's hostel the next change takes: the world's, or the one posted since. */
const latestNotice = new WeakMap<World, string>();
const noticeOf = (w: World) => latestNotice.get(w) ?? w.aNotice;

/** The office posts the notice to A's hostel again once the last was removed. */
async function postedAgain(w: World) {
  const [kept] = await app.db
    .select()
    .from(notices)
    .where(eq(notices.id, noticeOf(w)));
  if (kept) return;
  const posted = await call('POST', '/api/notices', w.admin.token, {
    title: 'Water off on Sunday',
    body: 'Again.',
    hostels: [w.hostel],
  });
  latestNotice.set(w, posted.json<{ data: { _id: string } }>().data._id);
}

/** A's leave the next decision takes: the world's, or the one applied for since. */
const latestLeave = new WeakMap<World, string>();
const leaveOf = (w: World) => latestLeave.get(w) ?? w.aLeave;
const laterDays = { from: dayFromToday(10), to: dayFromToday(11) };
let leaveDay = 20;

/** A applies again, for later days, once the last leave was decided. */
async function appliedAgain(w: World) {
  const response = await call('GET', '/api/student/leaves', w.a.token);
  const [latest] = response.json<{ data: { _id: string; status: string }[] }>().data;
  if (latest?.status === 'Pending') return;
  // A day of its own, since approved leave keeps its days.
  const day = dayFromToday((leaveDay += 1));
  const applied = await call(
    'POST',
    '/api/student/leaves',
    w.a.token,
    buildLeaveInput({ from: day, to: day }),
  );
  latestLeave.set(w, applied.json<{ data: { _id: string } }>().data._id);
}

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** Gives the student a bed in the room unless they have one. */
async function housed(w: World, student: string, room: string) {
  const { statusCode, body } = await app.inject({
    method: 'PUT',
    url: `/api/admin/students/${student}/assign-room`,
    headers: bearer(w.admin.token),
    payload: { roomId: room },
  });
  if (statusCode !== 200 && !body.includes('is full')) throw new Error(body);
}

function passwordOf(w: World, caller: Caller): string {
  switch (caller) {
    case 'studentA':
      return w.a.password;
    case 'studentB':
      return w.b.password;
    case 'anonymous':
    case 'admin':
      return w.admin.password;
    default:
      return w[caller].password;
  }
}

function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (first === undefined) throw new Error('the world has none');
  return first;
}

function requestFor(key: string, row: Row, w: World, caller: Caller = 'admin') {
  const [method, pattern] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  let url = pattern;
  if (url.includes(':id')) {
    if (!row.id) throw new Error(`${key} takes an id: give its row one`);
    url = url.replace(':id', row.id(w));
  }
  if (url.endsWith('*')) url = url.replace('*', row.rest ?? '');
  if (row.query) url = `${url}?${row.query}`;
  return { method, url, ...(row.payload ? { payload: row.payload(w, caller) } : {}) };
}

function headersOf(caller: Caller, w: World) {
  switch (caller) {
    case 'anonymous':
      return {};
    case 'studentA':
      return bearer(w.a.token);
    case 'studentB':
      return bearer(w.b.token);
    case 'wardenX':
    case 'wardenY':
      return bearer(w[caller].token);
    case 'admin':
      return bearer(w.admin.token);
  }
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ config: { adminSignup: 'open' } });
});
afterAll(async () => {
  await app.close();
});

describe('the access matrix', () => {
  it('has one row for every route of the app, and none for a route that is gone', () => {
    expect(Object.keys(rows).sort()).toEqual(routeKeys(app));
  });

  it.each(Object.keys(rows))('%s answers every caller as its row says', async (key) => {
    const row = rows[key as RouteKey];
    if (!row) throw new Error(`no row for ${key}`);
    // Each route gets a world of its own, so that one route's allowed writes (deleting A, moving
    // A out of the room) cannot decide another route's answers.
    const w = await arrangeWorld(app);
    const expected = EXPECTED[row.access];
    // Refusals first, while A's records are exactly as arranged; allowed calls may change them.
    const order = [...CALLERS].sort(
      (x, y) => Number(expected[x] === 'ok') - Number(expected[y] === 'ok'),
    );
    const leaks: string[] = [];
    // The refusals run first, one after another, so one fingerprint before the first and one after
    // the last show that none of them wrote anything.
    const refused: string[] = [];
    const before = await databaseFingerprint(app.db);
    const expectNothingWritten = async () => {
      const after = await databaseFingerprint(app.db);
      expect(after, `one of ${refused.join(', ')} changed the database`).toEqual(before);
      refused.length = 0;
    };
    for (const caller of order) {
      const want = expected[caller];
      if (want === 'ok' && refused.length > 0) await expectNothingWritten();
      if (want === 'ok') await row.arrange?.(w, caller);
      const request = requestFor(key, row, w, caller);
      const cell = `${caller} ${request.method} ${request.url}`;
      const response = await app.inject({ ...request, headers: headersOf(caller, w) });

      if (want === 'ok' && row.allowedStatus) {
        expect(response.statusCode, cell).toBe(row.allowedStatus);
      } else if (want === 'ok') {
        const status = `${cell}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode >= 200 && response.statusCode < 300, status).toBe(true);
        const json = String(response.headers['content-type']).startsWith('application/json');
        if (json && request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
          const body: unknown = response.json();
          if (typeof body === 'object' && body !== null && 'success' in body) {
            expect(body.success, cell).toBe(true);
          }
        }
      } else {
        expect(response.statusCode, `${cell}: ${response.body.slice(0, 300)}`).toBe(want);
        const { message } = response.json<{ message: string }>();
        expect(response.json(), cell).toEqual({ success: false, message: expect.any(String) });
        const known = REFUSAL_MESSAGES[want];
        if (known) expect(known, cell).toContain(message);
        refused.push(cell);
      }

      // Nobody but A, the administrators and A's warden may ever see A's records (rule owner-only).
      if (caller === 'anonymous' || caller === 'studentB' || caller === 'wardenY') {
        for (const secret of w.aPrivate) {
          if (response.body.includes(secret)) leaks.push(`${cell} shows ${secret}`);
        }
      }
    }
    if (refused.length > 0) await expectNothingWritten();
    expect(leaks).toEqual([]);
  });
});

describe('a token whose account is gone', () => {
  let world: Promise<World> | undefined;
  const sharedWorld = () => (world ??= arrangeWorld(app));

  /** Correctly signed tokens for accounts that do not exist, as after a deletion. */
  const ghostToken = (role: Role) =>
    app.signToken({ _id: randomUUID(), role, name: 'Gone', email: 'gone@example.com' });

  it('is refused by an assignment the rules turn down, before it says why', async () => {
    const w = await arrangeWorld(app);
    // A already lives in this room: the move changes nothing, and the read that explains a
    // refused move is the statement that checks the account.
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/students/${w.a.id}/assign-room`,
      payload: { roomId: w.room },
      headers: bearer(ghostToken('admin')),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: apiMessages.sessionExpired });
    for (const secret of w.aPrivate) expect(response.body).not.toContain(secret);
  });

  it.each(Object.keys(rows).filter((key) => rows[key as RouteKey]?.access !== 'public'))(
    '%s refuses it and changes nothing, whichever way the route checks the account',
    async (key) => {
      const row = rows[key as RouteKey];
      if (!row) throw new Error(`no row for ${key}`);
      // Every call here is refused, so the routes can share one world.
      const w = await sharedWorld();
      const before = await databaseFingerprint(app.db);
      for (const role of ['student', 'warden', 'admin'] as const) {
        const request = requestFor(key, row, w);
        const cell = `a deleted ${role}'s ${request.method} ${request.url}`;
        const response = await app.inject({ ...request, headers: bearer(ghostToken(role)) });
        const otherRole = !ROLES_ALLOWED[row.access].includes(role);
        // Either the account check or, on a route for the other role, the role check refuses.
        const refusals = otherRole ? [401, 403] : [401];
        expect(
          refusals,
          `${cell}: ${response.statusCode} ${response.body.slice(0, 300)}`,
        ).toContain(response.statusCode);
        if (response.statusCode === 401) {
          expect(response.json(), cell).toEqual({
            success: false,
            message: apiMessages.sessionExpired,
          });
        }
        for (const secret of w.aPrivate) expect(response.body, cell).not.toContain(secret);
      }
      expect(await databaseFingerprint(app.db), `a deleted account's ${key} wrote`).toEqual(before);
    },
  );
});
