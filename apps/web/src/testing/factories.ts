import type { AuthResponse, SessionUser } from '@hms/shared/auth';
import type { Comment, Complaint } from '@hms/shared/complaints';
import type { Hostel } from '@hms/shared/hostels';
import type { Room } from '@hms/shared/rooms';
import type { Student } from '@hms/shared/students';

let sequence = 0;

export function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function createAdmin(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: nextId(),
    role: 'admin',
    name: 'Asha Warden',
    email: 'asha@hostel.test',
    ...overrides,
  };
}

export function createStudent(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: nextId(),
    role: 'student',
    name: 'Ravi Kumar',
    email: 'ravi@college.test',
    studentId: '2024CS001',
    ...overrides,
  };
}

/**
 * A token shaped like the server's (a JWT whose payload carries `sub`, `role` and `exp`), unsigned:
 * the app only reads its claims (lib/token-claims.ts), the server is mocked.
 */
export function createToken(
  user: Pick<SessionUser, '_id' | 'role'>,
  expiresAt: Date = new Date(Date.now() + 60 * 60 * 1000),
): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const payload = { sub: user._id, role: user.role, exp: Math.floor(expiresAt.getTime() / 1000) };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export function createAuthResponse(user: SessionUser, token = `token-${user._id}`): AuthResponse {
  return { success: true, token, user };
}

export const timestamp = '2025-06-01T10:00:00.000Z';
/** Three days after `timestamp`: a Medium complaint's default target. */
export const dueTimestamp = '2025-06-04T10:00:00.000Z';

export function createHostel(overrides: Partial<Hostel> = {}): Hostel {
  return {
    _id: nextId(),
    name: 'Kaveri',
    type: 'Boys',
    totalRooms: 20,
    totalCapacity: 40,
    currentOccupancy: 32,
    roomCount: 12,
    fees: { monthly: 5000, security: 10000 },
    address: '1 College Road, Mysuru',
    amenities: ['WiFi', 'Mess'],
    warden: { name: 'Suresh Rao', phone: '9876543210', email: 'suresh@hostel.test' },
    createdAt: timestamp,
    updatedAt: timestamp,
    ...overrides,
  };
}

/** A room, by default an empty Double in a fresh hostel; pass `hostel` to put it in a known one. */
export function createRoom(
  overrides: Omit<Partial<Room>, 'hostel'> & {
    hostel?: Pick<Hostel, '_id' | 'name' | 'type'>;
  } = {},
): Room {
  const { hostel = createHostel(), ...rest } = overrides;
  return {
    _id: nextId(),
    roomNumber: '101',
    hostel: { _id: hostel._id, name: hostel.name, type: hostel.type },
    type: 'Double',
    capacity: 2,
    currentOccupancy: 0,
    floor: 1,
    monthlyRent: 4500,
    isAC: false,
    amenities: [],
    students: [],
    createdAt: timestamp,
    updatedAt: timestamp,
    ...rest,
  };
}

/** The body of `GET /api/rooms`: one page of `rooms`, with `total` defaulting to their number. */
export function roomsPage(rooms: Room[], { page = 1, limit = 20, total = rooms.length } = {}) {
  return { success: true, data: rooms, pagination: { page, limit, total } };
}

/**
 * A student as the admin list shows them (not the signed-in user: see `createStudent`), by default
 * active and without a hostel or room.
 */
export function createStudentRecord(overrides: Partial<Student> = {}): Student {
  return {
    _id: nextId(),
    studentId: '2024CS001',
    name: 'Priya Sharma',
    email: 'priya@college.test',
    phone: '9876543210',
    course: 'B.Tech',
    year: 2,
    gender: 'Female',
    admissionDate: timestamp,
    isActive: true,
    hostel: null,
    room: null,
    bed: overrides.room ? 1 : null,
    createdAt: timestamp,
    updatedAt: timestamp,
    ...overrides,
  };
}

/** The body of `GET /api/admin/students`: one page of `students`, with `total` defaulting to their number. */
export function studentsPage(
  students: Student[],
  { page = 1, limit = 20, total = students.length } = {},
) {
  return { success: true, data: students, pagination: { page, limit, total } };
}

/** A comment, by default the complaint's student writing. */
export function createComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: nextId(),
    author: { _id: nextId(), name: 'Priya Sharma' },
    authorModel: 'Student',
    message: 'Any update on this?',
    createdAt: timestamp,
    ...overrides,
  };
}

/** A complaint, by default a fresh Open one without comments or resolution. */
export function createComplaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    _id: nextId(),
    subject: 'Fan not working',
    description: 'The ceiling fan in my room stopped working yesterday.',
    status: 'Open',
    priority: 'Medium',
    category: 'Electricity',
    student: { _id: nextId(), name: 'Priya Sharma', studentId: '2024CS001' },
    assignee: null,
    comments: [],
    resolution: null,
    resolvedAt: null,
    dueAt: dueTimestamp,
    overdue: false,
    minutesToResolve: null,
    createdAt: timestamp,
    updatedAt: timestamp,
    ...overrides,
  };
}

/** The body of `GET /api/complaints`: one page of `complaints`, with `total` defaulting to their number. */
export function complaintsPage(
  complaints: Complaint[],
  { page = 1, limit = 20, total = complaints.length } = {},
) {
  return { success: true, data: complaints, pagination: { page, limit, total } };
}
