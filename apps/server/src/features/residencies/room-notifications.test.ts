import { formatDay } from '@hms/shared/calendar-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, createRoom, registerAdmin, registerStudent } from '../../test/factories';
import { linesOf } from '../../test/notification-factories';
import { bedCalls, today } from '../../test/residency-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let beds: ReturnType<typeof bedCalls>;
let hostel: { _id: string; name: string };
beforeAll(async () => {
  app = await createTestApp();
  const admin = await registerAdmin(app);
  beds = bedCalls(app, admin.token);
  const created = await createHostel(app, admin.token, { type: 'Girls' });
  hostel = { _id: created._id, name: String(created.name) };
  rooms = await Promise.all(
    ['A1', 'A2', 'A3'].map((roomNumber) =>
      createRoom(app, admin.token, hostel._id, { roomNumber, type: 'Double' }),
    ),
  );
});
afterAll(() => app.close());

let rooms: { _id: string }[];
const room = (n: number) => rooms[n]!._id;
const student = () => registerStudent(app, { gender: 'Female' });

describe('a student hears of their room (docs/product-rules.md#notifications)', () => {
  it('when given one, moved, and checked out', async () => {
    const s = await student();
    expect((await beds.assign(s.user._id, { roomId: room(0), bed: 2 })).status).toBe(200);
    expect((await beds.assign(s.user._id, { roomId: room(1), bed: 1 })).status).toBe(200);
    const note = 'Keys returned; walls fine.';
    expect((await beds.checkOut(s.user._id, { note })).status).toBe(200);

    expect(await linesOf(app, s.token, 'room.assigned')).toEqual([
      expect.objectContaining({
        title: `You have a room: Room A1, ${hostel.name}, bed 2`,
        body: '',
        link: '/student/profile',
      }),
    ]);
    expect(await linesOf(app, s.token, 'room.changed')).toEqual([
      expect.objectContaining({
        title: `Your room has changed: Room A2, ${hostel.name}, bed 1`,
        body: `Until now: Room A1, ${hostel.name}, bed 2.`,
      }),
    ]);
    expect(await linesOf(app, s.token, 'room.checkedout')).toEqual([
      expect.objectContaining({
        title: `You have been checked out of Room A2, ${hostel.name}`,
        body: `Your stay ended on ${formatDay(today())}. ${note}`,
        link: '/student/profile',
      }),
    ]);
  });

  it('both of them, when two swap beds', async () => {
    const first = await student();
    const second = await student();
    await beds.assign(first.user._id, { roomId: room(2), bed: 1 });
    await beds.assign(second.user._id, { roomId: room(0), bed: 1 });
    expect((await beds.swap(first.user._id, second.user._id)).status).toBe(200);

    const [toFirst] = await linesOf(app, first.token, 'room.changed');
    expect(toFirst).toMatchObject({
      title: `Your room has changed: Room A1, ${hostel.name}, bed 1`,
      body: `Until now: Room A3, ${hostel.name}, bed 1. Beds swapped.`,
    });
    const [toSecond] = await linesOf(app, second.token, 'room.changed');
    expect(toSecond?.title).toBe(`Your room has changed: Room A3, ${hostel.name}, bed 1`);
  });

  it('of nothing when a move is refused', async () => {
    const s = await student();
    await beds.assign(s.user._id, { roomId: room(1), bed: 2 });
    const taken = await beds.assign(s.user._id, { roomId: room(0), bed: 1 });
    expect(taken.status).toBe(409);
    expect(await linesOf(app, s.token, 'room.changed')).toEqual([]);
    expect(await linesOf(app, s.token, 'room.assigned')).toHaveLength(1);
  });
});
