import { leaveMessages as m, type LeaveList } from '@hms/shared/leave';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { placeStudentInRoom } from '../../test/factories';
import { arrangeLeaveHostels, dayFromToday } from '../../test/leave-factories';

const w = appForFile(arrangeLeaveHostels);

describe('the office decides', () => {
  it('approves with an optional note and tells the student', async () => {
    const student = await w.resident();
    const leave = await w.applied(student.token);
    const approved = await w.decide(w.warden.token, leave._id, 'approve', 'Travel safe.');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'Approved',
      decisionNote: 'Travel safe.',
      decidedBy: 'Lakshmi Warden',
      cancellable: true,
    });
    expect(approved.body.data.decidedAt).toEqual(expect.any(String));
    const [entry] = (await w.leaveEntries(leave._id)).slice(-1);
    expect(entry).toMatchObject({
      action: 'leave.approve',
      actorId: w.warden.id,
      before: expect.objectContaining({ status: 'Pending' }),
      after: expect.objectContaining({ status: 'Approved' }),
    });
    const [told] = await w.bell(student.user._id);
    expect(told).toMatchObject({ kind: 'leave.decided', body: 'Travel safe.' });
    expect(told?.title).toContain('approved');

    const twice = await w.decide(w.admin.token, leave._id, 'reject', 'No');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(m.notPending('Approved'));
  });

  it('rejects only with a note, which the student reads', async () => {
    const student = await w.resident();
    const leave = await w.applied(student.token);
    const bare = await w.decide(w.admin.token, leave._id, 'reject');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(m.rejectNoteRequired);
    const blank = await w.decide(w.admin.token, leave._id, 'reject', '   ');
    expect(blank.status).toBe(400);
    const rejected = await w.decide(w.admin.token, leave._id, 'reject', 'Exams that week.');
    expect(rejected.body.data).toMatchObject({
      status: 'Rejected',
      decisionNote: 'Exams that week.',
      decidedBy: 'Asha Menon',
      cancellable: false,
    });
    const own = await w.call<LeaveList>(student.token, 'GET', '/student/leaves');
    expect(own.body.data[0]).toMatchObject({
      status: 'Rejected',
      decisionNote: 'Exams that week.',
    });
    expect((await w.bell(student.user._id))[0]?.title).toContain('rejected');
  });

  it("lets a warden decide only their hostels' leave", async () => {
    const student = await w.resident();
    const leave = await w.applied(student.token);
    const outside = await w.decide(w.otherWarden.token, leave._id, 'approve');
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe(m.notFound);
    const list = await w.call<LeaveList>(w.otherWarden.token, 'GET', '/leaves?limit=100');
    expect(list.body.data.map((l) => l._id)).not.toContain(leave._id);
    const filtered = await w.call<LeaveList>(
      w.otherWarden.token,
      'GET',
      `/leaves?hostel=${w.hostel}`,
    );
    expect(filtered.body).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await w.decide(w.warden.token, leave._id, 'approve')).status).toBe(200);
  });

  it('lists pending leave first, filtered by status and hostel', async () => {
    const elsewhere = await placeStudentInRoom(w.app, w.admin.token, w.otherRoom);
    const theirs = await w.applied(elsewhere.token);
    const student = await w.resident();
    const decided = await w.applied(student.token, {
      from: dayFromToday(30),
      to: dayFromToday(31),
    });
    await w.decide(w.warden.token, decided._id, 'reject', 'Not then');
    const waiting = await w.applied(student.token, {
      from: dayFromToday(40),
      to: dayFromToday(40),
    });

    const all = (await w.call<LeaveList>(w.admin.token, 'GET', '/leaves?limit=100')).body.data;
    const firstDecided = all.findIndex((l) => l.status !== 'Pending');
    expect(all.slice(0, firstDecided).every((l) => l.status === 'Pending')).toBe(true);
    expect(all.slice(firstDecided).every((l) => l.status !== 'Pending')).toBe(true);

    const pendingHere = await w.call<LeaveList>(
      w.admin.token,
      'GET',
      `/leaves?status=Pending&hostel=${w.hostel}&limit=100`,
    );
    const ids = pendingHere.body.data.map((l) => l._id);
    expect(ids).toContain(waiting._id);
    expect(ids).not.toContain(decided._id);
    expect(ids).not.toContain(theirs._id);
    const mine = await w.call<LeaveList>(
      w.warden.token,
      'GET',
      '/leaves?status=Rejected&limit=100',
    );
    expect(mine.body.data.map((l) => l._id)).toContain(decided._id);

    const badStatus = await w.call<LeaveList>(w.admin.token, 'GET', '/leaves?status=Maybe');
    expect(badStatus.status).toBe(400);
  });
});
