import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  bearer,
  buildRoomInput,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerStudent,
} from '../../test/factories';
import { expectAdminOnly } from '../../test/guard-cases';

const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const student = (await registerStudent(app)).token;
  const hostel = await createHostel(app, admin, { name: 'Kaveri Hostel' });
  return { admin, student, hostelId: hostel._id };
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  w.app.inject({ method, url, payload, headers: bearer(w.admin) });

type RoomJson = { _id: string; roomNumber: string; currentOccupancy: number; capacity: number };

async function listRooms(query: string) {
  const response = await asAdmin('GET', `/api/rooms?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: RoomJson[];
    pagination: { page: number; limit: number; total: number };
  };
}

describe('room calls are for administrators only', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  it.each([
    { method: 'GET' as const, url: '/api/rooms' },
    { method: 'POST' as const, url: '/api/rooms', payload: buildRoomInput(someId) },
    { method: 'PUT' as const, url: `/api/rooms/${someId}`, payload: buildRoomInput(someId) },
    { method: 'DELETE' as const, url: `/api/rooms/${someId}` },
  ])('$method $url', async (call) => {
    await expectAdminOnly(w.app, call, w.student);
  });
});

describe('adding rooms', () => {
  it('derives capacity from the type, whatever the client sends', async () => {
    const single = await asAdmin('POST', '/api/rooms', {
      ...buildRoomInput(w.hostelId, { type: 'Single' }),
      capacity: 4,
    });
    const quad = await asAdmin('POST', '/api/rooms', {
      ...buildRoomInput(w.hostelId, { type: 'Quadruple' }),
      capacity: 1,
    });
    expect(single.statusCode).toBe(201);
    expect(single.json().data).toMatchObject({
      type: 'Single',
      capacity: 1,
      currentOccupancy: 0,
      students: [],
    });
    expect(quad.json().data).toMatchObject({ type: 'Quadruple', capacity: 4 });
  });

  it('returns the room with the original field names and its hostel populated (rule field-names)', async () => {
    const response = await asAdmin('POST', '/api/rooms', {
      ...buildRoomInput(w.hostelId, {
        roomNumber: 'G-12',
        floor: 3,
        monthlyRent: 3500,
        isAC: true,
      }),
      amenities: 'Fan, Cupboard',
    });
    expect(response.json().data).toEqual({
      _id: expect.any(String),
      roomNumber: 'G-12',
      hostel: { _id: w.hostelId, name: 'Kaveri Hostel', type: 'Girls' },
      type: 'Double',
      capacity: 2,
      currentOccupancy: 0,
      floor: 3,
      monthlyRent: 3500,
      isAC: true,
      amenities: ['Fan', 'Cupboard'],
      students: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers 404 for a hostel that does not exist', async () => {
    const response = await asAdmin(
      'POST',
      '/api/rooms',
      buildRoomInput('00000000-0000-4000-8000-000000000000'),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The chosen hostel no longer exists.');
  });
});

describe('room form messages (rule hostel-and-room-fields)', () => {
  it.each([
    [{ roomNumber: '' }, 'roomNumber', 'Room number is required'],
    [{ hostel: '' }, 'hostel', 'Hostel is required'],
    [{ hostel: 'kaveri' }, 'hostel', 'Choose one from the list'],
    [{ type: '' }, 'type', 'Room type is required'],
    [{ type: 'Suite' }, 'type', 'Room type must be Single, Double, Triple or Quadruple'],
    [{ floor: 0 }, 'floor', 'Floor must be at least 1'],
    [{ floor: undefined }, 'floor', 'Floor is required'],
    [{ monthlyRent: undefined }, 'monthlyRent', 'Monthly rent is required'],
    [{ monthlyRent: -100 }, 'monthlyRent', 'Must be positive'],
    [{ isAC: 'yes' }, 'isAC', 'Must be true or false'],
  ])('%j -> %s: %s', async (override, path, message) => {
    const before = (await listRooms(`hostel=${w.hostelId}`)).pagination.total;
    const response = await asAdmin('POST', '/api/rooms', {
      ...buildRoomInput(w.hostelId),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await listRooms(`hostel=${w.hostelId}`)).pagination.total).toBe(before);
  });
});

describe('room numbers are unique within a hostel (rule uniqueness)', () => {
  it('refuses the same number in the same hostel, in any case, and changes nothing', async () => {
    await createRoom(w.app, w.admin, w.hostelId, { roomNumber: 'A-101' });
    const before = await listRooms(`hostel=${w.hostelId}&limit=100`);
    const response = await asAdmin(
      'POST',
      '/api/rooms',
      buildRoomInput(w.hostelId, { roomNumber: 'a-101' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Room a-101 already exists in Kaveri Hostel.',
      errors: [{ path: 'roomNumber', message: 'Room a-101 already exists in Kaveri Hostel.' }],
    });
    expect(await listRooms(`hostel=${w.hostelId}&limit=100`)).toEqual(before);
  });

  it('allows the same number in another hostel', async () => {
    const other = await createHostel(w.app, w.admin);
    await createRoom(w.app, w.admin, w.hostelId, { roomNumber: 'B-7' });
    const response = await asAdmin(
      'POST',
      '/api/rooms',
      buildRoomInput(other._id, { roomNumber: 'B-7' }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('listing rooms', () => {
  let hostel: string;
  let resident: Awaited<ReturnType<typeof placeStudentInRoom>>;
  beforeAll(async () => {
    hostel = (await createHostel(w.app, w.admin, { name: 'Yamuna Hostel' }))._id;
    const full = await createRoom(w.app, w.admin, hostel, {
      roomNumber: '201',
      type: 'Single',
      floor: 2,
    });
    const half = await createRoom(w.app, w.admin, hostel, {
      roomNumber: '202',
      type: 'Double',
      floor: 2,
    });
    await createRoom(w.app, w.admin, hostel, { roomNumber: '101', type: 'Triple', floor: 1 });
    resident = await placeStudentInRoom(w.app, w.admin, full._id);
    await placeStudentInRoom(w.app, w.admin, half._id);
  });

  it('derives occupancy and lists the students of each room', async () => {
    const { data } = await listRooms(`hostel=${hostel}`);
    expect(data.map((r) => [r.roomNumber, r.currentOccupancy, r.capacity])).toEqual([
      ['101', 0, 3],
      ['201', 1, 1],
      ['202', 1, 2],
    ]);
    const room201 = data[1] as RoomJson & { students: { name: string; studentId: string }[] };
    expect(room201.students).toEqual([
      {
        _id: resident.user._id,
        name: resident.input.name,
        studentId: resident.input.studentId,
        bed: 1,
      },
    ]);
  });

  it('filters by availability', async () => {
    expect(
      (await listRooms(`hostel=${hostel}&available=true`)).data.map((r) => r.roomNumber),
    ).toEqual(['101', '202']);
    expect(
      (await listRooms(`hostel=${hostel}&available=false`)).data.map((r) => r.roomNumber),
    ).toEqual(['201']);
  });

  it('searches room numbers and hostel names, literally', async () => {
    expect((await listRooms(`hostel=${hostel}&search=20`)).data.map((r) => r.roomNumber)).toEqual([
      '201',
      '202',
    ]);
    expect((await listRooms(`search=yamuna`)).pagination.total).toBe(3);
    expect((await listRooms(`search=${encodeURIComponent('%')}`)).pagination.total).toBe(0);
  });

  it('pages, reporting the total', async () => {
    const first = await listRooms(`hostel=${hostel}&limit=2&page=1`);
    const second = await listRooms(`hostel=${hostel}&limit=2&page=2`);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(first.data).toHaveLength(2);
    expect(second.data.map((r) => r.roomNumber)).toEqual(['202']);
    expect(second.pagination.total).toBe(3);
  });

  it('reports the total on a page past the end, and 0 when nothing matches', async () => {
    expect(await listRooms(`hostel=${hostel}&limit=2&page=5`)).toEqual({
      success: true,
      data: [],
      pagination: { page: 5, limit: 2, total: 3 },
    });
    expect((await listRooms(`hostel=${hostel}&search=nothing-like-this`)).pagination.total).toBe(0);
  });

  it.each([
    ['limit=101', 'limit', 'Limit must be at most 100'],
    ['page=0', 'page', 'Page must be at least 1'],
    ['available=maybe', 'available', 'Must be true or false'],
    ['hostel=not-an-id', 'hostel', 'Choose a hostel from the list'],
  ])('refuses %s with 400', async (query, path, message) => {
    const response = await asAdmin('GET', `/api/rooms?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });
});

