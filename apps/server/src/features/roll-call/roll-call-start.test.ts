import { addDays } from '@hms/shared/calendar-day';
import { nightOf } from '@hms/shared/gate-rules';
import { rollCallMessages as m } from '@hms/shared/roll-call';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { selectRows } from '../../core/db/raw-rows';
import { databaseFingerprint } from '../../test/api-surface';
import { appliedLeave, dayFromToday } from '../../test/leave-factories';
import { arrangeRollCallHostels, residentsOf } from '../../test/roll-call-factories';
import { insertList } from './roll-call-queries';

const w = appForFile(arrangeRollCallHostels);
/** The night a roll-call started now belongs to, in the test app's time zone. */
const night = nightOf(new Date(), 'Asia/Kolkata');

describe('starting a roll-call', () => {
  it('lists the residents room by room, floor by floor, leaving out those on leave tonight', async () => {
    const h = await w.newHostel();
    // Rooms are ordered by floor, then number by length and text: 9 before 10, 2 before 101.
    const rooms = {
      ten: await h.room('10', 1),
      nine: await h.room('9', 1),
      hundredOne: await h.room('101', 2),
      two: await h.room('2', 2),
    };
    const inTen = await h.resident(rooms.ten, { name: 'Anu Ten' });
    const inNine = await h.resident(rooms.nine, { name: 'Bina Nine' });
    const inTwo = await h.resident(rooms.two, { name: 'Chitra Two' });
    const inHundredOne = await h.resident(rooms.hundredOne, { name: 'Devi Hundred' });
    const away = await h.resident(rooms.nine, { name: 'Esha Away' });
    const leavingTomorrow = await h.resident(rooms.ten, { name: 'Fatima Tomorrow' });
    const pending = await h.resident(rooms.two, { name: 'Gita Pending' });
    const [warden] = h.wardens;
    const tonight = await appliedLeave(w.app, away.token, {
      from: dayFromToday(0),
      to: dayFromToday(2),
    });
    expect((await w.decide(warden.token, tonight._id, 'approve')).status).toBe(200);
    // Tonight is yesterday's date until 05:00: the leave is made to cover it, whenever this runs.
    await w.app.db.execute(
      sql`update leaves set from_day = ${night}, to_day = ${addDays(night, 2)} where id = ${tonight._id}`,
    );
    const tomorrow = await appliedLeave(w.app, leavingTomorrow.token, {
      from: dayFromToday(1),
      to: dayFromToday(3),
    });
    expect((await w.decide(warden.token, tomorrow._id, 'approve')).status).toBe(200);
    await appliedLeave(w.app, pending.token, { from: dayFromToday(0), to: dayFromToday(1) });

    const answer = await w.start(warden.token, { hostel: h.hostel });
    expect(answer.status).toBe(201);
    const rollCall = answer.body.data;
    expect(rollCall).toMatchObject({
      hostelId: h.hostel,
      floor: null,
      night,
      startedBy: 'Lakshmi Warden',
      closedAt: null,
      counts: { present: 0, absent: 0, unmarked: 6, total: 6 },
    });
    expect(rollCall.rooms.map((room) => room.roomNumber)).toEqual(['9', '10', '2', '101']);
    const names = residentsOf(rollCall).map((entry) => entry.name);
    expect(names).toEqual([
      'Bina Nine',
      'Anu Ten',
      'Fatima Tomorrow',
      'Chitra Two',
      'Gita Pending',
      'Devi Hundred',
    ]);
    expect(residentsOf(rollCall).every((entry) => entry.mark === null)).toBe(true);
    expect(residentsOf(rollCall).map((entry) => entry.studentId)).not.toContain(away.user._id);
    expect(residentsOf(rollCall)[0]).toMatchObject({
      studentId: inNine.user._id,
      rollNumber: inNine.input.studentId,
    });
    for (const student of [inTen, inTwo, inHundredOne]) {
      expect(names).toContain(student.input.name);
    }
    const entries = await w.entries('rollcall.start', rollCall._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorName: 'Lakshmi Warden', entityType: 'rollcall' });
  });

  it('calls one floor alone, beside the whole hostel’s', async () => {
    const h = await w.newHostel();
    await h.resident(await h.room('11', 1));
    const upstairs = await h.resident(await h.room('21', 2));
    const whole = await w.started(w.admin.token, { hostel: h.hostel });
    const floor = await w.start(w.admin.token, { hostel: h.hostel, floor: 2 });
    expect(floor.status).toBe(201);
    expect(floor.body.data._id).not.toBe(whole._id);
    expect(floor.body.data.floor).toBe(2);
    expect(residentsOf(floor.body.data).map((entry) => entry.studentId)).toEqual([
      upstairs.user._id,
    ]);
    expect(whole.counts.total).toBe(2);
  });

  it('answers the open roll-call when it is started again, and makes no second one', async () => {
    const h = await w.newHostel();
    const roomId = await h.room('12');
    await h.resident(roomId);
    const first = await w.start(h.wardens[0].token, { hostel: h.hostel });
    // Someone moves in after the start: the list made at the start stands.
    await h.resident(roomId);
    const again = await w.start(h.wardens[1].token, { hostel: h.hostel });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(again.body.data.counts.total).toBe(1);
    expect(await w.rollCallsOf(h.hostel)).toHaveLength(1);
    expect(await w.entries('rollcall.start', first.body.data._id)).toHaveLength(1);
  });

  it('refuses what it cannot start, with a sentence, and saves nothing', async () => {
    const h = await w.newHostel();
    await h.resident(await h.room('13', 1));
    const before = await databaseFingerprint(w.app.db);
    const refusals = [
      [w.otherWarden.token, { hostel: h.hostel }, 404, m.hostelNotFound],
      [w.admin.token, { hostel: h.hostel, floor: 3 }, 409, m.emptyList],
      [w.admin.token, { hostel: h.hostel, floor: 0 }, 400, m.floorInvalid],
      [w.admin.token, { hostel: h.hostel, floor: 'two' }, 400, m.floorInvalid],
      [w.admin.token, { hostel: 'not-a-hostel' }, 400, m.hostelRequired],
      [w.admin.token, {}, 400, m.hostelRequired],
      [w.guard.token, { hostel: w.hostel }, 403, undefined],
    ] as const;
    for (const [token, body, status, message] of refusals) {
      const answer = await w.start(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (message) expect(answer.body.message).toBe(message);
    }
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });
});

