import type { StudentDashboard } from '@hms/shared/dashboard';
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

const w = appForFile(withAdmin);

async function dashboardOf(token: string): Promise<StudentDashboard> {
  const response = await w.app.inject({
    method: 'GET',
    url: '/api/student/dashboard',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: StudentDashboard }>().data;
}

describe('GET /api/student/dashboard', () => {
  it('shows an unassigned student with no complaints', async () => {
    const student = await registerStudent(w.app, { name: 'Divya Pillai' });
    const data = await dashboardOf(student.token);
    expect(data.student).toMatchObject({
      _id: student.user._id,
      name: 'Divya Pillai',
      studentId: student.input.studentId,
      hostel: null,
      room: null,
    });
    expect(data.recentComplaints).toEqual([]);
  });

  it('follows the student into a room and through a move', async () => {
    const hostel = await createHostel(w.app, w.admin, { name: 'Netravati' });
    const first = await createRoom(w.app, w.admin, hostel._id, { roomNumber: '101' });
    const second = await createRoom(w.app, w.admin, hostel._id, {
      roomNumber: '202',
      type: 'Single',
    });
    const student = await placeStudentInRoom(w.app, w.admin, first._id);
    let data = await dashboardOf(student.token);
    expect(data.student.hostel).toMatchObject({ _id: hostel._id, name: 'Netravati' });
    expect(data.student.room).toMatchObject({ roomNumber: '101', currentOccupancy: 1 });

    const moved = await w.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${student.user._id}/assign-room`,
      payload: { roomId: second._id },
      headers: bearer(w.admin),
    });
    expect(moved.statusCode).toBe(200);
    data = await dashboardOf(student.token);
    expect(data.student.room).toMatchObject({
      roomNumber: '202',
      capacity: 1,
      currentOccupancy: 1,
    });
  });

  it("lists the student's own five newest complaints and no one else's", async () => {
    const alice = await registerStudent(w.app);
    const bob = await registerStudent(w.app);
    for (const subject of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) {
      await submitComplaint(w.app, alice.token, { subject });
    }
    await submitComplaint(w.app, bob.token, { subject: 'B1' });

    const alices = await dashboardOf(alice.token);
    expect(alices.recentComplaints.map((c) => c.subject)).toEqual(['A6', 'A5', 'A4', 'A3', 'A2']);
    expect(alices.recentComplaints.every((c) => c.student._id === alice.user._id)).toBe(true);
    const bobs = await dashboardOf(bob.token);
    expect(bobs.recentComplaints.map((c) => c.subject)).toEqual(['B1']);

    // Each summary says what the complaint list says of the same complaint, time included.
    const listed = await w.app.inject({
      method: 'GET',
      url: '/api/complaints?limit=5',
      headers: bearer(alice.token),
    });
    const own = listed.json().data as Record<string, unknown>[];
    expect(alices.recentComplaints).toEqual(
      own.map((c) => ({
        _id: c._id,
        subject: c.subject,
        status: c.status,
        priority: c.priority,
        category: c.category,
        student: c.student,
        createdAt: c.createdAt,
      })),
    );
  });
});
