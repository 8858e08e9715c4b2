import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { complaints, students } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  bearer,
  buildStudentRegistration,
  createHostel,
  createRoom,
  registerStudent,
} from '../../test/factories';
import { expectAdminOnly } from '../../test/guard-cases';

const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  // No deposit: the students deleted here have no fee records (docs/product-rules.md#fees).
  const hostel = async (name: string, type: string) =>
    (await createHostel(app, admin, { name, type, fees: { monthly: 4500, security: 0 } }))._id;
  return {
    admin,
    studentToken: (await registerStudent(app)).token,
    girls: await hostel('Kaveri Hostel', 'Girls'),
    boys: await hostel('Godavari Hostel', 'Boys'),
  };
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asAdmin = (method: Method, url: string, payload?: object) =>
  w.app.inject({ method, url, payload, headers: bearer(w.admin) });

async function addStudent(overrides: Record<string, unknown> = {}) {
  const response = await asAdmin(
    'POST',
    '/api/auth/student/register',
    buildStudentRegistration(overrides),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; name: string; studentId: string; email: string };
}

function assign(id: string, roomId: string, hostel?: string) {
  return asAdmin('PUT', `/api/admin/students/${id}/assign-room`, {
    roomId,
    ...(hostel ? { hostel } : {}),
  });
}

/** Counted straight from the table, beside what the API reports. */
async function occupancy(roomId: string) {
  const [row] = await w.app.db
    .select({ n: count() })
    .from(students)
    .where(eq(students.roomId, roomId));
  return row?.n ?? 0;
}

async function roomOccupancy(hostel: string, roomNumber: string) {
  const response = await asAdmin('GET', `/api/rooms?hostel=${hostel}&search=${roomNumber}`);
  return response.json().data[0] as { currentOccupancy: number; students: { _id: string }[] };
}

function updateBody(
  student: { name: string; email: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    name: student.name,
    email: student.email,
    phone: '9876543210',
    course: 'B.Sc Physics',
    year: 3,
    gender: 'Female',
    isActive: true,
    ...overrides,
  };
}

describe('student calls are for administrators only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    { method: 'GET' as const, url: '/api/admin/students' },
    {
      method: 'POST' as const,
      url: '/api/auth/student/register',
      payload: buildStudentRegistration(),
    },
    { method: 'PUT' as const, url: `/api/admin/students/${id}`, payload: { name: 'X' } },
    { method: 'DELETE' as const, url: `/api/admin/students/${id}` },
    {
      method: 'PUT' as const,
      url: `/api/admin/students/${id}/assign-room`,
      payload: { roomId: id },
    },
    { method: 'DELETE' as const, url: `/api/admin/students/${id}/room` },
  ])('$method $url', async (call) => {
    await expectAdminOnly(w.app, call, w.studentToken);
  });
});

