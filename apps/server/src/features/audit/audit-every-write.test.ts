import { randomBytes, randomUUID } from 'node:crypto';
import { todayIn } from '@hms/shared/calendar-day';
import { desc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { routeKeys } from '../../test/api-surface';
import {
  bearer,
  buildComplaintInput,
  buildHostelInput,
  buildRoomInput,
  buildStudentRegistration,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { appliedLeave, buildLeaveInput } from '../../test/leave-factories';
import { failedMessage } from '../../test/outbox-rows';
import { addWarden, buildWardenInput } from '../../test/staff-factories';
import {
  INITIAL_PASSWORD,
  roomLine,
  roomsFile,
  studentLine,
  studentsFile,
} from '../../test/import-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailEntityId } from '../email/email-outbox-service';
import { tokenHash } from '../password-reset/password-reset-service';
import { SERVICE_TARGETS_SETTINGS_ID } from '../settings/settings-service';

let app: TestApp;
let office: Awaited<ReturnType<typeof registerAdmin>>;
let student: Awaited<ReturnType<typeof registerStudent>>;
let hostel: string;
beforeAll(async () => {
  app = await createTestApp();
  office = await registerAdmin(app, { name: 'Asha Menon' });
  student = await registerStudent(app, { name: 'Kavya Reddy', gender: 'Female' });
  hostel = (await createHostel(app, office.token, { type: 'Girls' }))._id;
});
afterAll(async () => {
  await app.close();
});

type Call = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; token?: string };
type Case = {
  route: string;
  /** Arranges what the call needs and names the call, and the record it changes. */
  arrange: () => Promise<{ call: Call; entityId: string }>;
  action: string;
  actor: () => string;
  /** Entries the call writes: one per record it changes. */
  entries?: number;
};

const asOffice = () => office.token;
const newStudent = async () =>
  (await registerStudent(app, { gender: 'Female', name: 'Meera Pillai' })).user._id;
const newRoom = async () => (await createRoom(app, office.token, hostel))._id;
const askForRoom = async (name: string) => {
  const { token } = await registerStudent(app, { name, gender: 'Female' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/student/room-requests',
    payload: { reason: 'A quieter floor' },
    headers: bearer(token),
  });
  return { id: response.json<{ data: { _id: string } }>().data._id, token };
};
/** A student in the one Quadruple the leave cases share, who may apply for leave. */
let leaveRoom: Promise<string> | undefined;
const residentToken = async (name: string) => {
  leaveRoom ??= createRoom(app, office.token, hostel, { type: 'Quadruple' }).then((r) => r._id);
  const own = await registerStudent(app, { name, gender: 'Female' });
  await app.inject({
    method: 'PUT',
    url: `/api/admin/students/${own.user._id}/assign-room`,
    payload: { roomId: await leaveRoom },
    headers: bearer(office.token),
  });
  return own.token;
};
const housedStudent = async () => {
  const id = await newStudent();
  await app.inject({
    method: 'PUT',
    url: `/api/admin/students/${id}/assign-room`,
    payload: { roomId: await newRoom() },
    headers: bearer(office.token),
  });
  return id;
};

const cases: Case[] = [
  {
    route: 'POST /api/student/register',
    arrange: async () => ({
      call: {
        method: 'POST',
        url: '/api/student/register',
        payload: buildStudentRegistration({ name: 'Divya Nair' }),
      },
      entityId: '',
    }),
    action: 'student.register',
    actor: () => 'Divya Nair',
  },
  {
    route: 'POST /api/auth/student/register',
    arrange: async () => ({
      call: {
        method: 'POST',
        url: '/api/auth/student/register',
        payload: buildStudentRegistration(),
        token: asOffice(),
      },
      entityId: '',
    }),
    action: 'student.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/admin/students/:id',
    arrange: async () => {
      const id = await newStudent();
      const payload = {
        name: 'Meera P.',
        email: `meera.${id.slice(0, 8)}@college.edu`,
        phone: '9123456781',
        course: 'B.Sc',
        year: 2,
        gender: 'Female',
        isActive: true,
      };
      return {
        call: { method: 'PUT', url: `/api/admin/students/${id}`, payload, token: asOffice() },
        entityId: id,
      };
    },
    action: 'student.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/admin/students/:id',
    arrange: async () => {
      const id = await newStudent();
      return {
        call: { method: 'DELETE', url: `/api/admin/students/${id}`, token: asOffice() },
        entityId: id,
      };
    },
    action: 'student.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/admin/students/:id/assign-room',
    arrange: async () => {
      const id = await newStudent();
      const url = `/api/admin/students/${id}/assign-room`;
      const payload = { roomId: await newRoom() };
      return { call: { method: 'PUT', url, payload, token: asOffice() }, entityId: id };
    },
    action: 'student.assign',
    actor: () => 'Asha Menon',
    // The move's, and the hostel's deposit charged on a first arrival.
    entries: 2,
  },
  {
    route: 'DELETE /api/admin/students/:id/room',
    arrange: async () => {
      const id = await newStudent();
      await app.inject({
        method: 'PUT',
        url: `/api/admin/students/${id}/assign-room`,
        payload: { roomId: await newRoom() },
        headers: bearer(office.token),
      });
      const url = `/api/admin/students/${id}/room`;
      return { call: { method: 'DELETE', url, token: asOffice() }, entityId: id };
    },
    action: 'student.unassign',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/admin/students/:id/check-out',
    arrange: async () => {
      const id = await housedStudent();
      const url = `/api/admin/students/${id}/check-out`;
      const payload = { note: 'Keys returned' };
      return { call: { method: 'POST', url, payload, token: asOffice() }, entityId: id };
    },
    action: 'student.checkout',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/admin/students/swap',
    arrange: async () => {
      const [first, second] = [await housedStudent(), await housedStudent()];
      const payload = { first, second };
      const call = { method: 'POST' as const, url: '/api/admin/students/swap', payload };
      return { call: { ...call, token: asOffice() }, entityId: second };
    },
    action: 'student.swap',
    actor: () => 'Asha Menon',
    entries: 2,
  },
  {
    route: 'PUT /api/student/profile',
    arrange: async () => {
      const own = await registerStudent(app, { name: 'Lata Iyer' });
      const payload = { name: 'Lata S. Iyer', phone: '9123456780' };
      return {
        call: { method: 'PUT', url: '/api/student/profile', payload, token: own.token },
        entityId: own.user._id,
      };
    },
    action: 'student.profile',
    actor: () => 'Lata Iyer',
  },
  {
    route: 'POST /api/hostels',
    arrange: async () => ({
      call: { method: 'POST', url: '/api/hostels', payload: buildHostelInput(), token: asOffice() },
      entityId: '',
    }),
    action: 'hostel.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/hostels/:id',
    arrange: async () => {
      const id = (await createHostel(app, office.token))._id;
      const payload = buildHostelInput({ address: 'Block 9, South Campus' });
      return {
        call: { method: 'PUT', url: `/api/hostels/${id}`, payload, token: asOffice() },
        entityId: id,
      };
    },
    action: 'hostel.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/hostels/:id',
    arrange: async () => {
      const id = (await createHostel(app, office.token))._id;
      return {
        call: { method: 'DELETE', url: `/api/hostels/${id}`, token: asOffice() },
        entityId: id,
      };
    },
    action: 'hostel.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/rooms',
    arrange: async () => ({
      call: {
        method: 'POST',
        url: '/api/rooms',
        payload: buildRoomInput(hostel),
        token: asOffice(),
      },
      entityId: '',
    }),
    action: 'room.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/rooms/:id',
    arrange: async () => {
      const id = await newRoom();
      const payload = buildRoomInput(hostel, { roomNumber: `R-${id.slice(0, 6)}` });
      return {
        call: { method: 'PUT', url: `/api/rooms/${id}`, payload, token: asOffice() },
        entityId: id,
      };
    },
    action: 'room.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/rooms/:id',
    arrange: async () => {
      const id = await newRoom();
      return {
        call: { method: 'DELETE', url: `/api/rooms/${id}`, token: asOffice() },
        entityId: id,
      };
    },
    action: 'room.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/complaints',
    arrange: async () => ({
      call: {
        method: 'POST',
        url: '/api/complaints',
        payload: buildComplaintInput(),
        token: student.token,
      },
      entityId: '',
    }),
    action: 'complaint.create',
    actor: () => 'Kavya Reddy',
  },
  {
    route: 'PUT /api/complaints/:id',
    arrange: async () => {
      const id = (await submitComplaint(app, student.token))._id;
      const payload = { status: 'In Progress' };
      return {
        call: { method: 'PUT', url: `/api/complaints/${id}`, payload, token: asOffice() },
        entityId: id,
      };
    },
    action: 'complaint.status',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/complaints/:id/comments',
    arrange: async () => {
      const id = (await submitComplaint(app, student.token))._id;
      const url = `/api/complaints/${id}/comments`;
      return {
        call: { method: 'POST', url, payload: { message: 'On it.' }, token: asOffice() },
        entityId: id,
      };
    },
    action: 'complaint.comment',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/complaints/:id/assignee',
    arrange: async () => {
      const id = (await submitComplaint(app, student.token))._id;
      const url = `/api/complaints/${id}/assignee`;
      return {
        call: { method: 'PUT', url, payload: { assigneeId: office.user._id }, token: asOffice() },
        entityId: id,
      };
    },
    action: 'complaint.assign',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/auth/password',
    arrange: async () => {
      const own = await registerStudent(app, { name: 'Lata Iyer' });
      const payload = { currentPassword: own.input.password, newPassword: 'a-much-longer-one' };
      return {
        call: { method: 'PUT', url: '/api/auth/password', payload, token: own.token },
        entityId: own.user._id,
      };
    },
    action: 'student.credentials',
    actor: () => 'Lata Iyer',
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    arrange: async () => {
      const own = await registerStudent(app, { name: 'Rekha Pillai' });
      const token = randomBytes(32).toString('base64url');
      await app.db.execute(sql`insert into password_resets
        (token_hash, account_role, account_id, expires_at)
        values (${tokenHash(token)}, 'student', ${own.user._id}, now() + interval '30 minutes')`);
      const payload = { token, newPassword: 'a-fresh-start-9' };
      const url = '/api/auth/password-reset/confirm';
      return { call: { method: 'POST', url, payload }, entityId: own.user._id };
    },
    action: 'student.credentials',
    actor: () => 'Rekha Pillai',
  },
  {
    route: 'POST /api/admin/students/:id/temporary-password',
    arrange: async () => {
      const id = await newStudent();
      const url = `/api/admin/students/${id}/temporary-password`;
      const payload = { password: 'office-gave-this-7' };
      return { call: { method: 'POST', url, payload, token: asOffice() }, entityId: id };
    },
    action: 'student.reset',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/admin/wardens/:id/temporary-password',
    arrange: async () => {
      const { data } = await addWarden(app, office.token, [hostel]);
      const url = `/api/admin/wardens/${data._id}/temporary-password`;
      const payload = { password: 'office-gave-this-7' };
      return { call: { method: 'POST', url, payload, token: asOffice() }, entityId: data._id };
    },
    action: 'warden.reset',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/admin/email-outbox/:id/retry',
    arrange: async () => {
      const id = await failedMessage(app.db, 'reader@college.edu');
      const url = `/api/admin/email-outbox/${id}/retry`;
      return { call: { method: 'POST', url, token: asOffice() }, entityId: emailEntityId(id) };
    },
    action: 'email.retry',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/wardens',
    arrange: async () => ({
      call: {
        method: 'POST',
        url: '/api/wardens',
        payload: buildWardenInput([hostel]),
        token: asOffice(),
      },
      entityId: '',
    }),
    action: 'warden.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/wardens/:id',
    arrange: async () => {
      const id = (await addWarden(app, office.token, [hostel])).data._id;
      const payload = { ...buildWardenInput([hostel]), isActive: false };
      return {
        call: { method: 'PUT', url: `/api/wardens/${id}`, payload, token: asOffice() },
        entityId: id,
      };
    },
    action: 'warden.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/wardens/:id',
    arrange: async () => {
      const id = (await addWarden(app, office.token, [hostel])).data._id;
      return {
        call: { method: 'DELETE', url: `/api/wardens/${id}`, token: asOffice() },
        entityId: id,
      };
    },
    action: 'warden.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/student/room-requests',
    arrange: async () => {
      const own = await registerStudent(app, { name: 'Lata Iyer', gender: 'Female' });
      const payload = { reason: 'Nearer the library' };
      const call = { method: 'POST' as const, url: '/api/student/room-requests', payload };
      return { call: { ...call, token: own.token }, entityId: '' };
    },
    action: 'request.create',
    actor: () => 'Lata Iyer',
  },
  {
    route: 'POST /api/student/room-requests/:id/withdraw',
    arrange: async () => {
      const { id, token } = await askForRoom('Uma Rao');
      const url = `/api/student/room-requests/${id}/withdraw`;
      return { call: { method: 'POST', url, token }, entityId: id };
    },
    action: 'request.withdraw',
    actor: () => 'Uma Rao',
  },
  {
    route: 'POST /api/room-requests/:id/approve',
    arrange: async () => {
      const { id } = await askForRoom('Gita Das');
      const url = `/api/room-requests/${id}/approve`;
      const payload = { roomId: await newRoom(), outOfOrderReason: 'Waited longest' };
      return { call: { method: 'POST', url, payload, token: asOffice() }, entityId: id };
    },
    action: 'request.approve',
    actor: () => 'Asha Menon',
    // The request's, the student's move, and the deposit charged on arrival.
    entries: 3,
  },
  {
    route: 'POST /api/room-requests/:id/reject',
    arrange: async () => {
      const { id } = await askForRoom('Hema Roy');
      const url = `/api/room-requests/${id}/reject`;
      const payload = { reason: 'No single rooms this term' };
      return { call: { method: 'POST', url, payload, token: asOffice() }, entityId: id };
    },
    action: 'request.reject',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/student/leaves',
    arrange: async () => {
      const token = await residentToken('Nila Menon');
      const call = { method: 'POST' as const, url: '/api/student/leaves' };
      return { call: { ...call, payload: buildLeaveInput(), token }, entityId: '' };
    },
    action: 'leave.apply',
    actor: () => 'Nila Menon',
  },
  {
    route: 'POST /api/student/leaves/:id/cancel',
    arrange: async () => {
      const token = await residentToken('Sara Joseph');
      const { _id: id } = await appliedLeave(app, token);
      const url = `/api/student/leaves/${id}/cancel`;
      return { call: { method: 'POST', url, token }, entityId: id };
    },
    action: 'leave.cancel',
    actor: () => 'Sara Joseph',
  },
  {
    route: 'POST /api/leaves/:id/approve',
    arrange: async () => {
      const { _id: id } = await appliedLeave(app, await residentToken('Tara Bose'));
      const url = `/api/leaves/${id}/approve`;
      return { call: { method: 'POST', url, payload: {}, token: asOffice() }, entityId: id };
    },
    action: 'leave.approve',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/leaves/:id/reject',
    arrange: async () => {
      const { _id: id } = await appliedLeave(app, await residentToken('Usha Pai'));
      const url = `/api/leaves/${id}/reject`;
      const payload = { note: 'Exams that week' };
      return { call: { method: 'POST', url, payload, token: asOffice() }, entityId: id };
    },
    action: 'leave.reject',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/settings/service-targets',
    arrange: async () => ({
      call: {
        method: 'PUT',
        url: '/api/settings/service-targets',
        payload: { Critical: 180, High: 1440, Medium: 4320, Low: 10080 },
        token: asOffice(),
      },
      entityId: SERVICE_TARGETS_SETTINGS_ID,
    }),
    action: 'settings.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/postings',
    arrange: async () => {
      await housedStudent();
      const payload = { month: todayIn('Asia/Kolkata').slice(0, 7), hostel };
      return {
        call: { method: 'POST', url: '/api/fees/postings', payload, token: asOffice() },
        entityId: '',
      };
    },
    action: 'posting.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/payments',
    arrange: async () => ({
      call: {
        method: 'POST',
        url: '/api/fees/payments',
        payload: {
          student: await housedStudent(),
          amount: 500_00,
          method: 'Cash',
          idempotencyKey: randomUUID(),
        },
        token: asOffice(),
      },
      entityId: '',
    }),
    action: 'ledger.payment',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/adjustments',
    arrange: async () => ({
      call: {
        method: 'POST',
        url: '/api/fees/adjustments',
        payload: {
          student: await newStudent(),
          kind: 'Fine',
          amount: 100_00,
          description: 'Lost key',
        },
        token: asOffice(),
      },
      entityId: '',
    }),
    action: 'ledger.fine',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/entries/:id/reverse',
    arrange: async () => {
      const fined = await app.inject({
        method: 'POST',
        url: '/api/fees/adjustments',
        payload: {
          student: await newStudent(),
          kind: 'Fine',
          amount: 100_00,
          description: 'Lost key',
        },
        headers: bearer(office.token),
      });
      const url = `/api/fees/entries/${fined.json<{ data: { _id: string } }>().data._id}/reverse`;
      return {
        call: { method: 'POST', url, payload: { reason: 'Key found' }, token: asOffice() },
        entityId: '',
      };
    },
    action: 'ledger.reverse',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/imports/students',
    arrange: async () => {
      const known = await registerStudent(app, { gender: 'Female', name: 'Nila Das' });
      const file = studentsFile([
        studentLine({ ...importedAs(known.input), Name: 'Nila S. Das', Course: 'M.Sc' }),
      ]);
      const payload = { file, commit: true, initialPassword: INITIAL_PASSWORD };
      return {
        call: { method: 'POST', url: '/api/imports/students', payload, token: asOffice() },
        entityId: known.user._id,
      };
    },
    action: 'student.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/imports/rooms',
    arrange: async () => {
      const room = await createRoom(app, office.token, hostel, { type: 'Double' });
      const file = roomsFile([roomLine({ 'Room number': String(room.roomNumber), Floor: 9 })]);
      return {
        call: {
          method: 'POST',
          url: '/api/imports/rooms',
          payload: { file, commit: true, hostel },
          token: asOffice(),
        },
        entityId: room._id,
      };
    },
    action: 'room.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/notices',
    arrange: async () => ({
      call: { method: 'POST', url: '/api/notices', payload: newNotice(), token: asOffice() },
      entityId: '',
    }),
    action: 'notice.post',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/notices/:id',
    arrange: async () => {
      const id = await postNotice();
      const payload = { ...newNotice(), pinned: true };
      return {
        call: { method: 'PUT', url: `/api/notices/${id}`, payload, token: asOffice() },
        entityId: id,
      };
    },
    action: 'notice.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/notices/:id',
    arrange: async () => {
      const id = await postNotice();
      return {
        call: { method: 'DELETE', url: `/api/notices/${id}`, token: asOffice() },
        entityId: id,
      };
    },
    action: 'notice.remove',
    actor: () => 'Asha Menon',
  },
];

function newNotice() {
  return { title: 'Water off on Sunday', body: 'The tanks are cleaned.', hostels: [hostel] };
}
async function postNotice(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/notices',
    payload: newNotice(),
    headers: bearer(office.token),
  });
  return response.json<{ data: { _id: string } }>().data._id;
}

