import crypto from 'node:crypto';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from './factories';
import { buildLeaveInput } from './leave-factories';
import { createGuard, createMessManager, createWarden } from './staff-factories';
import type { TestApp } from './test-app';

export type StudentAccount = {
  token: string;
  id: string;
  studentId: string;
  name: string;
  email: string;
  phone: string;
  password: string;
};

export type StaffAccount = { token: string; id: string; email: string; password: string };

export type World = {
  admin: StaffAccount;
  /** Runs `hostel`, where A lives. */
  wardenX: StaffAccount & { name: string };
  /** Runs `spareHostel` alone: none of A's records is theirs. */
  wardenY: StaffAccount & { name: string };
  /** A guard at the gate of `hostel`, A's (docs/decisions/062). */
  guardX: StaffAccount & { name: string };
  /** A guard at the gate of `spareHostel` alone. */
  guardY: StaffAccount & { name: string };
  /** The mess manager of `hostel`, A's (docs/decisions/064). */
  messX: StaffAccount & { name: string };
  /** The mess manager of `spareHostel` alone. */
  messY: StaffAccount & { name: string };
  /** Lives in `room` of `hostel`; the student whose records the others must not reach. */
  a: StudentAccount;
  /** Has a room of no one's; stands for every other student. */
  b: StudentAccount;
  hostel: string;
  room: string;
  /** Empty, so that deleting or moving into them is allowed. */
  spareHostel: string;
  spareRoom: string;
  aComplaints: { id: string; subject: string; description: string }[];
  bComplaints: { id: string; subject: string }[];
  aComments: { id: string; message: string }[];
  /** A's pending request for a room in `hostel`. */
  aRequest: string;
  /** A payment of A's, with its receipt; A also owes the rest of `hostel`'s deposit. */
  aPayment: string;
  /** A notice from the office to `hostel`, A's: A reads it, B does not see it. */
  aNotice: string;
  /** A's pending leave in `hostel`, days ahead, so A may still cancel it. */
  aLeave: string;
  /** A's newest notification, which only A may mark read. */
  aNotification: string;
  /** Tonight's open roll-call of `hostel`, with A on its list. */
  aRollCall: string;
  /** A mess plan of `hostel`, A's (docs/decisions/064). */
  aMessPlan: string;
  /** Everything of A's that no other student may ever see. */
  aPrivate: string[];
};

async function call(
  app: TestApp,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
) {
  const response = await app.inject({ method, url, payload, headers: bearer(token) });
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ data: Record<string, unknown> }>().data;
}

type CommentJson = { _id: string; message: string };

/**
 * Two students with complaints and comments on them, A in a room, an administrator, and a spare
 * hostel and room. A's values carry a random tag, so finding one in a response is never chance.
 */
