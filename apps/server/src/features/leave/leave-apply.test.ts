import { leaveMessages as m, type LeaveList } from '@hms/shared/leave';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaves } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import { registerStudent } from '../../test/factories';
import { arrangeLeaveHostels, buildLeaveInput, dayFromToday } from '../../test/leave-factories';

const w = appForFile(arrangeLeaveHostels);

describe('a student applies for leave', () => {
  it("saves it pending in the student's hostel, audits it and tells that hostel's staff", async () => {
    const student = await w.resident();
    const input = buildLeaveInput({ destination: '  Home, Thrissur ', reason: 'Family visit' });
    const applied = await w.apply(student.token, input);
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
      hostel: { _id: w.hostel },
      decisionNote: null,
      cancellable: true,
    });
    expect(await w.leaveEntries(leave._id)).toMatchObject([
      { action: 'leave.apply', actorId: student.user._id, before: null },
    ]);
    const told = async (id: string) => (await w.bell(id)).filter((n) => n.kind === 'leave.created');
    expect(await told(w.warden.id)).toMatchObject([
      { link: '/warden/leave', title: expect.stringContaining(student.input.name) },
    ]);
    expect(await told(w.admin.id)).toMatchObject([{ link: '/admin/leave' }]);
    expect(await told(w.otherWarden.id)).toHaveLength(0);
    expect(await w.bell(student.user._id)).toHaveLength(0);

    const own = await w.call<LeaveList>(student.token, 'GET', '/student/leaves');
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
    const student = await w.resident();
    const refused = await w.apply(student.token, days);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message, errors: [{ path, message }] });
    expect(
      await w.app.db.select().from(leaves).where(eq(leaves.studentId, student.user._id)),
    ).toEqual([]);
  });

  it('takes 90 days and an application 180 days ahead', async () => {
    const student = await w.resident();
    const long = { from: dayFromToday(0), to: dayFromToday(89) };
    expect((await w.apply(student.token, long)).status).toBe(201);
    const ahead = { from: dayFromToday(180), to: dayFromToday(180) };
    expect((await w.apply(student.token, ahead)).status).toBe(201);
  });

  it('asks for a destination, a reason and a ten-digit number', async () => {
    const student = await w.resident();
    const refused = await w.apply(student.token, {
      destination: ' ',
      reason: '',
      contactPhone: '12345',
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(m.destinationRequired);
    expect(JSON.stringify(refused.body)).toContain(m.reasonRequired);
    const tooLong = await w.apply(student.token, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(m.textTooLong);
  });

  it('refuses a student without a room', async () => {
    const { token } = await registerStudent(w.app, { gender: 'Female' });
    const refused = await w.apply(token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(m.noRoom);
  });

  it('refuses days that overlap pending or approved leave, naming them', async () => {
    const student = await w.resident();
    const first = await w.applied(student.token, {
      from: dayFromToday(5),
      to: dayFromToday(8),
    });
    for (const days of [
      { from: dayFromToday(8), to: dayFromToday(9) },
      { from: dayFromToday(3), to: dayFromToday(5) },
      { from: dayFromToday(6), to: dayFromToday(6) },
      { from: dayFromToday(1), to: dayFromToday(20) },
    ]) {
      const refused = await w.apply(student.token, days);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.overlaps(first.from, first.to));
    }
    expect((await w.decide(w.warden.token, first._id, 'approve')).status).toBe(200);
    const again = await w.apply(student.token, { from: first.to, to: first.to });
    expect(again.body.message).toBe(m.overlaps(first.from, first.to));

    // Days either side are free, and cancelled leave frees its days.
    const after = await w.applied(student.token, {
      from: dayFromToday(9),
      to: dayFromToday(9),
    });
    expect((await w.cancel(student.token, first._id)).status).toBe(200);
    expect((await w.apply(student.token, { from: first.from, to: first.to })).status).toBe(201);
    expect(after.status).toBe('Pending');
  });

  it('keeps hostile text as it was typed', async () => {
    const student = await w.resident();
    const reason = `<script>alert(1)</script> <img src=x onerror=alert(2)> ${'W'.repeat(300)} ಮನೆ 🏠`;
    const leave = await w.applied(student.token, {
      reason,
      destination: '"; drop table',
    });
    expect(leave.reason).toBe(reason);
    expect(leave.destination).toBe('"; drop table');
  });
});
