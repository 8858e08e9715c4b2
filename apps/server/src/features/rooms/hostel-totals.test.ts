import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostels, rooms } from '../../core/db/schema';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  bearer,
  buildHostelInput,
  buildRoomInput,
  buildRoomRow,
  createHostel,
  createRoom,
  placeStudentInRoom,
} from '../../test/factories';

const w = appForFile(withAdmin);

const addRoom = (hostel: string, overrides: Record<string, unknown>) =>
  w.app.inject({
    method: 'POST',
    url: '/api/rooms',
    payload: buildRoomInput(hostel, overrides),
    headers: bearer(w.admin),
  });

/** A hostel declared with the fields' totals, with a room of each type given. */
async function hostelWithRooms(fields: Record<string, unknown>, types: string[]) {
  const hostel = await createHostel(w.app, w.admin, fields);
  for (const type of types) await createRoom(w.app, w.admin, hostel._id, { type });
  return hostel;
}

async function roomsOf(hostel: string) {
  return w.app.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.hostelId, hostel));
}

describe("a hostel's declared rooms and beds", () => {
  it('refuse a room beyond them, with a sentence, and add nothing', async () => {
    const hostel = await hostelWithRooms(
      { name: 'Narmada Hostel', totalRooms: 3, totalCapacity: 3 },
      ['Single', 'Double'],
    );

    const tooManyBeds = await addRoom(hostel._id, { type: 'Single' });
    expect(tooManyBeds.statusCode).toBe(409);
    expect(tooManyBeds.json()).toEqual({
      success: false,
      message:
        'Narmada Hostel is declared for 3 beds; this room would bring its rooms to 4. Raise its total capacity first, or choose a smaller room type.',
    });
    expect(await roomsOf(hostel._id)).toHaveLength(2);

    // A room made smaller frees beds for another within the same totals.
    const [double] = await w.app.db
      .select({ id: rooms.id, roomNumber: rooms.roomNumber })
      .from(rooms)
      .where(eq(rooms.type, 'Double'));
    const changed = await w.app.inject({
      method: 'PUT',
      url: `/api/rooms/${double?.id}`,
      payload: buildRoomInput(hostel._id, { roomNumber: double?.roomNumber, type: 'Single' }),
      headers: bearer(w.admin),
    });
    expect(changed.statusCode).toBe(200);
    expect((await addRoom(hostel._id, { type: 'Single' })).statusCode).toBe(201);

    const tooManyRooms = await addRoom(hostel._id, { type: 'Single' });
    expect(tooManyRooms.statusCode).toBe(409);
    expect(tooManyRooms.json().message).toBe(
      'Narmada Hostel is declared with 3 rooms and has them all. Raise its total rooms before adding another.',
    );
    expect(await roomsOf(hostel._id)).toHaveLength(3);
  });

  it('refuse a room grown past them in place', async () => {
    const hostel = await createHostel(w.app, w.admin, { totalRooms: 1, totalCapacity: 2 });
    const room = await createRoom(w.app, w.admin, hostel._id, { type: 'Double' });
    const grown = await w.app.inject({
      method: 'PUT',
      url: `/api/rooms/${room._id}`,
      payload: buildRoomInput(hostel._id, { roomNumber: room.roomNumber, type: 'Triple' }),
      headers: bearer(w.admin),
    });
    expect(grown.statusCode).toBe(409);
    expect(grown.json().message).toMatch(/is declared for 2 beds/);
  });

  it('cannot be lowered below what the rooms hold', async () => {
    const hostel = await hostelWithRooms(
      { name: 'Godavari Hostel', totalRooms: 5, totalCapacity: 10 },
      ['Quadruple', 'Triple'],
    );
    const put = (overrides: Record<string, unknown>) =>
      w.app.inject({
        method: 'PUT',
        url: `/api/hostels/${hostel._id}`,
        payload: buildHostelInput({ name: 'Godavari Hostel', ...overrides }),
        headers: bearer(w.admin),
      });

    const fewerRooms = await put({ totalRooms: 1, totalCapacity: 10 });
    expect(fewerRooms.statusCode).toBe(409);
    expect(fewerRooms.json().message).toBe(
      'Godavari Hostel already has 2 rooms; total rooms cannot be fewer. Delete rooms first.',
    );
    const fewerBeds = await put({ totalRooms: 5, totalCapacity: 6 });
    expect(fewerBeds.statusCode).toBe(409);
    expect(fewerBeds.json().message).toBe(
      'The rooms of Godavari Hostel already have 7 beds; total capacity cannot be lower. Delete or change rooms first.',
    );
    const [row] = await w.app.db
      .select({ totalRooms: hostels.totalRooms, totalCapacity: hostels.totalCapacity })
      .from(hostels)
      .where(eq(hostels.id, hostel._id));
    expect(row).toEqual({ totalRooms: 5, totalCapacity: 10 });
    expect((await put({ totalRooms: 2, totalCapacity: 7 })).statusCode).toBe(200);
  });

  it('hold when many add rooms at once: exactly the free places are taken', async () => {
    const hostel = await hostelWithRooms({ totalRooms: 3, totalCapacity: 12 }, ['Double']);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => addRoom(hostel._id, { type: 'Double' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect(await roomsOf(hostel._id)).toHaveLength(3);
  });

  it('are held by the database too, for rows written without the service', async () => {
    const hostel = await createHostel(w.app, w.admin, { totalRooms: 1, totalCapacity: 4 });
    await w.app.db.insert(rooms).values(buildRoomRow(hostel._id));
    await expect(w.app.db.insert(rooms).values(buildRoomRow(hostel._id))).rejects.toMatchObject({
      cause: { code: 'HMS03' },
    });
    await expect(
      w.app.db.update(hostels).set({ totalCapacity: 1 }).where(eq(hostels.id, hostel._id)),
    ).rejects.toMatchObject({ cause: { code: 'HMS04' } });
  });

  it('keep every occupancy at 100 % or below', async () => {
    const hostel = await createHostel(w.app, w.admin, { totalRooms: 1, totalCapacity: 1 });
    const room = await createRoom(w.app, w.admin, hostel._id, { type: 'Single' });
    await placeStudentInRoom(w.app, w.admin, room._id);
    const over = await selectRows<{ name: string }>(
      w.app.db,
      sql`select h.name from hostels h
          where (select coalesce(sum(r.occupancy), 0) from rooms r where r.hostel_id = h.id)
            > h.total_capacity`,
    );
    expect(over).toEqual([]);
    const listed = await w.app.inject({
      method: 'GET',
      url: '/api/hostels',
      headers: bearer(w.admin),
    });
    for (const h of listed.json<{ data: { currentOccupancy: number; totalCapacity: number }[] }>()
      .data) {
      expect(h.currentOccupancy).toBeLessThanOrEqual(h.totalCapacity);
    }
  });
});
