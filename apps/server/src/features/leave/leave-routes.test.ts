import { leaveMessages as m, type Leave, type LeaveAway, type LeaveList } from '@hms/shared/leave';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, leaves, notifications } from '../../db/schema';
import {
  bearer,
  createHostel,
  createRoom,
  placeStudentInRoom,
  registerAdmin,
  registerStudent,
} from '../../test/factories';
import {
  appliedLeave,
  applyForLeave,
  buildLeaveInput,
  dayFromToday,
} from '../../test/leave-factories';
import { createWarden } from '../../test/staff-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: { token: string; id: string };
let hostel: string;
const roomy = { totalRooms: 60, totalCapacity: 240 };
let warden: Awaited<ReturnType<typeof createWarden>>;
let otherWarden: Awaited<ReturnType<typeof createWarden>>;
let otherRoom: string;
beforeAll(async () => {
  app = await createTestApp();
  const office = await registerAdmin(app, { name: 'Asha Menon' });
  admin = { token: office.token, id: office.user._id };
  hostel = (await createHostel(app, admin.token, { type: 'Girls', ...roomy }))._id;
  const otherHostel = (await createHostel(app, admin.token, { type: 'Girls', ...roomy }))._id;
  otherRoom = (await createRoom(app, admin.token, otherHostel, { type: 'Quadruple' }))._id;
  warden = await createWarden(app, admin.token, [hostel], { name: 'Lakshmi Warden' });
  otherWarden = await createWarden(app, admin.token, [otherHostel]);
});
afterAll(async () => {
  await app.close();
});

async function call<T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<T & { message?: string }>() };
}
/** A student in a Single room of their own in the warden's hostel. */
const resident = async () =>
  placeStudentInRoom(app, admin.token, (await createRoom(app, admin.token, hostel, single))._id);
const single = { type: 'Single' };
const decide = (token: string, id: string, verdict: 'approve' | 'reject', note?: string) =>
  call<{ data: Leave }>(token, 'POST', `/leaves/${id}/${verdict}`, note ? { note } : {});
const cancel = (token: string, id: string) =>
  call<{ data: Leave }>(token, 'POST', `/student/leaves/${id}/cancel`);
/** The recipient's bell lines about leave, oldest first; other changes tell of themselves. */
const bell = (recipient: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipient), like(notifications.kind, 'leave.%')))
    .orderBy(notifications.id);
const leaveEntries = (id: string) =>
  app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'leave'), eq(auditEntries.entityId, id)))
    .orderBy(auditEntries.id);

