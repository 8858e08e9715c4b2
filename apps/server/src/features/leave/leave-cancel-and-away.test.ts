import { leaveMessages as m, type LeaveAway } from '@hms/shared/leave';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { arrangeLeaveHostels, dayFromToday } from '../../test/leave-factories';

const w = appForFile(arrangeLeaveHostels);

describe('a student cancels', () => {
  it('cancels pending leave quietly and approved leave with word to the staff', async () => {
    const student = await w.resident();
    const pending = await w.applied(student.token);
    const before = (await w.bell(w.warden.id)).length;
    const cancelled = await w.cancel(student.token, pending._id);
    expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', cancellable: false });
    expect(await w.bell(w.warden.id)).toHaveLength(before);

    const approved = await w.applied(student.token);
    await w.decide(w.warden.token, approved._id, 'approve');
    expect((await w.cancel(student.token, approved._id)).status).toBe(200);
    const lines = (await w.bell(w.warden.id)).filter((n) => n.kind === 'leave.cancelled');
    expect(lines.some((n) => n.title.includes(student.input.name))).toBe(true);
    expect((await w.leaveEntries(approved._id)).map((e) => e.action)).toEqual([
      'leave.apply',
      'leave.approve',
      'leave.cancel',
    ]);

    const again = await w.cancel(student.token, approved._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.notCancellable);
    expect((await w.decide(w.warden.token, pending._id, 'approve')).body.message).toBe(
      m.notPending('Cancelled'),
    );
  });

  it('cannot cancel leave that has begun, nor anyone else’s', async () => {
    const student = await w.resident();
    const today = await w.applied(student.token, { from: dayFromToday(0) });
    expect(today.cancellable).toBe(false);
    const begun = await w.cancel(student.token, today._id);
    expect(begun.status).toBe(409);
    expect(begun.body.message).toBe(m.notCancellable);

    const other = await w.resident();
    const theirs = await w.applied(other.token);
    const stranger = await w.cancel(student.token, theirs._id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(m.notFound);
  });
});

describe("the warden's day", () => {
  it('shows who is away today and who is due back today or tomorrow', async () => {
    const [away, back, later, waiting] = await Promise.all([
      w.resident(),
      w.resident(),
      w.resident(),
      w.resident(),
    ]);
    const awayLeave = await w.applied(away.token, {
      from: dayFromToday(0),
      to: dayFromToday(5),
    });
    const backLeave = await w.applied(back.token, {
      from: dayFromToday(0),
      to: dayFromToday(1),
    });
    const laterLeave = await w.applied(later.token, {
      from: dayFromToday(2),
      to: dayFromToday(3),
    });
    const waitingLeave = await w.applied(waiting.token, { from: dayFromToday(0) });
    for (const leave of [awayLeave, backLeave, laterLeave]) {
      await w.decide(w.warden.token, leave._id, 'approve');
    }

    const day = await w.call<LeaveAway>(w.warden.token, 'GET', '/leaves/away');
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

    const elsewhere = await w.call<LeaveAway>(w.otherWarden.token, 'GET', '/leaves/away');
    expect(elsewhere.body.awayToday.map((l) => l._id)).not.toContain(awayLeave._id);
    const office = await w.call<LeaveAway>(w.admin.token, 'GET', `/leaves/away?hostel=${w.hostel}`);
    expect(office.body.awayToday.map((l) => l._id)).toContain(awayLeave._id);
  });
});
