import type { StudentProfile } from '@hms/shared/profile';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  bearer,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerStudent,
} from '../../test/factories';

const w = appForFile(withAdmin);

function getProfile(token: string) {
  return w.app.inject({ method: 'GET', url: '/api/student/profile', headers: bearer(token) });
}

function putProfile(token: string, payload: unknown) {
  return w.app.inject({
    method: 'PUT',
    url: '/api/student/profile',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

async function studentRow(id: string) {
  const [row] = await w.app.db.select().from(students).where(eq(students.id, id));
  return row;
}

describe('the student profile calls', () => {
  it('answer students only', async () => {
    for (const [method, url] of [
      ['GET', '/api/student/profile'],
      ['PUT', '/api/student/profile'],
      ['GET', '/api/student/dashboard'],
    ] as const) {
      const payload = method === 'PUT' ? { name: 'Asha Rao', phone: '9876543210' } : undefined;
      expect((await w.app.inject({ method, url, payload })).statusCode).toBe(401);
      const byAdmin = await w.app.inject({ method, url, payload, headers: bearer(w.admin) });
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json()).toMatchObject({ success: false });
    }
  });

  it('show an unassigned student without hostel or room', async () => {
    const student = await registerStudent(w.app, { name: 'Meera Nair', year: 3 });
    const response = await getProfile(student.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: student.user._id,
        studentId: student.input.studentId,
        name: 'Meera Nair',
        email: student.input.email,
        phone: student.input.phone,
        course: student.input.course,
        year: 3,
        gender: 'Female',
        admissionDate: expect.any(String),
        isActive: true,
        hostel: null,
        room: null,
      },
    });
    expect(response.json().data).not.toHaveProperty('password');
    expect(response.json().data).not.toHaveProperty('passwordHash');
  });

  it('show the hostel and room with everything a resident needs', async () => {
    const hostel = await createHostel(w.app, w.admin, {
      name: 'Sharavathi',
      fees: { monthly: 125_000, security: 20_000 },
      amenities: ['WiFi', 'Gym'],
      warden: { name: 'Lakshmi Iyer', phone: '9876543210' },
    });
    const room = await createRoom(w.app, w.admin, hostel._id, {
      roomNumber: 'B-204',
      type: 'Triple',
      floor: 2,
      monthlyRent: 3500,
      isAC: true,
      amenities: ['Balcony'],
    });
    const roommate = await placeStudentInRoom(w.app, w.admin, room._id);
    const student = await placeStudentInRoom(w.app, w.admin, room._id);
    const { data } = (await getProfile(student.token)).json<{ data: StudentProfile }>();
    expect(data.hostel).toEqual({
      _id: hostel._id,
      name: 'Sharavathi',
      type: 'Girls',
      fees: { monthly: 125_000, security: 20_000 },
      address: hostel.address,
      amenities: ['WiFi', 'Gym'],
      warden: { name: 'Lakshmi Iyer', phone: '9876543210' },
    });
    expect(data.room).toEqual({
      _id: room._id,
      roomNumber: 'B-204',
      type: 'Triple',
      floor: 2,
      capacity: 3,
      currentOccupancy: 2,
      monthlyRent: 3500,
      isAC: true,
      amenities: ['Balcony'],
    });
    // A roommate's own profile is theirs alone.
    const theirs = (await getProfile(roommate.token)).json<{ data: StudentProfile }>().data;
    expect(theirs._id).toBe(roommate.user._id);
  });

  it('change the name and phone and nothing else, whatever else is sent', async () => {
    const hostel = await createHostel(w.app, w.admin);
    const room = await createRoom(w.app, w.admin, hostel._id);
    const student = await placeStudentInRoom(w.app, w.admin, room._id);
    const before = await studentRow(student.user._id);

    const response = await putProfile(student.token, {
      name: '  Kavya Menon ',
      phone: '9123456780',
      email: 'someone-else@college.edu',
      studentId: 'HACKED-1',
      isActive: false,
      year: 4,
      course: 'MBA',
      gender: 'Male',
      admissionDate: '2001-01-01T00:00:00.000Z',
      room: null,
      roomId: null,
      hostel: null,
      password: 'new-password-123',
      role: 'admin',
      _id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: student.user._id,
      name: 'Kavya Menon',
      phone: '9123456780',
      email: student.input.email,
      studentId: student.input.studentId,
      isActive: true,
      room: { _id: room._id },
    });

    const after = await studentRow(student.user._id);
    expect(after).toEqual({
      ...before,
      name: 'Kavya Menon',
      phone: '9123456780',
      searchText: expect.stringContaining('kavya menon'),
      updatedAt: expect.any(Date),
    });
    // The password was not touched either: the old one still signs in.
    const login = await w.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { studentId: student.input.studentId, password: student.input.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [
      { name: 'Kavya Menon', phone: '912345678' },
      'phone',
      'Please enter a valid 10-digit phone number',
    ],
    [
      { name: 'Kavya Menon', phone: '91234567890' },
      'phone',
      'Please enter a valid 10-digit phone number',
    ],
    [
      { name: 'Kavya Menon', phone: '9123-45678' },
      'phone',
      'Please enter a valid 10-digit phone number',
    ],
    [{ name: 'Kavya Menon', phone: '' }, 'phone', 'Phone number is required'],
    [{ name: 'Kavya Menon' }, 'phone', 'Phone number is required'],
    [{ name: 'K', phone: '9123456780' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '   ', phone: '9123456780' }, 'name', 'Name is required'],
    [{ phone: '9123456780' }, 'name', 'Name is required'],
    [{ name: 42, phone: '9123456780' }, 'name', 'Must be text'],
    [
      { name: 'x'.repeat(10_000), phone: '9123456780' },
      'name',
      'Name must be at most 100 characters',
    ],
  ])('refuse %j with a message on %s and change nothing', async (payload, path, message) => {
    const student = await registerStudent(w.app);
    const before = await studentRow(student.user._id);
    const response = await putProfile(student.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await studentRow(student.user._id)).toEqual(before);
  });

  it.each([null, [], 'name', 7])('refuse a body of %j with 400', async (payload) => {
    const student = await registerStudent(w.app);
    const before = await studentRow(student.user._id);
    const response = await putProfile(student.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await studentRow(student.user._id)).toEqual(before);
  });
});