export async function arrangeWorld(app: TestApp): Promise<World> {
  const tag = crypto.randomBytes(4).toString('hex');
  const phone = (prefix: string) => `${prefix}${crypto.randomInt(10_000_000, 99_999_999)}`;
  const admin = await registerAdmin(app);
  const a = await registerStudent(app, {
    studentId: `A${tag}`,
    name: `Alpha ${tag}`,
    email: `alpha.${tag}@college.edu`,
    phone: phone('91'),
    gender: 'Female',
  });
  const b = await registerStudent(app, { phone: phone('82'), gender: 'Female' });
  const hostel = await createHostel(app, admin.token, { type: 'Girls' });
  const room = await createRoom(app, admin.token, hostel._id, { type: 'Triple' });
  const spareHostel = await createHostel(app, admin.token, { type: 'Girls' });
  const spareRoom = await createRoom(app, admin.token, hostel._id, { type: 'Double' });
  await call(app, admin.token, 'PUT', `/api/admin/students/${a.user._id}/assign-room`, {
    roomId: room._id,
  });
  const wardenX = await createWarden(app, admin.token, [hostel._id]);
  const wardenY = await createWarden(app, admin.token, [spareHostel._id]);
  const guardX = await createGuard(app, admin.token, [hostel._id]);
  const guardY = await createGuard(app, admin.token, [spareHostel._id]);
  const messX = await createMessManager(app, admin.token, [hostel._id]);
  const messY = await createMessManager(app, admin.token, [spareHostel._id]);

  const aComplaints = [];
  const aComments: { id: string; message: string }[] = [];
  for (const n of [1, 2]) {
    const subject = `Alpha ${tag} window ${n}`;
    const description = `Alpha ${tag} says the window latch ${n} is broken.`;
    const complaint = await submitComplaint(app, a.token, { subject, description });
    aComplaints.push({ id: complaint._id, subject, description });
    for (const [token, message] of [
      [a.token, `Alpha ${tag} still waiting ${n}`],
      [admin.token, `Warden to Alpha ${tag}: on it ${n}`],
    ] as const) {
      const data = await call(app, token, 'POST', `/api/complaints/${complaint._id}/comments`, {
        message,
      });
      const comments = data.comments as CommentJson[];
      const added = comments.find((c) => c.message === message);
      if (added) aComments.push({ id: added._id, message });
    }
  }
  const bComplaints = [];
  for (const n of [1, 2]) {
    const complaint = await submitComplaint(app, b.token);
    await call(app, b.token, 'POST', `/api/complaints/${complaint._id}/comments`, {
      message: `Any news? ${n}`,
    });
    bComplaints.push({ id: complaint._id, subject: String(complaint.subject) });
  }

  const aRequest = await call(app, a.token, 'POST', '/api/student/room-requests', {
    reason: `Alpha ${tag} would like a quieter floor`,
    preferredHostel: hostel._id,
  });

  const aPayment = await call(app, admin.token, 'POST', '/api/fees/payments', {
    student: a.user._id,
    amount: 1234_00,
    method: 'UPI',
    reference: `UPI-${tag}`,
    idempotencyKey: crypto.randomUUID(),
  });

  const aNotice = await call(app, admin.token, 'POST', '/api/notices', {
    title: 'Water off on Sunday',
    body: 'The tanks are cleaned on Sunday morning.',
    hostels: [hostel._id],
  });

  const aLeave = await call(app, a.token, 'POST', '/api/student/leaves', {
    ...buildLeaveInput(),
    reason: `Alpha ${tag} goes home for a wedding`,
  });

  const aRollCall = await call(app, admin.token, 'POST', '/api/roll-calls', { hostel: hostel._id });
  const aMessPlan = await call(app, admin.token, 'POST', '/api/mess/plans', {
    hostelId: hostel._id,
    name: 'Veg',
    monthlyRate: 3_200_00,
    meals: ['breakfast', 'lunch', 'dinner'],
  });

  const bell = await app.inject({
    method: 'GET',
    url: '/api/notifications?limit=1',
    headers: bearer(a.token),
  });
  const [aNotification] = bell.json<{ data: { _id: string }[] }>().data;
  if (!aNotification) throw new Error(`A has no notification: ${bell.body}`);

  const student = (s: typeof a): StudentAccount => ({
    token: s.token,
    id: s.user._id,
    studentId: s.input.studentId,
    name: s.input.name,
    email: s.input.email,
    phone: s.input.phone,
    password: s.input.password,
  });
  return {
    admin: {
      token: admin.token,
      id: admin.user._id,
      email: admin.input.email,
      password: admin.input.password,
    },
    wardenX,
    wardenY,
    guardX,
    guardY,
    messX,
    messY,
    a: student(a),
    b: student(b),
    hostel: hostel._id,
    room: room._id,
    spareHostel: spareHostel._id,
    spareRoom: spareRoom._id,
    aComplaints,
    bComplaints,
    aComments,
    aRequest: String(aRequest._id),
    aPayment: String(aPayment._id),
    aNotice: String(aNotice._id),
    aLeave: String(aLeave._id),
    aNotification: aNotification._id,
    aRollCall: String(aRollCall._id),
    aMessPlan: String(aMessPlan._id),
    aPrivate: [
      String(aLeave._id),
      `Alpha ${tag} goes home for a wedding`,
      String(aPayment._id),
      String(aPayment.receiptNumber),
      `UPI-${tag}`,
      a.user._id,
      a.input.studentId,
      a.input.name,
      a.input.email,
      a.input.phone,
      ...aComplaints.flatMap((c) => [c.id, c.subject, c.description]),
      ...aComments.flatMap((c) => [c.id, c.message]),
    ],
  };
}
