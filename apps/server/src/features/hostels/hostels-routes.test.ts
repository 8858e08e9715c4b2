import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  bearer,
  buildHostelInput,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerStudent,
} from '../../test/factories';
import { expectAdminOnly } from '../../test/guard-cases';

const w = appForFile(async (app) => ({
  ...(await withAdmin(app)),
  student: (await registerStudent(app)).token,
}));

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  w.app.inject({ method, url, payload, headers: bearer(w.admin) });

async function hostelById(id: string) {
  const list = (await asAdmin('GET', '/api/hostels')).json().data as {
    _id: string;
    name: string;
  }[];
  return list.find((h) => h._id === id);
}

describe('hostel calls are for administrators only', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  it.each([
    { method: 'GET' as const, url: '/api/hostels' },
    { method: 'POST' as const, url: '/api/hostels', payload: buildHostelInput() },
    { method: 'PUT' as const, url: `/api/hostels/${someId}`, payload: buildHostelInput() },
    { method: 'DELETE' as const, url: `/api/hostels/${someId}` },
  ])('$method $url', async (call) => {
    await expectAdminOnly(w.app, call, w.student);
  });
});

describe('adding and listing hostels', () => {
  it('creates a hostel with the original field names and derived occupancy (rule field-names)', async () => {
    const response = await asAdmin('POST', '/api/hostels', {
      ...buildHostelInput({ name: 'Godavari Hostel', type: 'Boys' }),
      amenities: 'WiFi, Parking , wifi, Security,,Mess, Laundry',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      _id: expect.any(String),
      name: 'Godavari Hostel',
      type: 'Boys',
      totalRooms: 20,
      totalCapacity: 60,
      currentOccupancy: 0,
      roomCount: 0,
      fees: { monthly: 4500, security: 10_000 },
      address: expect.any(String),
      amenities: ['WiFi', 'Parking', 'Security', 'Mess', 'Laundry'],
      warden: { name: 'Lakshmi Iyer', phone: '9876543210', email: 'warden@college.edu' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('counts rooms and the students in them', async () => {
    const hostel = await createHostel(w.app, w.admin);
    const roomA = await createRoom(w.app, w.admin, hostel._id, { type: 'Triple' });
    const roomB = await createRoom(w.app, w.admin, hostel._id, { type: 'Double' });
    await placeStudentInRoom(w.app, w.admin, roomA._id);
    await placeStudentInRoom(w.app, w.admin, roomA._id);
    await placeStudentInRoom(w.app, w.admin, roomB._id);
    expect(await hostelById(hostel._id)).toMatchObject({ currentOccupancy: 3, roomCount: 2 });
  });

  it('lists hostels by name', async () => {
    await createHostel(w.app, w.admin, { name: 'zz Last Hostel' });
    await createHostel(w.app, w.admin, { name: 'AA First Hostel' });
    const names = (await asAdmin('GET', '/api/hostels'))
      .json()
      .data.map((h: { name: string }) => h.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });
});

describe('hostel form messages (rule hostel-and-room-fields)', () => {
  it.each([
    [{ name: '' }, 'name', 'Hostel name is required'],
    [{ type: '' }, 'type', 'Hostel type is required'],
    [{ type: 'Mixed' }, 'type', 'Hostel type must be Boys or Girls'],
    [{ totalRooms: 0 }, 'totalRooms', 'Must be at least 1'],
    [{ totalRooms: undefined }, 'totalRooms', 'Total rooms is required'],
    [{ totalCapacity: 0 }, 'totalCapacity', 'Must be at least 1'],
    [{ fees: { monthly: -1, security: 0 } }, 'fees.monthly', 'Must be positive'],
    [{ fees: { monthly: 100, security: -5 } }, 'fees.security', 'Must be positive'],
    [{ fees: { monthly: 100 } }, 'fees.security', 'Security deposit is required'],
    [{ fees: { monthly: 99.5, security: 0 } }, 'fees.monthly', 'Enter whole rupees'],
    [{ address: '  ' }, 'address', 'Address is required'],
    [{ warden: { phone: '12345' } }, 'warden.phone', 'Please enter a valid 10-digit phone number'],
    [{ warden: { email: 'warden' } }, 'warden.email', 'Invalid email address'],
    [{ amenities: [1, 2] }, 'amenities.0', expect.any(String)],
  ])('%j -> %s: %s', async (override, path, message) => {
    const before = (await asAdmin('GET', '/api/hostels')).json().data.length;
    const response = await asAdmin('POST', '/api/hostels', { ...buildHostelInput(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await asAdmin('GET', '/api/hostels')).json().data).toHaveLength(before);
  });
});

describe('uniqueness', () => {
  it('refuses a second hostel of the same name, in any case, and changes nothing', async () => {
    await createHostel(w.app, w.admin, { name: 'Narmada Hostel' });
    const before = (await asAdmin('GET', '/api/hostels')).json().data;
    const response = await asAdmin(
      'POST',
      '/api/hostels',
      buildHostelInput({ name: 'NARMADA hostel' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A hostel named NARMADA hostel already exists.');
    expect((await asAdmin('GET', '/api/hostels')).json().data).toEqual(before);
  });
});

describe('changing a hostel', () => {
  it('saves every field', async () => {
    const hostel = await createHostel(w.app, w.admin);
    const input = buildHostelInput({
      name: 'Renamed Hostel',
      fees: { monthly: 5200, security: 12_000 },
      amenities: 'Gym',
    });
    const response = await asAdmin('PUT', `/api/hostels/${hostel._id}`, input);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Renamed Hostel',
      fees: { monthly: 5200, security: 12_000 },
      amenities: ['Gym'],
    });
    expect(await hostelById(hostel._id)).toMatchObject({ name: 'Renamed Hostel' });
  });

  it('answers 404 for an unknown hostel and 400 for a malformed id', async () => {
    const missing = await asAdmin(
      'PUT',
      '/api/hostels/00000000-0000-4000-8000-000000000000',
      buildHostelInput(),
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await asAdmin('PUT', '/api/hostels/not-an-id', buildHostelInput());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      { path: 'id', message: 'The id in the address is not valid.' },
    ]);
  });

  it('refuses a capacity below its residents and a Boys/Girls switch while occupied', async () => {
    const hostel = await createHostel(w.app, w.admin, { type: 'Girls', name: 'Occupied Hostel' });
    const room = await createRoom(w.app, w.admin, hostel._id, { type: 'Triple' });
    await placeStudentInRoom(w.app, w.admin, room._id);
    await placeStudentInRoom(w.app, w.admin, room._id);
    const before = await hostelById(hostel._id);

    const tooSmall = await asAdmin(
      'PUT',
      `/api/hostels/${hostel._id}`,
      buildHostelInput({ name: 'Occupied Hostel', type: 'Girls', totalCapacity: 1 }),
    );
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().message).toBe(
      'This hostel has 2 residents; total capacity cannot be lower than that.',
    );

    const switched = await asAdmin(
      'PUT',
      `/api/hostels/${hostel._id}`,
      buildHostelInput({ name: 'Occupied Hostel', type: 'Boys' }),
    );
    expect(switched.statusCode).toBe(409);
    expect(await hostelById(hostel._id)).toEqual(before);
  });

  it('refuses a rename onto another hostel name', async () => {
    await createHostel(w.app, w.admin, { name: 'Tapti Hostel' });
    const other = await createHostel(w.app, w.admin);
    const response = await asAdmin(
      'PUT',
      `/api/hostels/${other._id}`,
      buildHostelInput({ name: 'tapti hostel' }),
    );
    expect(response.statusCode).toBe(409);
    expect((await hostelById(other._id))?.name).toBe(other.name);
  });
});

describe('deleting a hostel (rule deleting)', () => {
  it('deletes an empty hostel together with its rooms', async () => {
    const hostel = await createHostel(w.app, w.admin);
    await createRoom(w.app, w.admin, hostel._id);
    const response = await asAdmin('DELETE', `/api/hostels/${hostel._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { _id: hostel._id } });
    expect(await hostelById(hostel._id)).toBeUndefined();
    const rooms = await asAdmin('GET', `/api/rooms?hostel=${hostel._id}`);
    expect(rooms.json().pagination.total).toBe(0);
  });

  it('refuses while residents remain, and leaves hostel, rooms and students as they were', async () => {
    const hostel = await createHostel(w.app, w.admin);
    const room = await createRoom(w.app, w.admin, hostel._id);
    await placeStudentInRoom(w.app, w.admin, room._id);
    const roomsBefore = (await asAdmin('GET', `/api/rooms?hostel=${hostel._id}`)).json();
    const response = await asAdmin('DELETE', `/api/hostels/${hostel._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This hostel still has 1 resident. Move them out before deleting it.',
    );
    expect(await hostelById(hostel._id)).toMatchObject({ currentOccupancy: 1, roomCount: 1 });
    expect((await asAdmin('GET', `/api/rooms?hostel=${hostel._id}`)).json()).toEqual(roomsBefore);
  });

  it('answers 404 for a hostel that is not there', async () => {
    const response = await asAdmin('DELETE', '/api/hostels/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});
