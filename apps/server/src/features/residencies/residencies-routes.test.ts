import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  bearer,
  buildRoomInput,
  createHostel,
  createRoom,
  registerStudent,
} from '../../test/factories';
import { bedCalls, daysAgo, expectResidenciesWhole, today } from '../../test/residency-factories';

const w = appForFile(
  async (app) => {
    const { admin } = await withAdmin(app);
    // No deposit: the students deleted here have no fee records (docs/product-rules.md#fees).
    const hostel = async (name: string, type: string) =>
      (await createHostel(app, admin, { name, type, fees: { monthly: 4500, security: 0 } }))._id;
    return {
      admin,
      office: bedCalls(app, admin),
      girls: await hostel('Kaveri', 'Girls'),
      boys: await hostel('Ganga', 'Boys'),
    };
  },
  { beforeClose: expectResidenciesWhole },
);

const roomIn = async (hostel: string, type = 'Double') =>
  (await createRoom(w.app, w.admin, hostel, { type }))._id;
const student = async (gender: 'Female' | 'Male' = 'Female') =>
  (await registerStudent(w.app, { gender })).user._id;

describe('a stay in a bed', () => {
  it('takes the first free bed by default, or the bed asked for, and shows it on the room', async () => {
    const room = await roomIn(w.girls, 'Triple');
    const [a, b, c] = [await student(), await student(), await student()];
    expect((await w.office.assign(a, { roomId: room, bed: 3 })).body.data.bed).toBe(3);
    expect((await w.office.assign(b, { roomId: room })).body.data.bed).toBe(1);
    const taken = await w.office.assign(c, { roomId: room, bed: 3 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/^Bed 3 in room .* is taken by /);
    expect((await w.office.assign(c, { roomId: room })).body.data.bed).toBe(2);

    const shown = await w.app.inject({
      method: 'GET',
      url: `/api/rooms?hostel=${w.girls}&limit=100`,
      headers: bearer(w.admin),
    });
    type Listed = { _id: string; students: { _id: string; bed: number }[] };
    const residents = shown.json<{ data: Listed[] }>().data.find((listed) => listed._id === room)!;
    expect(residents.students.map((resident) => [resident._id, resident.bed])).toEqual([
      [b, 1],
      [c, 2],
      [a, 3],
    ]);
  });

  it('records the day, defaulting to today, and refuses days ahead or before the last stay', async () => {
    const first = await roomIn(w.girls);
    const second = await roomIn(w.girls);
    const kavya = await student();
    expect((await w.office.assign(kavya, { roomId: first, date: daysAgo(10) })).status).toBe(200);

    const ahead = await w.office.assign(kavya, { roomId: second, date: daysAgo(-1) });
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toMatch(/cannot be recorded ahead of time/);
    const before = await w.office.assign(kavya, { roomId: second, date: daysAgo(11) });
    expect(before.status).toBe(400);
    expect(before.body.message).toMatch(/^The current stay began on /);
    const badDay = await w.office.assign(kavya, { roomId: second, date: '2026-02-30' });
    expect(badDay.status).toBe(400);

    expect((await w.office.assign(kavya, { roomId: second, date: daysAgo(3) })).status).toBe(200);
    const history = (await w.office.studentHistory(kavya)).body.data;
    expect(history.map((stay) => [stay.movedInOn, stay.movedOutOn, stay.endReason])).toEqual([
      [daysAgo(3), null, null],
      [daysAgo(10), daysAgo(3), 'Moved'],
    ]);
    expect((await w.office.checkOut(kavya)).body.data.room).toBeNull();
    const back = await w.office.assign(kavya, { roomId: first, date: daysAgo(1) });
    expect(back.status).toBe(400);
    expect(back.body.message).toMatch(/^The student's last stay ended on /);
  });

  it('refuses a bed outside the room with a sentence, and changes nothing', async () => {
    const room = await roomIn(w.girls, 'Double');
    const meera = await student();
    const refused = await w.office.assign(meera, { roomId: room, bed: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/has beds 1 to 2; there is no bed 3/);
    expect((await w.office.studentHistory(meera)).body.data).toEqual([]);
  });
});

describe('check-out', () => {
  it('ends the stay on the day given, keeps the note and the account, and frees the bed at once', async () => {
    const room = await roomIn(w.girls, 'Single');
    const [asha, next] = [await student(), await student()];
    await w.office.assign(asha, { roomId: room, date: daysAgo(30) });
    const out = await w.office.checkOut(asha, {
      date: daysAgo(2),
      note: 'Keys returned; walls fine.',
    });
    expect(out.status).toBe(200);
    expect(out.body.data.room).toBeNull();
    expect((await w.office.assign(next, { roomId: room, date: daysAgo(2) })).status).toBe(200);

    const [stay] = (await w.office.roomHistory(room)).body.data.slice(-1);
    expect(stay).toMatchObject({
      movedInOn: daysAgo(30),
      movedOutOn: daysAgo(2),
      endReason: 'Checked out',
      note: 'Keys returned; walls fine.',
    });
    const again = await w.office.checkOut(asha);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/has no room to check out of/);
  });

  it('cannot end a stay before it began or in the future', async () => {
    const room = await roomIn(w.girls);
    const nila = await student();
    await w.office.assign(nila, { roomId: room, date: daysAgo(5) });
    expect((await w.office.checkOut(nila, { date: daysAgo(6) })).status).toBe(400);
    expect((await w.office.checkOut(nila, { date: daysAgo(-2) })).status).toBe(400);
    expect((await w.office.studentHistory(nila)).body.data[0]?.movedOutOn).toBeNull();
  });
});

describe('swaps', () => {
  it('trades the beds of two full rooms in one step, with both histories', async () => {
    const [left, right] = [await roomIn(w.girls, 'Single'), await roomIn(w.girls, 'Single')];
    const [a, b] = [await student(), await student()];
    await w.office.assign(a, { roomId: left });
    await w.office.assign(b, { roomId: right });
    const swapped = await w.office.swap(a, b);
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.map((s) => s.room?._id)).toEqual([right, left]);
    const history = (await w.office.studentHistory(a)).body.data;
    expect(history.map((stay) => [stay.room._id, stay.endReason])).toEqual([
      [right, null],
      [left, 'Swapped'],
    ]);
  });

  it('holds the hostel rules for both, or moves neither', async () => {
    const [girlsRoom, boysRoom] = [await roomIn(w.girls, 'Single'), await roomIn(w.boys, 'Single')];
    const [priya, arjun] = [await student('Female'), await student('Male')];
    await w.office.assign(priya, { roomId: girlsRoom });
    await w.office.assign(arjun, { roomId: boysRoom });
    const refused = await w.office.swap(priya, arjun);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/is a Boys hostel/);
    expect((await w.office.studentHistory(priya)).body.data).toHaveLength(1);
    expect((await w.office.studentHistory(arjun)).body.data).toHaveLength(1);
  });

  it('refuses a student with themself, or one without a room', async () => {
    const room = await roomIn(w.girls);
    const [a, b] = [await student(), await student()];
    await w.office.assign(a, { roomId: room });
    const self = await w.office.swap(a, a);
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/Choose two different students/);
    const roomless = await w.office.swap(a, b);
    expect(roomless.status).toBe(409);
    expect(roomless.body.message).toMatch(/has no room\. Give them one with Assign Room/);
  });
});