/** A registered student as a students file names them. */
function importedAs(input: ReturnType<typeof buildStudentRegistration>) {
  return {
    'Student ID': input.studentId,
    Name: input.name,
    Email: input.email,
    Phone: input.phone,
    Course: input.course,
    Year: input.year,
    Gender: input.gender,
  };
}

/**
 * Calls that change nothing but a sign-in's failure count or an account's own read marks, which
 * are no record of the office's; and asking for a reset link, which changes nothing until the
 * link is used (its use is recorded).
 */
const NOT_CHANGES = [
  'POST /api/admin/login',
  'POST /api/student/login',
  'POST /api/auth/password-reset',
  'POST /api/student/notices/:id/read',
  'POST /api/student/notices/read-all',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
];

describe('every change made through the API writes its audit entry', () => {
  it('has a case for every route that can change a record', () => {
    const writes = routeKeys(app).filter(
      (key) => !key.startsWith('GET ') && !key.startsWith('HEAD ') && !NOT_CHANGES.includes(key),
    );
    // The first administrator's sign-up is checked below: later ones are closed by default.
    expect([...cases.map((c) => c.route), 'POST /api/admin/register'].sort()).toEqual(writes);
  });

  it("records the first administrator's sign-up as their own", async () => {
    const [entry] = await app.db
      .select()
      .from(auditEntries)
      .where(gt(auditEntries.id, 0))
      .orderBy(auditEntries.id)
      .limit(1);
    expect(entry).toMatchObject({
      action: 'admin.register',
      actorId: office.user._id,
      actorName: 'Asha Menon',
      entityId: office.user._id,
    });
  });

  it.each(cases)('$route', async ({ arrange, action, actor, entries = 1 }) => {
    const { call, entityId } = await arrange();
    const [last] = await app.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .orderBy(desc(auditEntries.id))
      .limit(1);
    const response = await app.inject({
      method: call.method,
      url: call.url,
      payload: call.payload,
      headers: call.token ? bearer(call.token) : {},
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const written = await app.db
      .select()
      .from(auditEntries)
      .where(gt(auditEntries.id, last?.id ?? 0));
    expect(written).toHaveLength(entries);
    // An import answers JSON lines, and its case names the record it changes.
    const json = String(response.headers['content-type']).startsWith('application/json');
    const body = json ? response.json<{ data?: { _id?: string }; user?: { _id: string } }>() : {};
    const changed = entityId || body.data?._id || body.user?._id;
    expect(written.find((entry) => entry.entityId === changed)).toMatchObject({
      action,
      actorName: actor(),
    });
    for (const entry of written) expect(JSON.stringify(entry)).not.toMatch(/password|token/i);
  });
});