describe('a student applies for leave', () => {
  it("saves it pending in the student's hostel, audits it and tells that hostel's staff", async () => {
    const student = await resident();
    const input = buildLeaveInput({ destination: '  Home, Thrissur ', reason: 'Family visit' });
    const applied = await applyForLeave(app, student.token, input);
    expect(applied.status).toBe(201);
    const leave = applied.body.data;
    expect(leave).toMatchObject({
      status: 'Pending',
      from: input.from,
      to: input.to,
      destination: 'Home, Thrissur',
      reason: 'Family visit',
      contactPhone: input.contactPhone,
      student: { _id: student.user._id, name: student.input.name },
      hostel: { _id: hostel },
      decisionNote: null,
      cancellable: true,
    });
    expect(await leaveEntries(leave._id)).toMatchObject([
      { action: 'leave.apply', actorId: student.user._id, before: null },
    ]);
    const told = async (id: string) => (await bell(id)).filter((n) => n.kind === 'leave.created');
    expect(await told(warden.id)).toMatchObject([
      { link: '/warden/leave', title: expect.stringContaining(student.input.name) },
    ]);
    expect(await told(admin.id)).toMatchObject([{ link: '/admin/leave' }]);
    expect(await told(otherWarden.id)).toHaveLength(0);
    expect(await bell(student.user._id)).toHaveLength(0);

    const own = await call<LeaveList>(student.token, 'GET', '/student/leaves');
    expect(own.body.data.map((l) => l._id)).toEqual([leave._id]);
  });

  it.each([
    ['starts before today', { from: dayFromToday(-1) }, 'from', m.fromInPast(dayFromToday(0))],
    ['ends before it starts', { from: dayFromToday(3), to: dayFromToday(2) }, 'to', m.toBeforeFrom],
    ['is longer than 90 days', { from: dayFromToday(1), to: dayFromToday(91) }, 'to', m.tooLong],
    [
      'starts too far ahead',
      { from: dayFromToday(181), to: dayFromToday(182) },
      'from',
      m.tooFarAhead,
    ],
  ])('refuses leave that %s with a sentence and saves nothing', async (_, days, path, message) => {
    const student = await resident();
    const refused = await applyForLeave(app, student.token, days);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message, errors: [{ path, message }] });
    expect(
      await app.db.select().from(leaves).where(eq(leaves.studentId, student.user._id)),
    ).toEqual([]);
  });

  it('takes 90 days and an application 180 days ahead', async () => {
    const student = await resident();
    const long = { from: dayFromToday(0), to: dayFromToday(89) };
    expect((await applyForLeave(app, student.token, long)).status).toBe(201);
    const ahead = { from: dayFromToday(180), to: dayFromToday(180) };
    expect((await applyForLeave(app, student.token, ahead)).status).toBe(201);
  });

  it('asks for a destination, a reason and a ten-digit number', async () => {
    const student = await resident();
    const refused = await applyForLeave(app, student.token, {
      destination: ' ',
      reason: '',
      contactPhone: '12345',
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(m.destinationRequired);
    expect(JSON.stringify(refused.body)).toContain(m.reasonRequired);
    const tooLong = await applyForLeave(app, student.token, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(m.textTooLong);
  });

  it('refuses a student without a room', async () => {
    const { token } = await registerStudent(app, { gender: 'Female' });
    const refused = await applyForLeave(app, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(m.noRoom);
  });

  it('refuses days that overlap pending or approved leave, naming them', async () => {
    const student = await resident();
    const first = await appliedLeave(app, student.token, {
      from: dayFromToday(5),
      to: dayFromToday(8),
    });
    for (const days of [
      { from: dayFromToday(8), to: dayFromToday(9) },
      { from: dayFromToday(3), to: dayFromToday(5) },
      { from: dayFromToday(6), to: dayFromToday(6) },
      { from: dayFromToday(1), to: dayFromToday(20) },
    ]) {
      const refused = await applyForLeave(app, student.token, days);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.overlaps(first.from, first.to));
    }
    expect((await decide(warden.token, first._id, 'approve')).status).toBe(200);
    const again = await applyForLeave(app, student.token, { from: first.to, to: first.to });
    expect(again.body.message).toBe(m.overlaps(first.from, first.to));

    // Days either side are free, and cancelled leave frees its days.
    const after = await appliedLeave(app, student.token, {
      from: dayFromToday(9),
      to: dayFromToday(9),
    });
    expect((await cancel(student.token, first._id)).status).toBe(200);
    expect(
      (await applyForLeave(app, student.token, { from: first.from, to: first.to })).status,
    ).toBe(201);
    expect(after.status).toBe('Pending');
  });

  it('keeps hostile text as it was typed', async () => {
    const student = await resident();
    const reason = `<script>alert(1)</script> <img src=x onerror=alert(2)> ${'W'.repeat(300)} ಮನೆ 🏠`;
    const leave = await appliedLeave(app, student.token, { reason, destination: '"; drop table' });
    expect(leave.reason).toBe(reason);
    expect(leave.destination).toBe('"; drop table');
  });
});

describe('the office decides', () => {
  it('approves with an optional note and tells the student', async () => {
    const student = await resident();
    const leave = await appliedLeave(app, student.token);
    const approved = await decide(warden.token, leave._id, 'approve', 'Travel safe.');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'Approved',
      decisionNote: 'Travel safe.',
      decidedBy: 'Lakshmi Warden',
      cancellable: true,
    });
    expect(approved.body.data.decidedAt).toEqual(expect.any(String));
    const [entry] = (await leaveEntries(leave._id)).slice(-1);
    expect(entry).toMatchObject({
      action: 'leave.approve',
      actorId: warden.id,
      before: expect.objectContaining({ status: 'Pending' }),
      after: expect.objectContaining({ status: 'Approved' }),
    });
    const [told] = await bell(student.user._id);
    expect(told).toMatchObject({ kind: 'leave.decided', body: 'Travel safe.' });
    expect(told?.title).toContain('approved');

    const twice = await decide(admin.token, leave._id, 'reject', 'No');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(m.notPending('Approved'));
  });

  it('rejects only with a note, which the student reads', async () => {
    const student = await resident();
    const leave = await appliedLeave(app, student.token);
    const bare = await decide(admin.token, leave._id, 'reject');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(m.rejectNoteRequired);
    const blank = await decide(admin.token, leave._id, 'reject', '   ');
    expect(blank.status).toBe(400);
    const rejected = await decide(admin.token, leave._id, 'reject', 'Exams that week.');
    expect(rejected.body.data).toMatchObject({
      status: 'Rejected',
      decisionNote: 'Exams that week.',
      decidedBy: 'Asha Menon',
      cancellable: false,
    });
    const own = await call<LeaveList>(student.token, 'GET', '/student/leaves');
    expect(own.body.data[0]).toMatchObject({
      status: 'Rejected',
      decisionNote: 'Exams that week.',
    });
    expect((await bell(student.user._id))[0]?.title).toContain('rejected');
  });

  it("lets a warden decide only their hostels' leave", async () => {
    const student = await resident();
    const leave = await appliedLeave(app, student.token);
    const outside = await decide(otherWarden.token, leave._id, 'approve');
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe(m.notFound);
    const list = await call<LeaveList>(otherWarden.token, 'GET', '/leaves?limit=100');
    expect(list.body.data.map((l) => l._id)).not.toContain(leave._id);
    const filtered = await call<LeaveList>(otherWarden.token, 'GET', `/leaves?hostel=${hostel}`);
    expect(filtered.body).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await decide(warden.token, leave._id, 'approve')).status).toBe(200);
  });

  it('lists pending leave first, filtered by status and hostel', async () => {
    const elsewhere = await placeStudentInRoom(app, admin.token, otherRoom);
    const theirs = await appliedLeave(app, elsewhere.token);
    const student = await resident();
    const decided = await appliedLeave(app, student.token, {
      from: dayFromToday(30),
      to: dayFromToday(31),
    });
    await decide(warden.token, decided._id, 'reject', 'Not then');
    const waiting = await appliedLeave(app, student.token, {
      from: dayFromToday(40),
      to: dayFromToday(40),
    });

    const all = (await call<LeaveList>(admin.token, 'GET', '/leaves?limit=100')).body.data;
    const firstDecided = all.findIndex((l) => l.status !== 'Pending');
    expect(all.slice(0, firstDecided).every((l) => l.status === 'Pending')).toBe(true);
    expect(all.slice(firstDecided).every((l) => l.status !== 'Pending')).toBe(true);

    const pendingHere = await call<LeaveList>(
      admin.token,
      'GET',
      `/leaves?status=Pending&hostel=${hostel}&limit=100`,
    );
    const ids = pendingHere.body.data.map((l) => l._id);
    expect(ids).toContain(waiting._id);
    expect(ids).not.toContain(decided._id);
    expect(ids).not.toContain(theirs._id);
    const mine = await call<LeaveList>(warden.token, 'GET', '/leaves?status=Rejected&limit=100');
    expect(mine.body.data.map((l) => l._id)).toContain(decided._id);

    const badStatus = await call<LeaveList>(admin.token, 'GET', '/leaves?status=Maybe');
    expect(badStatus.status).toBe(400);
  });
});