describe('reading roll-calls', () => {
  it('pages a hostel’s nights, newest first, with their counts; a student’s nights too', async () => {
    const h = await w.newHostel();
    const student = await h.resident(await h.room('14'));
    const rollCall = await w.started(h.wardens[0].token, { hostel: h.hostel });
    expect(
      (await w.mark(h.wardens[0].token, rollCall._id, student.user._id, 'present')).status,
    ).toBe(200);
    const list = await w.history(h.wardens[1].token, h.hostel, '&page=1&limit=5');
    expect(list.status).toBe(200);
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 5, total: 1 });
    expect(list.body.data[0]).toMatchObject({
      _id: rollCall._id,
      counts: { present: 1, absent: 0, unmarked: 0, total: 1 },
    });
    const history = await w.studentHistory(h.wardens[1].token, student.user._id);
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      {
        rollCallId: rollCall._id,
        night,
        hostelName: rollCall.hostelName,
        floor: null,
        roomNumber: '14',
        mark: 'present',
        closed: false,
      },
    ]);
  });

  it('tells a warden of another hostel that its roll-calls and residents do not exist', async () => {
    const h = await w.newHostel();
    const student = await h.resident(await h.room('15'));
    const rollCall = await w.started(w.admin.token, { hostel: h.hostel });
    const other = w.otherWarden.token;
    expect(await w.read(other, rollCall._id)).toMatchObject({
      status: 404,
      body: { message: m.notFound },
    });
    expect(await w.history(other, h.hostel)).toMatchObject({
      status: 404,
      body: { message: m.hostelNotFound },
    });
    expect(await w.studentHistory(other, student.user._id)).toMatchObject({
      status: 404,
      body: { message: m.studentNotFound },
    });
    expect((await w.read(w.guard.token, rollCall._id)).status).toBe(403);
    expect((await w.read(student.token, rollCall._id)).status).toBe(403);
  });
});

describe('the list of a roll-call taken after midnight', () => {
  it('leaves out leave that began at midnight, but not leave that ended the day before', async () => {
    const h = await w.newHostel();
    const room = await h.room('5', 1);
    const [warden] = h.wardens;
    const began = await h.resident(room, { name: 'Hema Began' });
    const ended = await h.resident(room, { name: 'Ila Ended' });
    await h.resident(room, { name: 'Jaya Home' });
    const today = dayFromToday(0);
    const yesterday = addDays(today, -1);
    for (const [student, from, to] of [
      [began, today, addDays(today, 1)],
      [ended, addDays(yesterday, -2), addDays(yesterday, -1)],
    ] as const) {
      const leave = await appliedLeave(w.app, student.token, {
        from: dayFromToday(1),
        to: dayFromToday(2),
      });
      expect((await w.decide(warden.token, leave._id, 'approve')).status).toBe(200);
      await w.app.db.execute(
        sql`update leaves set from_day = ${from}, to_day = ${to} where id = ${leave._id}`,
      );
    }
    // Last night's roll-call, taken at one in the morning of today.
    const listed = await w.app.db.transaction(async (tx) => {
      const [made] = await selectRows<{ id: string }>(
        tx,
        sql`insert into roll_calls (hostel_id, night, started_by)
            values (${h.hostel}, ${yesterday}, 'Lakshmi Warden') returning id`,
      );
      await insertList(tx, {
        rollCallId: made?.id ?? '',
        hostelId: h.hostel,
        floor: null,
        night: yesterday,
        today,
      });
      return selectRows<{ student_name: string }>(
        tx,
        sql`select student_name from roll_call_marks where roll_call_id = ${made?.id ?? ''}::uuid order by position`,
      );
    });
    expect(listed.map((row) => row.student_name).sort()).toEqual(['Ila Ended', 'Jaya Home']);
  });
});
