import { randomUUID } from 'node:crypto';
import type { AdminRegisterInput, AuthResponse, StudentRegisterInput } from '@hms/shared/auth';
import type { Comment, Complaint } from '@hms/shared/complaints';
import { SERVICE_TARGET_DEFAULTS } from '@hms/shared/service-targets';
import type { TestApp } from './test-app';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export function buildAdminRegistration(overrides: Partial<AdminRegisterInput> = {}) {
  const n = next();
  return {
    name: `Warden Admin ${n}`,
    email: `admin${n}@college.edu`,
    password: `hostel-pass-${n}`,
    role: 'admin' as const,
    ...overrides,
  };
}

export function buildStudentRegistration(overrides: Partial<StudentRegisterInput> = {}) {
  const n = next();
  return {
    studentId: `2024CS${String(n).padStart(3, '0')}`,
    name: `Priya Sharma ${n}`,
    email: `student${n}@college.edu`,
    password: `study-hard-${n}`,
    phone: String(9_000_000_000 + n),
    course: 'B.Tech Computer Science',
    year: 2,
    gender: 'Female' as const,
    role: 'student' as const,
    ...overrides,
  };
}

/**
 * A student's row for writing straight into the table, as another server or a script would: the
 * registration's fields, with a hash no password matches.
 */
export function buildStudentRow(overrides: Partial<StudentRegisterInput> = {}) {
  const student = buildStudentRegistration(overrides);
  return {
    rollNumber: student.studentId,
    name: student.name,
    email: student.email,
    passwordHash: 'not-a-password-hash',
    phone: student.phone,
    course: student.course,
    year: student.year,
    gender: student.gender,
  };
}

/**
 * A client address of its own for each sign-up, as students sign up from their own devices: a
 * file's many sign-ups stay within the limit per client (its own tests: sign-up-throttle.test.ts).
 */
function nextClient(): string {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function post(app: TestApp, url: string, payload: object): Promise<AuthResponse> {
  const response = await app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
  if (response.statusCode !== 201) {
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<AuthResponse>();
}

/** Registers an administrator through the API; returns the token and user with the input. */
export async function registerAdmin(app: TestApp, overrides: Partial<AdminRegisterInput> = {}) {
  const input = buildAdminRegistration(overrides);
  return { input, ...(await post(app, '/api/admin/register', input)) };
}

export async function registerStudent(app: TestApp, overrides: Partial<StudentRegisterInput> = {}) {
  const input = buildStudentRegistration(overrides);
  return { input, ...(await post(app, '/api/student/register', input)) };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function buildHostelInput(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    name: `Kaveri Hostel ${n}`,
    type: 'Girls',
    totalRooms: 20,
    totalCapacity: 60,
    fees: { monthly: 4500, security: 10_000 },
    address: `Block ${n}, North Campus`,
    amenities: ['WiFi', 'Mess', 'Laundry'],
    warden: { name: 'Lakshmi Iyer', phone: '9876543210', email: 'warden@college.edu' },
    ...overrides,
  };
}

export function buildRoomInput(hostel: string, overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    roomNumber: String(100 + n),
    hostel,
    type: 'Double',
    floor: 1,
    monthlyRent: 3000,
    isAC: false,
    amenities: ['Fan', 'Study table'],
    ...overrides,
  };
}

/** A room's row for writing straight into the table, as another server or a script would. */
export function buildRoomRow(hostelId: string) {
  const { roomNumber, floor, monthlyRent } = buildRoomInput(hostelId);
  return { hostelId, roomNumber, type: 'Double' as const, floor, monthlyRent };
}

type Created = { _id: string } & Record<string, unknown>;

async function create(app: TestApp, token: string, url: string, payload: object): Promise<Created> {
  const response = await app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  if (response.statusCode !== 201) {
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ data: Created }>().data;
}

export function createHostel(app: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return create(app, token, '/api/hostels', buildHostelInput(overrides));
}

export function createRoom(
  app: TestApp,
  token: string,
  hostel: string,
  overrides: Record<string, unknown> = {},
) {
  return create(app, token, '/api/rooms', buildRoomInput(hostel, overrides));
}

/** Registers a student (Female, for the factory's Girls hostels) and assigns them to the room. */
export async function placeStudentInRoom(app: TestApp, adminToken: string, roomId: string) {
  const student = await registerStudent(app, { gender: 'Female' });
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/students/${student.user._id}/assign-room`,
    payload: { roomId },
    headers: bearer(adminToken),
  });
  if (response.statusCode !== 200) {
    throw new Error(`assign-room answered ${response.statusCode}: ${response.body}`);
  }
  return student;
}

export function buildComplaintInput(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    subject: `Ceiling fan not working ${n}`,
    category: 'Electricity',
    priority: 'High',
    description: 'The fan in my room stopped working last night.',
    ...overrides,
  };
}

/** A complaint's row for writing straight into the table, as another server or a script would. */
export function buildComplaintRow(studentId: string, overrides: { subject?: string } = {}) {
  const { subject, description } = buildComplaintInput(overrides);
  return {
    studentId,
    subject,
    description,
    category: 'Electricity' as const,
    priority: 'High' as const,
    // The default target for High, from now, as the API would set it.
    dueAt: new Date(Date.now() + SERVICE_TARGET_DEFAULTS.High * 60_000),
  };
}

/**
 * Submits a complaint as the student whose token is given. It returns once the clock has moved
 * on a millisecond: the embedded database's clock counts whole milliseconds, and complaints
 * submitted within one are equally new, so tests that submit in turn and expect "newest first"
 * would otherwise depend on chance.
 */
export async function submitComplaint(
  app: TestApp,
  studentToken: string,
  overrides: Record<string, unknown> = {},
) {
  const created = await create(
    app,
    studentToken,
    '/api/complaints',
    buildComplaintInput(overrides),
  );
  await new Promise((resolve) => setTimeout(resolve, 2));
  return created;
}

/** A comment as the API answers it, by a student unless told otherwise. */
export function buildCommentResponse(overrides: Partial<Comment> = {}): Comment {
  const n = next();
  return {
    _id: randomUUID(),
    author: { _id: randomUUID(), name: `Priya Sharma ${n}` },
    authorModel: 'Student',
    message: `The tap in washroom ${n} is still leaking.`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 9, n % 60)).toISOString(),
    ...overrides,
  };
}

/** A complaint as the API answers it, with the comments given. */
export function buildComplaintResponse(comments: Comment[] = []): Complaint {
  const n = next();
  const at = new Date(Date.UTC(2026, 10, 2, 10, n % 60)).toISOString();
  return {
    _id: randomUUID(),
    subject: `Fan not working in room ${100 + n}`,
    description: 'The ceiling fan stopped working last night and the regulator is loose.',
    status: 'Open',
    priority: 'High',
    category: 'Electricity',
    student: { _id: randomUUID(), name: `Priya Sharma ${n}`, studentId: `2024CS${n}` },
    assignee: null,
    comments,
    resolution: null,
    resolvedAt: null,
    dueAt: new Date(Date.parse(at) + SERVICE_TARGET_DEFAULTS.High * 60_000).toISOString(),
    overdue: false,
    minutesToResolve: null,
    createdAt: at,
    updatedAt: at,
  };
}