describe('adding and finding students', () => {
  it('adds a student with a password, with the original field names (rules student-fields, field-names)', async () => {
    const response = await asAdmin(
      'POST',
      '/api/auth/student/register',
      buildStudentRegistration({
        studentId: '2024ME900',
        name: 'Ananya Gupta',
        gender: 'Female',
        year: 1,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      _id: expect.any(String),
      studentId: '2024ME900',
      name: 'Ananya Gupta',
      email: expect.any(String),
      phone: expect.stringMatching(/^\d{10}$/),
      course: 'B.Tech Computer Science',
      year: 1,
      gender: 'Female',
      admissionDate: expect.any(String),
      isActive: true,
      hostel: null,
      room: null,
      bed: null,
      balance: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/password/i);
  });

  it.each([
    ['studentId', '', 'Student ID is required'],
    ['password', '', 'Password is required'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', 'qwerty123', 'This password is too common'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['phone', '98765', 'Please enter a valid 10-digit phone number'],
    ['course', '', 'Course is required'],
    ['year', 9, 'Year must be between 1 and 4'],
    ['gender', '', 'Gender is required'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const before = (await asAdmin('GET', '/api/admin/students?limit=1')).json().pagination.total;
    const response = await asAdmin('POST', '/api/auth/student/register', {
      ...buildStudentRegistration(),
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: field, message });
    expect((await asAdmin('GET', '/api/admin/students?limit=1')).json().pagination.total).toBe(
      before,
    );
  });

  it('refuses a duplicate student ID or e-mail with 409, case-insensitively', async () => {
    const existing = await addStudent();
    const sameId = await asAdmin(
      'POST',
      '/api/auth/student/register',
      buildStudentRegistration({ studentId: existing.studentId.toLowerCase() }),
    );
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().message).toBe('A student with this Student ID already exists.');
    const sameEmail = await asAdmin(
      'POST',
      '/api/auth/student/register',
      buildStudentRegistration({ email: existing.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
  });

  it('searches name, student ID and e-mail, filters by hostel and pages', async () => {
    const meera = await addStudent({
      name: 'Meera Krishnan',
      studentId: 'ZX-7781',
      email: 'meera.k@college.edu',
    });
    const room = await createRoom(w.app, w.admin, w.girls, { type: 'Triple' });
    expect((await assign(meera._id, room._id)).statusCode).toBe(200);
    for (const term of ['krishnan', 'zx-77', 'MEERA.K@', 'Meera KRISHNAN']) {
      const found = (
        await asAdmin('GET', `/api/admin/students?search=${encodeURIComponent(term)}`)
      ).json();
      expect(found.data.map((s: { _id: string }) => s._id)).toEqual([meera._id]);
    }
    // The search's wildcards are the user's text, matched literally.
    for (const term of ['%', '_', 'meera%krishnan']) {
      const none = (
        await asAdmin('GET', `/api/admin/students?search=${encodeURIComponent(term)}`)
      ).json();
      expect(none.pagination.total).toBe(0);
    }
    const inHostel = (
      await asAdmin('GET', `/api/admin/students?hostel=${w.girls}&search=krishnan`)
    ).json();
    expect(inHostel.data[0]).toMatchObject({
      hostel: { _id: w.girls, name: 'Kaveri Hostel' },
      room: { _id: room._id },
    });
    expect(
      (await asAdmin('GET', `/api/admin/students?hostel=${w.boys}&search=krishnan`)).json().data,
    ).toEqual([]);
    const paged = (await asAdmin('GET', '/api/admin/students?limit=2&page=2')).json();
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(paged.data.length).toBeLessThanOrEqual(2);
    expect((await asAdmin('GET', '/api/admin/students?limit=500')).statusCode).toBe(400);
  });

  it('pages a search by name, whatever the case, with the total on every page', async () => {
    const names = [
      'pagewise Eshan',
      'Pagewise Bala',
      'PAGEWISE Dev',
      'Pagewise Chitra',
      'Pagewise Anu',
    ];
    for (const name of names) await addStudent({ name });
    const page = async (n: number) =>
      (await asAdmin('GET', `/api/admin/students?search=pagewise&limit=2&page=${n}`)).json() as {
        data: { name: string }[];
        pagination: { page: number; limit: number; total: number };
      };
    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map((p) => p.data.map((s) => s.name))).toEqual([
      ['Pagewise Anu', 'Pagewise Bala'],
      ['Pagewise Chitra', 'PAGEWISE Dev'],
      ['pagewise Eshan'],
      [],
    ]);
    expect(pages.map((p) => p.pagination.total)).toEqual([5, 5, 5, 5]);
  });
});

describe('student times', () => {
  it('answers them as the database holds them, in ISO form to the millisecond', async () => {
    const room = await createRoom(w.app, w.admin, w.girls);
    const student = await registerStudent(w.app, { gender: 'Female', name: 'Kavya Reddy' });
    const assigned = await asAdmin('PUT', `/api/admin/students/${student.user._id}/assign-room`, {
      roomId: room._id,
    });
    const [row] = await w.app.db
      .select({
        admissionDate: students.admissionDate,
        createdAt: students.createdAt,
        updatedAt: students.updatedAt,
      })
      .from(students)
      .where(eq(students.id, student.user._id));
    const expected = {
      admissionDate: row?.admissionDate.toISOString(),
      createdAt: row?.createdAt.toISOString(),
      updatedAt: row?.updatedAt.toISOString(),
    };
    expect(assigned.json().data).toMatchObject(expected);
    const listed = await asAdmin('GET', '/api/admin/students?search=kavya%20reddy');
    expect(listed.json().data).toEqual([expect.objectContaining(expected)]);
    const freed = await asAdmin('DELETE', `/api/admin/students/${student.user._id}/room`);
    const [after] = await w.app.db
      .select({ updatedAt: students.updatedAt })
      .from(students)
      .where(eq(students.id, student.user._id));
    expect(freed.json().data.updatedAt).toBe(after?.updatedAt.toISOString());
  });
});

describe('editing students (rule student-edit)', () => {
  it('saves the editable fields and never the student ID', async () => {
    const s = await addStudent();
    const response = await asAdmin('PUT', `/api/admin/students/${s._id}`, {
      ...updateBody(s, { name: 'Renamed Student', year: 4 }),
      studentId: 'HACKED',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Renamed Student',
      year: 4,
      studentId: s.studentId,
    });
  });

  it('refuses an e-mail that another student has', async () => {
    const a = await addStudent();
    const b = await addStudent();
    const response = await asAdmin(
      'PUT',
      `/api/admin/students/${b._id}`,
      updateBody(b, { email: a.email }),
    );
    expect(response.statusCode).toBe(409);
  });

  it('frees the bed when a student is set inactive', async () => {
    const s = await addStudent();
    const room = await createRoom(w.app, w.admin, w.girls, { type: 'Single' });
    await assign(s._id, room._id);
    const response = await asAdmin(
      'PUT',
      `/api/admin/students/${s._id}`,
      updateBody(s, { isActive: false }),
    );
    expect(response.json().data).toMatchObject({ isActive: false, room: null, hostel: null });
    expect(await occupancy(room._id)).toBe(0);
  });

  it('refuses a gender change that the hostel of their room does not take', async () => {
    const s = await addStudent({ gender: 'Female' });
    const room = await createRoom(w.app, w.admin, w.girls);
    await assign(s._id, room._id);
    const response = await asAdmin(
      'PUT',
      `/api/admin/students/${s._id}`,
      updateBody(s, { gender: 'Male' }),
    );
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for an unknown student', async () => {
    const response = await asAdmin(
      'PUT',
      '/api/admin/students/00000000-0000-4000-8000-000000000000',
      updateBody({ name: 'Nobody', email: 'nobody@college.edu' }),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('assigning rooms (rules bed-assignment, hostel-gender, room-moves)', () => {
  it('assigns, moves in one step, and unassigns, keeping occupancy derived', async () => {
    const s = await addStudent({ gender: 'Female' });
    const first = await createRoom(w.app, w.admin, w.girls, { type: 'Double' });
    const second = await createRoom(w.app, w.admin, w.girls, { type: 'Double' });
    const assigned = await assign(s._id, first._id, w.girls);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({
      hostel: { _id: w.girls },
      room: { _id: first._id, roomNumber: first.roomNumber },
    });
    // The answer is the whole record, exactly as a later read shows it; asking again changes nothing.
    const listed = await asAdmin('GET', `/api/admin/students?search=${s.studentId}`);
    expect(listed.json().data).toEqual([assigned.json().data]);
    const again = await assign(s._id, first._id, w.girls);
    expect(again.json().data).toEqual(assigned.json().data);
    expect(await occupancy(first._id)).toBe(1);

    const moved = await assign(s._id, second._id);
    expect(moved.json().data.room._id).toBe(second._id);
    expect([await occupancy(first._id), await occupancy(second._id)]).toEqual([0, 1]);

    const freed = await asAdmin('DELETE', `/api/admin/students/${s._id}/room`);
    expect(freed.json().data).toMatchObject({ room: null, hostel: null });
    expect(await occupancy(second._id)).toBe(0);
  });

  it('refuses a full room, an inactive student, a room outside the chosen hostel and the wrong hostel type', async () => {
    const room = await createRoom(w.app, w.admin, w.girls, { type: 'Single' });
    const occupant = await addStudent({ gender: 'Female' });
    await assign(occupant._id, room._id);

    const another = await addStudent({ gender: 'Female' });
    const full = await assign(another._id, room._id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      `Room ${room.roomNumber} in Kaveri Hostel is full. Choose a room with a free bed.`,
    );

    const inactive = await addStudent({ gender: 'Female' });
    await asAdmin(
      'PUT',
      `/api/admin/students/${inactive._id}`,
      updateBody(inactive, { isActive: false }),
    );
    const free = await createRoom(w.app, w.admin, w.girls, { type: 'Double' });
    const refusedInactive = await assign(inactive._id, free._id);
    expect(refusedInactive.statusCode).toBe(409);
    expect(refusedInactive.json().message).toMatch(/is inactive/);

    const elsewhere = await assign(another._id, free._id, w.boys);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(
      `Room ${free.roomNumber} belongs to Kaveri Hostel, not the chosen hostel. Choose a room of the chosen hostel.`,
    );

    const boysRoom = await createRoom(w.app, w.admin, w.boys);
    const wrongType = await assign(another._id, boysRoom._id);
    expect(wrongType.statusCode).toBe(409);
    expect(wrongType.json().message).toMatch(/Godavari Hostel is a Boys hostel/);

    expect([
      await occupancy(room._id),
      await occupancy(free._id),
      await occupancy(boysRoom._id),
    ]).toEqual([1, 0, 0]);
  });

  it('places a student of gender Other in either kind of hostel', async () => {
    const s = await addStudent({ gender: 'Other' });
    expect((await assign(s._id, (await createRoom(w.app, w.admin, w.boys))._id)).statusCode).toBe(
      200,
    );
    expect((await assign(s._id, (await createRoom(w.app, w.admin, w.girls))._id)).statusCode).toBe(
      200,
    );
  });

  it('answers 400 without a room, and 404 for an unknown room or student', async () => {
    const s = await addStudent();
    const none = await asAdmin('PUT', `/api/admin/students/${s._id}/assign-room`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'roomId', message: 'Please select a room' }]);
    expect((await assign(s._id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const room = await createRoom(w.app, w.admin, w.girls);
    expect((await assign('00000000-0000-4000-8000-000000000000', room._id)).statusCode).toBe(404);
  });
});

describe('the capacity race', () => {
  it('lets exactly one of 24 simultaneous assignments take the last bed', async () => {
    const room = await createRoom(w.app, w.admin, w.girls, { type: 'Double' });
    const resident = await addStudent({ gender: 'Female' });
    await assign(resident._id, room._id);
    const contenders = await Promise.all(
      Array.from({ length: 24 }, () => addStudent({ gender: 'Female' })),
    );

    const responses = await Promise.all(contenders.map((s) => assign(s._id, room._id)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(23);

    expect(await occupancy(room._id)).toBe(2);
    const listed = await roomOccupancy(w.girls, room.roomNumber as string);
    expect(listed.currentOccupancy).toBe(2);
    expect(listed.students).toHaveLength(2);
  });

  it('keeps every room within capacity when 30 students race for 10 beds across 5 rooms', async () => {
    const rooms = await Promise.all(
      Array.from({ length: 5 }, () => createRoom(w.app, w.admin, w.girls, { type: 'Double' })),
    );
    const contenders = await Promise.all(
      Array.from({ length: 30 }, () => addStudent({ gender: 'Female' })),
    );
    const responses = await Promise.all(contenders.map((s, i) => assign(s._id, rooms[i % 5]!._id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    for (const room of rooms) expect(await occupancy(room._id)).toBe(2);
  });

  it('refuses an over-full room in the database itself, whatever code writes', async () => {
    const room = await createRoom(w.app, w.admin, w.girls, { type: 'Single' });
    const [a, b] = [await addStudent({ gender: 'Female' }), await addStudent({ gender: 'Female' })];
    await assign(a._id, room._id);
    await expect(
      w.app.db.execute(sql`update students set room_id = ${room._id} where id = ${b._id}`),
    ).rejects.toThrow();
    expect(await occupancy(room._id)).toBe(1);
  });

  it('refuses a student in a hostel not of their gender in the database itself, moving in or changing gender', async () => {
    const girlsRoom = await createRoom(w.app, w.admin, w.girls, { type: 'Double' });
    const boysRoom = await createRoom(w.app, w.admin, w.boys, { type: 'Double' });
    const [meera, arjun] = [
      await addStudent({ gender: 'Female' }),
      await addStudent({ gender: 'Male' }),
    ];
    await assign(meera._id, girlsRoom._id);
    const refused = (write: Promise<unknown>) =>
      expect(write).rejects.toMatchObject({ cause: { code: 'HMS02' } });
    await refused(
      w.app.db.execute(sql`update students set room_id = ${girlsRoom._id} where id = ${arjun._id}`),
    );
    await refused(
      w.app.db.execute(sql`update students set gender = 'Male' where id = ${meera._id}`),
    );
    // Other lives anywhere, and a gender change that still fits goes through.
    await w.app.db.execute(sql`update students set gender = 'Other' where id = ${meera._id}`);
    await w.app.db.execute(
      sql`update students set room_id = ${boysRoom._id} where id = ${meera._id}`,
    );
    expect([await occupancy(girlsRoom._id), await occupancy(boysRoom._id)]).toEqual([0, 1]);
  });
});

describe('deleting students (rule deleting)', () => {
  it('frees the bed and removes their complaints', async () => {
    const s = await addStudent({ gender: 'Female' });
    const room = await createRoom(w.app, w.admin, w.girls, { type: 'Single' });
    await assign(s._id, room._id);
    await w.app.db.insert(complaints).values({
      studentId: s._id,
      subject: 'Fan',
      description: 'Fan is broken',
      category: 'Maintenance',
      dueAt: new Date(),
    });

    const response = await asAdmin('DELETE', `/api/admin/students/${s._id}`);
    expect(response.statusCode).toBe(200);
    expect(await occupancy(room._id)).toBe(0);
    expect(await w.app.db.select().from(complaints).where(eq(complaints.studentId, s._id))).toEqual(
      [],
    );
    expect((await asAdmin('DELETE', `/api/admin/students/${s._id}`)).statusCode).toBe(404);
  });
});
