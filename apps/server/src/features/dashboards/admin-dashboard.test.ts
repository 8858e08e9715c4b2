import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { complaints, hostels, rooms, students } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { adminDashboardOf } from '../../test/dashboard-factories';
import {
  bearer,
  createHostel,
  createRoom,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { expectAdminOnly } from '../../test/guard-cases';

const w = appForFile(withAdmin);

const dashboard = () => adminDashboardOf(w.app, w.admin);

function call(method: 'PUT' | 'DELETE', url: string, payload?: object) {
  return w.app.inject({ method, url, payload, headers: bearer(w.admin) });
}

async function assign(studentId: string, roomId: string) {
  const response = await call('PUT', `/api/admin/students/${studentId}/assign-room`, { roomId });
  expect(response.statusCode).toBe(200);
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

/** Removes whatever an earlier test left, so each test starts from an empty campus. */
async function emptyCampus() {
  // The ledger is never deleted by the product; a test starting afresh empties it whole.
  await w.app.db.execute(sql`truncate ledger_entries, ledger_accounts`);
  await w.app.db.delete(students);
  await w.app.db.delete(hostels);
  await w.app.db.execute(sql`delete from removed_records`);
}

describe('GET /api/admin/dashboard', () => {
  it('answers administrators only', async () => {
    const student = await registerStudent(w.app);
    await expectAdminOnly(w.app, { method: 'GET', url: '/api/admin/dashboard' }, student.token);
  });

  it('shows zeros and no change on an empty campus', async () => {
    await emptyCampus();
    const data = await dashboard();
    expect(data.stats).toEqual({
      totalStudents: 0,
      totalHostels: 0,
      totalRooms: 0,
      openComplaints: 0,
      overdueComplaints: 0,
      changes: {
        totalStudents: { previous: 0, percent: null },
        totalHostels: { previous: 0, percent: null },
        totalRooms: { previous: 0, percent: null },
        openComplaints: { previous: 0, percent: null },
      },
    });
    expect(data.recentComplaints).toEqual([]);
    expect(data.hostels).toEqual([]);
  });

  it('keeps totals and hostel occupancy right through assignments, moves and deletes', async () => {
    await emptyCampus();
    // No deposit: the students deleted here have no fee records (docs/product-rules.md#fees).
    const kaveri = await createHostel(w.app, w.admin, {
      name: 'Kaveri',
      totalCapacity: 10,
      fees: { monthly: 4500, security: 0 },
    });
    const tunga = await createHostel(w.app, w.admin, {
      name: 'Tunga',
      totalCapacity: 4,
      fees: { monthly: 4500, security: 0 },
    });
    const k1 = await createRoom(w.app, w.admin, kaveri._id, { type: 'Triple' });
    const k2 = await createRoom(w.app, w.admin, kaveri._id, { type: 'Double' });
    const t1 = await createRoom(w.app, w.admin, tunga._id, { type: 'Quadruple' });
    const people = await Promise.all(
      [1, 2, 3, 4].map(() => registerStudent(w.app, { gender: 'Female' })),
    );
    const [a, b, c, d] = people.map((p) => p.user._id) as [string, string, string, string];
    await assign(a, k1._id);
    await assign(b, k1._id);
    await assign(c, k2._id);
    await assign(d, t1._id);

    let data = await dashboard();
    expect(data.stats).toMatchObject({ totalStudents: 4, totalHostels: 2, totalRooms: 3 });
    expect(data.hostels).toEqual([
      { _id: kaveri._id, name: 'Kaveri', type: 'Girls', totalCapacity: 10, currentOccupancy: 3 },
      { _id: tunga._id, name: 'Tunga', type: 'Girls', totalCapacity: 4, currentOccupancy: 1 },
    ]);

    await assign(c, t1._id); // a move: one bed freed in Kaveri, one taken in Tunga
    data = await dashboard();
    expect(data.hostels.map((h) => h.currentOccupancy)).toEqual([2, 2]);

    expect((await call('DELETE', `/api/admin/students/${a}/room`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/students/${d}`)).statusCode).toBe(200);
    data = await dashboard();
    expect(data.stats.totalStudents).toBe(3);
    expect(data.hostels.map((h) => h.currentOccupancy)).toEqual([1, 1]);

    expect((await call('DELETE', `/api/rooms/${k2._id}`)).statusCode).toBe(200);
    data = await dashboard();
    expect(data.stats.totalRooms).toBe(2);
    // Moving the last residents out lets Tunga go; its room goes with it.
    await call('DELETE', `/api/admin/students/${c}/room`);
    expect((await call('DELETE', `/api/hostels/${tunga._id}`)).statusCode).toBe(200);
    data = await dashboard();
    expect(data.stats).toMatchObject({ totalStudents: 3, totalHostels: 1, totalRooms: 1 });
    expect(data.hostels).toHaveLength(1);
    expect(data.hostels[0]).toMatchObject({ name: 'Kaveri', currentOccupancy: 1 });
  });

  it('measures each total against what there was 30 days ago, deleted records included', async () => {
    await emptyCampus();
    const old = await Promise.all([1, 2].map(() => registerStudent(w.app)));
    await Promise.all([1, 2].map(() => registerStudent(w.app)));
    await w.app.db
      .update(students)
      .set({ createdAt: daysAgo(40) })
      .where(
        inArray(
          students.id,
          old.map((s) => s.user._id),
        ),
      );
    const hostel = await createHostel(w.app, w.admin, { fees: { monthly: 4500, security: 0 } });
    await createRoom(w.app, w.admin, hostel._id);

    let data = await dashboard();
    expect(data.stats.totalStudents).toBe(4);
    expect(data.stats.changes.totalStudents).toEqual({ previous: 2, percent: 100 });
    // Created today: nothing to compare with.
    expect(data.stats.changes.totalHostels).toEqual({ previous: 0, percent: null });
    expect(data.stats.changes.totalRooms).toEqual({ previous: 0, percent: null });

    // A student who was here 30 days ago and has left still counts for "then".
    const [first] = old;
    expect((await call('DELETE', `/api/admin/students/${first?.user._id}`)).statusCode).toBe(200);
    data = await dashboard();
    expect(data.stats.totalStudents).toBe(3);
    expect(data.stats.changes.totalStudents).toEqual({ previous: 2, percent: 50 });

    // Two rooms 30 days ago and one since; deleting an old one leaves the figure for then alone.
    await w.app.db.update(hostels).set({ createdAt: daysAgo(60) });
    const oldRooms = await Promise.all([1, 2].map(() => createRoom(w.app, w.admin, hostel._id)));
    await w.app.db
      .update(rooms)
      .set({ createdAt: daysAgo(45) })
      .where(
        inArray(
          rooms.id,
          oldRooms.map((r) => r._id),
        ),
      );
    data = await dashboard();
    expect(data.stats.changes.totalHostels).toEqual({ previous: 1, percent: 0 });
    expect(data.stats.changes.totalRooms).toEqual({ previous: 2, percent: 50 });
    const [gone] = oldRooms;
    expect((await call('DELETE', `/api/rooms/${gone?._id}`)).statusCode).toBe(200);
    data = await dashboard();
    expect(data.stats.totalRooms).toBe(2);
    expect(data.stats.changes.totalRooms).toEqual({ previous: 2, percent: 0 });
  });

  it('counts the complaints that were Open 30 days ago, wherever they are now', async () => {
    await emptyCampus();
    const alice = await registerStudent(w.app);
    const bob = await registerStudent(w.app);
    const stillOpen = await submitComplaint(w.app, alice.token);
    const startedLately = await submitComplaint(w.app, alice.token);
    const resolvedLongAgo = await submitComplaint(w.app, alice.token);
    const bobsOld = await submitComplaint(w.app, bob.token);
    await submitComplaint(w.app, bob.token); // new and Open
    await w.app.db
      .update(complaints)
      .set({ createdAt: daysAgo(40) })
      .where(
        inArray(complaints.id, [
          stillOpen._id,
          startedLately._id,
          resolvedLongAgo._id,
          bobsOld._id,
        ]),
      );
    await w.app.db
      .update(complaints)
      .set({ status: 'In Progress', inProgressAt: daysAgo(10) })
      .where(eq(complaints.id, startedLately._id));
    await w.app.db
      .update(complaints)
      .set({ status: 'Resolved', resolution: 'Fixed', resolvedAt: daysAgo(35) })
      .where(eq(complaints.id, resolvedLongAgo._id));

    // Open now: stillOpen, bobsOld, the new one. Open then: stillOpen, startedLately, bobsOld.
    let data = await dashboard();
    expect(data.stats.openComplaints).toBe(3);
    expect(data.stats.changes.openComplaints).toEqual({ previous: 3, percent: 0 });

    // Bob leaves: his complaints go with him, but his old one was Open 30 days ago.
    expect((await call('DELETE', `/api/admin/students/${bob.user._id}`)).statusCode).toBe(200);
    data = await dashboard();
    expect(data.stats.openComplaints).toBe(1);
    expect(data.stats.changes.openComplaints).toEqual({ previous: 3, percent: -66.7 });
  });

  it('dates the move to In Progress, so the figure for 30 days ago stays right', async () => {
    await emptyCampus();
    const alice = await registerStudent(w.app);
    const complaint = await submitComplaint(w.app, alice.token);
    const response = await call('PUT', `/api/complaints/${complaint._id}`, {
      status: 'In Progress',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await w.app.db
      .select({ inProgressAt: complaints.inProgressAt })
      .from(complaints)
      .where(eq(complaints.id, complaint._id));
    expect(row?.inProgressAt).toBeInstanceOf(Date);
    expect((await dashboard()).stats.openComplaints).toBe(0);
  });

  it('refuses, in the database, a complaint that left Open without a date', async () => {
    await emptyCampus();
    const alice = await registerStudent(w.app);
    const complaint = await submitComplaint(w.app, alice.token);
    await expect(
      w.app.db
        .update(complaints)
        .set({ status: 'In Progress' })
        .where(eq(complaints.id, complaint._id)),
    ).rejects.toThrow();
    expect((await dashboard()).stats.openComplaints).toBe(1);
  });

  it('forgets deletions once they are too old to change a figure', async () => {
    await emptyCampus();
    await w.app.db.execute(
      sql`insert into removed_records (kind, created_at, removed_at) values ('student', ${daysAgo(90)}, ${daysAgo(40)})`,
    );
    const student = await registerStudent(w.app);
    expect((await call('DELETE', `/api/admin/students/${student.user._id}`)).statusCode).toBe(200);
    expect(await selectRows(w.app.db, sql`select kind from removed_records`)).toEqual([
      { kind: 'student' },
    ]);
  });

  it('lists the five newest complaints with their student', async () => {
    await emptyCampus();
    const alice = await registerStudent(w.app, { name: 'Alice Fernandes' });
    const subjects = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    for (const subject of subjects) await submitComplaint(w.app, alice.token, { subject });
    const data = await dashboard();
    expect(data.recentComplaints.map((c) => c.subject)).toEqual([
      'Six',
      'Five',
      'Four',
      'Three',
      'Two',
    ]);
    expect(data.recentComplaints[0]).toMatchObject({
      status: 'Open',
      priority: 'High',
      category: 'Electricity',
      student: { _id: alice.user._id, name: 'Alice Fernandes', studentId: alice.input.studentId },
    });
    expect(data.recentComplaints[0]).not.toHaveProperty('description');
  });
});