describe('room times', () => {
  it('answers them as the database holds them, in ISO form to the millisecond', async () => {
    const room = await createRoom(w.app, w.admin, w.hostelId);
    const [row] = await w.app.db
      .select({ createdAt: rooms.createdAt, updatedAt: rooms.updatedAt })
      .from(rooms)
      .where(eq(rooms.id, room._id));
    const listed = (await listRooms(`hostel=${w.hostelId}&limit=100`)).data.find(
      (r) => r._id === room._id,
    );
    expect(listed).toMatchObject({
      createdAt: row?.createdAt.toISOString(),
      updatedAt: row?.updatedAt.toISOString(),
    });
  });
});

describe('changing a room', () => {
  it('saves the change and derives the new capacity', async () => {
    const room = await createRoom(w.app, w.admin, w.hostelId, { type: 'Single' });
    const response = await asAdmin(
      'PUT',
      `/api/rooms/${room._id}`,
      buildRoomInput(w.hostelId, { roomNumber: 'C-1', type: 'Triple', monthlyRent: 2800 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      roomNumber: 'C-1',
      type: 'Triple',
      capacity: 3,
      monthlyRent: 2800,
    });
  });

  it('refuses a type too small for its residents, or a move to another hostel while occupied', async () => {
    const room = await createRoom(w.app, w.admin, w.hostelId, {
      type: 'Double',
      roomNumber: 'D-1',
    });
    await placeStudentInRoom(w.app, w.admin, room._id);
    await placeStudentInRoom(w.app, w.admin, room._id);
    const other = await createHostel(w.app, w.admin);

    const smaller = await asAdmin(
      'PUT',
      `/api/rooms/${room._id}`,
      buildRoomInput(w.hostelId, { roomNumber: 'D-1', type: 'Single' }),
    );
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json().message).toBe('This room has 2 residents; a Single room holds 1.');

    const moved = await asAdmin(
      'PUT',
      `/api/rooms/${room._id}`,
      buildRoomInput(other._id, { roomNumber: 'D-1' }),
    );
    expect(moved.statusCode).toBe(409);

    const { data } = await listRooms(`hostel=${w.hostelId}&search=D-1`);
    expect(data[0]).toMatchObject({ type: 'Double', capacity: 2, currentOccupancy: 2 });
  });

  it('answers 404 for an unknown room', async () => {
    const response = await asAdmin(
      'PUT',
      '/api/rooms/00000000-0000-4000-8000-000000000000',
      buildRoomInput(w.hostelId),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('deleting a room (rule deleting)', () => {
  it('deletes an empty room', async () => {
    const room = await createRoom(w.app, w.admin, w.hostelId, { roomNumber: 'E-1' });
    const response = await asAdmin('DELETE', `/api/rooms/${room._id}`);
    expect(response.statusCode).toBe(200);
    expect((await listRooms(`hostel=${w.hostelId}&search=E-1`)).pagination.total).toBe(0);
  });

  it('refuses an occupied room and leaves it as it was', async () => {
    const room = await createRoom(w.app, w.admin, w.hostelId, { roomNumber: 'F-1' });
    await placeStudentInRoom(w.app, w.admin, room._id);
    const before = await listRooms(`hostel=${w.hostelId}&search=F-1`);
    const response = await asAdmin('DELETE', `/api/rooms/${room._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This room still has 1 resident. Move them out before deleting it.',
    );
    expect(await listRooms(`hostel=${w.hostelId}&search=F-1`)).toEqual(before);
  });

  it('answers 404 for a room that is not there', async () => {
    expect(
      (await asAdmin('DELETE', '/api/rooms/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
