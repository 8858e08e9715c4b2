import { staffMessages } from '@hms/shared/messages';
import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  bearer,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { createWarden } from '../../test/staff-factories';

/**
 * A warden sees and works their own hostels alone, whatever they ask for: the scope is in each
 * statement (docs/decisions/043).
 */
const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const hostelX = (await createHostel(app, admin, { name: 'Kaveri X' }))._id;
  const hostelY = (await createHostel(app, admin, { name: 'Ganga Y' }))._id;
  const x = {
    hostel: hostelX,
    room: (await createRoom(app, admin, hostelX, { type: 'Triple' }))._id,
    spare: (await createRoom(app, admin, hostelX, { type: 'Double' }))._id,
  };
  const y = {
    hostel: hostelY,
    room: (await createRoom(app, admin, hostelY, { type: 'Triple' }))._id,
  };
  const residentX = await placeStudentInRoom(app, admin, x.room);
  const residentY = await placeStudentInRoom(app, admin, y.room);
  const newcomer = await registerStudent(app, { gender: 'Female' });
  const wardenX = await createWarden(app, admin, [hostelX]);
  await submitComplaint(app, residentX.token, { subject: 'Tap in X' });
  await submitComplaint(app, residentY.token, { subject: 'Tap in Y' });
  return { admin, x, y, wardenX, residentX, residentY, newcomer };
});

const get = async <T>(url: string, token = w.wardenX.token) => {
  const response = await w.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};

describe("a warden's lists", () => {
  it('hold their hostels alone, even when another hostel is asked for by name', async () => {
    expect((await get<{ _id: string }[]>('/api/hostels')).map((h) => h._id)).toEqual([w.x.hostel]);
    const rooms = await get<{ _id: string }[]>('/api/rooms');
    expect(rooms.map((r) => r._id).sort()).toEqual([w.x.room, w.x.spare].sort());
    expect(await get<unknown[]>(`/api/rooms?hostel=${w.y.hostel}`)).toEqual([]);
  });

  it('hold their residents and the students without a bed, never another hostel’s', async () => {
    const ids = (await get<{ _id: string }[]>('/api/admin/students')).map((s) => s._id);
    expect(ids).toContain(w.residentX.user._id);
    expect(ids).toContain(w.newcomer.user._id);
    expect(ids).not.toContain(w.residentY.user._id);
    const searched = await get<unknown[]>(
      `/api/admin/students?search=${encodeURIComponent(w.residentY.input.studentId)}`,
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
    expect(dashboard.hostels.map((h) => h._id)).toEqual([w.x.hostel]);
    expect(dashboard.recentComplaints.map((c) => c.subject)).toEqual(['Tap in X']);
  });
});

describe("a warden's changes", () => {
  const assign = (student: string, roomId: string) =>
    w.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${student}/assign-room`,
      payload: { roomId },
      headers: bearer(w.wardenX.token),
    });

  it('give a bed in their hostel to a student without one, and move residents within it', async () => {
    expect((await assign(w.newcomer.user._id, w.x.spare)).statusCode).toBe(200);
    expect((await assign(w.residentX.user._id, w.x.spare)).statusCode).toBe(200);
  });

  it('are refused with a sentence, changing nothing, outside their hostels', async () => {
    const cases = [
      {
        call: await assign(w.residentX.user._id, w.y.room),
        message: staffMessages.roomOutsideScope,
      },
      { call: await assign(w.residentY.user._id, w.x.room), message: staffMessages.outsideScope },
      {
        call: await w.app.inject({
          method: 'DELETE',
          url: `/api/admin/students/${w.residentY.user._id}/room`,
          headers: bearer(w.wardenX.token),
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
      w.admin,
    );
    expect(stillThere.find((s) => s._id === w.residentY.user._id)?.room?._id).toBe(w.y.room);
  });

  it('may not add or delete hostels, rooms or students', async () => {
    for (const [method, url] of [
      ['POST', '/api/hostels'],
      ['DELETE', `/api/hostels/${w.x.hostel}`],
      ['POST', '/api/rooms'],
      ['DELETE', `/api/rooms/${w.x.spare}`],
      ['POST', '/api/auth/student/register'],
      ['DELETE', `/api/admin/students/${w.newcomer.user._id}`],
      ['GET', '/api/wardens'],
      ['GET', '/api/admin/dashboard'],
    ] as const) {
      const response = await w.app.inject({
        method,
        url,
        payload: {},
        headers: bearer(w.wardenX.token),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
