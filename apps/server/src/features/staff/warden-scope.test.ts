import { staffMessages } from '@hms/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { createWarden } from '../../test/staff-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A warden sees and works their own hostels alone, whatever they ask for: the scope is in each
 * statement (docs/decisions/043).
 */
let app: TestApp;
let office: string;
let x: { hostel: string; room: string; spare: string };
let y: { hostel: string; room: string };
let wardenX: Awaited<ReturnType<typeof createWarden>>;
let residentX: Awaited<ReturnType<typeof placeStudentInRoom>>;
let residentY: Awaited<ReturnType<typeof placeStudentInRoom>>;
let newcomer: Awaited<ReturnType<typeof registerStudent>>;
beforeAll(async () => {
  app = await createTestApp();
  office = (await registerAdmin(app)).token;
  const hostelX = (await createHostel(app, office, { name: 'Kaveri X' }))._id;
  const hostelY = (await createHostel(app, office, { name: 'Ganga Y' }))._id;
  x = {
    hostel: hostelX,
    room: (await createRoom(app, office, hostelX, { type: 'Triple' }))._id,
    spare: (await createRoom(app, office, hostelX, { type: 'Double' }))._id,
  };
  y = { hostel: hostelY, room: (await createRoom(app, office, hostelY, { type: 'Triple' }))._id };
  residentX = await placeStudentInRoom(app, office, x.room);
  residentY = await placeStudentInRoom(app, office, y.room);
  newcomer = await registerStudent(app, { gender: 'Female' });
  wardenX = await createWarden(app, office, [hostelX]);
  await submitComplaint(app, residentX.token, { subject: 'Tap in X' });
  await submitComplaint(app, residentY.token, { subject: 'Tap in Y' });
});
afterAll(async () => {
  await app.close();
});

const get = async <T>(url: string, token = wardenX.token) => {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};

describe("a warden's lists", () => {
  it('hold their hostels alone, even when another hostel is asked for by name', async () => {
    expect((await get<{ _id: string }[]>('/api/hostels')).map((h) => h._id)).toEqual([x.hostel]);
    const rooms = await get<{ _id: string }[]>('/api/rooms');
    expect(rooms.map((r) => r._id).sort()).toEqual([x.room, x.spare].sort());
    expect(await get<unknown[]>(`/api/rooms?hostel=${y.hostel}`)).toEqual([]);
  });

  it('hold their residents and the students without a bed, never another hostel’s', async () => {
    const ids = (await get<{ _id: string }[]>('/api/admin/students')).map((s) => s._id);
    expect(ids).toContain(residentX.user._id);
    expect(ids).toContain(newcomer.user._id);
    expect(ids).not.toContain(residentY.user._id);
    const searched = await get<unknown[]>(
      `/api/admin/students?search=${encodeURIComponent(residentY.input.studentId)}`,
    );
    expect(searched).toEqual([]);
  });

  it("hold their residents' complaints, and the dashboard counts those alone", async () => {
    const subjects = (await get<{ subject: string }[]>('/api/complaints')).map((c) => c.subject);
    expect(subjects).toEqual(['Tap in X']);
    const dashboard = await get<{
      stats: Record<string, number>;
      hostels: { _id: string }[];
      recentComplaints: { subject: string }[];
    }>('/api/warden/dashboard');
    expect(dashboard.stats).toEqual({
      totalStudents: 1,
      totalHostels: 1,
      totalRooms: 2,
      openComplaints: 1,
      overdueComplaints: 0,
    });
    expect(dashboard.hostels.map((h) => h._id)).toEqual([x.hostel]);
    expect(dashboard.recentComplaints.map((c) => c.subject)).toEqual(['Tap in X']);
  });
});

describe("a warden's changes", () => {
  const assign = (student: string, roomId: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/students/${student}/assign-room`,
      payload: { roomId },
      headers: bearer(wardenX.token),
    });

  it('give a bed in their hostel to a student without one, and move residents within it', async () => {
    expect((await assign(newcomer.user._id, x.spare)).statusCode).toBe(200);
    expect((await assign(residentX.user._id, x.spare)).statusCode).toBe(200);
  });

  it('are refused with a sentence, changing nothing, outside their hostels', async () => {
    const cases = [
      { call: await assign(residentX.user._id, y.room), message: staffMessages.roomOutsideScope },
      { call: await assign(residentY.user._id, x.room), message: staffMessages.outsideScope },
      {
        call: await app.inject({
          method: 'DELETE',
          url: `/api/admin/students/${residentY.user._id}/room`,
          headers: bearer(wardenX.token),
        }),
        message: staffMessages.outsideScope,
      },
    ];
    for (const { call, message } of cases) {
      expect(call.statusCode).toBe(403);
      expect(call.json()).toEqual({ success: false, message });
    }
    const stillThere = await get<{ _id: string; room: { _id: string } | null }[]>(
      '/api/admin/students',
      office,
    );
    expect(stillThere.find((s) => s._id === residentY.user._id)?.room?._id).toBe(y.room);
  });

  it('may not add or delete hostels, rooms or students', async () => {
    for (const [method, url] of [
      ['POST', '/api/hostels'],
      ['DELETE', `/api/hostels/${x.hostel}`],
      ['POST', '/api/rooms'],
      ['DELETE', `/api/rooms/${x.spare}`],
      ['POST', '/api/auth/student/register'],
      ['DELETE', `/api/admin/students/${newcomer.user._id}`],
      ['GET', '/api/wardens'],
      ['GET', '/api/admin/dashboard'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: {},
        headers: bearer(wardenX.token),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