describe('the stay ends with the student', () => {
  it('ends it when they are set inactive or deleted, and the room keeps the history', async () => {
    const room = await roomIn(w.girls, 'Double');
    const [a, b] = [await student(), await student()];
    await w.office.assign(a, { roomId: room });
    await w.office.assign(b, { roomId: room });
    expect(await deactivate(a)).toBe(200);
    expect(await remove(b)).toBe(200);
    const stays = (await w.office.roomHistory(room)).body.data;
    expect(stays.map((stay) => stay.endReason).sort()).toEqual(['Deactivated', 'Student deleted']);
    const deleted = stays.find((stay) => stay.endReason === 'Student deleted');
    expect(deleted?.student.name).toMatch(/^Priya Sharma/);
    expect(deleted?.movedOutOn).toBe(today());
  });
});

describe('rooms and their stays', () => {
  it('keeps the stays of a deleted room readable, under the names they had', async () => {
    const room = await roomIn(w.girls, 'Single');
    const asha = await student();
    await w.office.assign(asha, { roomId: room, date: daysAgo(20) });
    await w.office.checkOut(asha, { date: daysAgo(1) });
    const roomNumber = (await w.office.roomHistory(room)).body.data[0]?.room.roomNumber;
    const deleted = await w.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${room}`,
      headers: bearer(w.admin),
    });
    expect(deleted.statusCode).toBe(200);
    const [stay] = (await w.office.studentHistory(asha)).body.data;
    expect(stay).toMatchObject({
      room: { _id: null, roomNumber },
      hostel: { name: 'Kaveri' },
      movedInOn: daysAgo(20),
      movedOutOn: daysAgo(1),
    });
  });

  it("refuses a smaller type that would leave a resident's bed outside the room", async () => {
    const room = await roomIn(w.girls, 'Triple');
    const nila = await student();
    await w.office.assign(nila, { roomId: room, bed: 3 });
    const shrink = await w.app.inject({
      method: 'PUT',
      url: `/api/rooms/${room}`,
      headers: bearer(w.admin),
      payload: { ...buildRoomInput(w.girls, { type: 'Double' }) },
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json<{ message: string }>().message).toMatch(
      /sleeps in bed 3, which a Double room does not have/,
    );
  });
});

async function deactivate(id: string) {
  const current = await w.app.db.query.students.findFirst({ where: (s, { eq }) => eq(s.id, id) });
  if (!current) throw new Error('no such student');
  const { name, email, phone, course, year, gender } = current;
  const response = await w.app.inject({
    method: 'PUT',
    url: `/api/admin/students/${id}`,
    headers: bearer(w.admin),
    payload: { name, email, phone, course, year, gender, isActive: false },
  });
  return response.statusCode;
}

async function remove(id: string) {
  const response = await w.app.inject({
    method: 'DELETE',
    url: `/api/admin/students/${id}`,
    headers: bearer(w.admin),
  });
  return response.statusCode;
}
