import { eq } from 'drizzle-orm';
import { notices } from '../../core/db/schema';
import { buildLeaveInput, dayFromToday } from '../leave-factories';
import { failedMessage } from '../outbox-rows';
import type { TestApp } from '../test-app';
import type { World } from '../world';
import { call, housed } from './calls';
import type { Caller, Rows } from './row';

/** The bell, notices, leave, and the office's e-mail outbox. */
export const noticesNotificationsLeaveEmailRows: Rows = {
  // Each account's own bell; the leak check holds B and warden Y to that.
  'GET /api/notifications': { access: 'signedIn' },
  'GET /api/notifications/unread-count': { access: 'signedIn' },
  'POST /api/notifications/:id/read': { access: 'accountOwnerOnly', id: (w) => w.aNotification },
  'POST /api/notifications/read-all': { access: 'signedIn' },
  'GET /api/admin/email-outbox': { access: 'adminOnly' },
  // A message given up on, put there for the call that may send it again.
  'POST /api/admin/email-outbox/:id/retry': {
    access: 'adminOnly',
    id: (w) => String(failedMessageOf.get(w) ?? 1),
    arrange: async (w, _caller, app) => {
      failedMessageOf.set(w, await failedMessage(app.db, w.a.email));
    },
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
    arrange: (w, _caller, app) => postedAgain(app, w),
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
    arrange: (w, _caller, app) => appliedAgain(app, w),
  },
  'POST /api/leaves/:id/reject': {
    access: 'staffSees',
    id: (w) => leaveOf(w),
    payload: () => ({ note: 'Exams that week.' }),
    arrange: (w, _caller, app) => appliedAgain(app, w),
  },
  'GET /api/student/leaves': { access: 'studentOnly' },
  // B is given a room to apply from; A applies for days after the world's leave.
  'POST /api/student/leaves': {
    access: 'studentOnly',
    payload: (_, caller) => buildLeaveInput(caller === 'studentA' ? laterDays : {}),
    arrange: async (w, caller, app) => {
      if (caller === 'studentB') await housed(app, w, w.b.id, w.spareRoom);
    },
  },
  'POST /api/student/leaves/:id/cancel': { access: 'ownerOnly', id: (w) => w.aLeave },
  // A guardian's link needs no sign-in: one this server never signed is refused alike to all.
  'GET /api/guardian/leave/:token': {
    access: 'public',
    params: (w) => ({ token: `G1.${w.aLeave}.4102444800.${'A'.repeat(22)}` }),
    allowedStatus: 400,
  },
  'POST /api/guardian/leave/:token': {
    access: 'public',
    params: (w) => ({ token: `G1.${w.aLeave}.4102444800.${'A'.repeat(22)}` }),
    payload: () => ({ decision: 'Approved' }),
    allowedStatus: 400,
  },
};

/** The failed message of each world that the office sends again. */
const failedMessageOf = new WeakMap<World, number>();

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
async function postedAgain(app: TestApp, w: World) {
  const [kept] = await app.db
    .select()
    .from(notices)
    .where(eq(notices.id, noticeOf(w)));
  if (kept) return;
  const posted = await call(app, 'POST', '/api/notices', w.admin.token, {
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
async function appliedAgain(app: TestApp, w: World) {
  const response = await call(app, 'GET', '/api/student/leaves', w.a.token);
  const [latest] = response.json<{ data: { _id: string; status: string }[] }>().data;
  if (latest?.status === 'Pending') return;
  // A day of its own, since approved leave keeps its days.
  const day = dayFromToday((leaveDay += 1));
  const applied = await call(
    app,
    'POST',
    '/api/student/leaves',
    w.a.token,
    buildLeaveInput({ from: day, to: day }),
  );
  latestLeave.set(w, applied.json<{ data: { _id: string } }>().data._id);
}