describe('a student cancels', () => {
  it('cancels pending leave quietly and approved leave with word to the staff', async () => {
    const student = await resident();
    const pending = await appliedLeave(app, student.token);
    const before = (await bell(warden.id)).length;
    const cancelled = await cancel(student.token, pending._id);
    expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', cancellable: false });
    expect(await bell(warden.id)).toHaveLength(before);

    const approved = await appliedLeave(app, student.token);
    await decide(warden.token, approved._id, 'approve');
    expect((await cancel(student.token, approved._id)).status).toBe(200);
    const lines = (await bell(warden.id)).filter((n) => n.kind === 'leave.cancelled');
    expect(lines.some((n) => n.title.includes(student.input.name))).toBe(true);
    expect((await leaveEntries(approved._id)).map((e) => e.action)).toEqual([
      'leave.apply',
      'leave.approve',
      'leave.cancel',
    ]);

    const again = await cancel(student.token, approved._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.notCancellable);
    expect((await decide(warden.token, pending._id, 'approve')).body.message).toBe(
      m.notPending('Cancelled'),
    );
  });

  it('cannot cancel leave that has begun, nor anyone else’s', async () => {
    const student = await resident();
    const today = await appliedLeave(app, student.token, { from: dayFromToday(0) });
    expect(today.cancellable).toBe(false);
    const begun = await cancel(student.token, today._id);
    expect(begun.status).toBe(409);
    expect(begun.body.message).toBe(m.notCancellable);

    const other = await resident();
    const theirs = await appliedLeave(app, other.token);
    const stranger = await cancel(student.token, theirs._id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(m.notFound);
  });
});

describe("the warden's day", () => {
  it('shows who is away today and who is due back today or tomorrow', async () => {
    const [away, back, later, waiting] = await Promise.all([
      resident(),
      resident(),
      resident(),
      resident(),
    ]);
    const awayLeave = await appliedLeave(app, away.token, {
      from: dayFromToday(0),
      to: dayFromToday(5),
    });
    const backLeave = await appliedLeave(app, back.token, {
      from: dayFromToday(0),
      to: dayFromToday(1),
    });
    const laterLeave = await appliedLeave(app, later.token, {
      from: dayFromToday(2),
      to: dayFromToday(3),
    });
    const waitingLeave = await appliedLeave(app, waiting.token, { from: dayFromToday(0) });
    for (const leave of [awayLeave, backLeave, laterLeave]) {
      await decide(warden.token, leave._id, 'approve');
    }

    const day = await call<LeaveAway>(warden.token, 'GET', '/leaves/away');
    expect(day.status).toBe(200);
    expect(day.body.day).toBe(dayFromToday(0));
    const awayIds = day.body.awayToday.map((l) => l._id);
    const dueIds = day.body.dueBack.map((l) => l._id);
    expect(awayIds).toEqual(expect.arrayContaining([awayLeave._id, backLeave._id]));
    expect(awayIds).not.toContain(laterLeave._id);
    expect(awayIds).not.toContain(waitingLeave._id);
    expect(dueIds).toContain(backLeave._id);
    expect(dueIds).not.toContain(awayLeave._id);
    expect(day.body.awayToday.find((l) => l._id === awayLeave._id)).toMatchObject({
      student: { name: away.input.name },
      roomNumber: expect.any(String),
      contactPhone: '9876501234',
    });

    const elsewhere = await call<LeaveAway>(otherWarden.token, 'GET', '/leaves/away');
    expect(elsewhere.body.awayToday.map((l) => l._id)).not.toContain(awayLeave._id);
    const office = await call<LeaveAway>(admin.token, 'GET', `/leaves/away?hostel=${hostel}`);
    expect(office.body.awayToday.map((l) => l._id)).toContain(awayLeave._id);
  });
});
