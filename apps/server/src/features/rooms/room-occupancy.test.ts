import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isRoomFull } from '../../core/db/pg-errors';
import { selectRows } from '../../core/db/raw-rows';
import { students } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import {
  bearer,
  buildStudentRow,
  createHostel,
  createRoom,
  placeStudentInRoom,
} from '../../test/factories';

const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  // No deposit: the students deleted here have no fee records (docs/product-rules.md#fees).
  const hostelId = (
    await createHostel(app, admin, { type: 'Girls', fees: { monthly: 4500, security: 0 } })
  )._id;
  const room = async (type: string) => (await createRoom(app, admin, hostelId, { type }))._id;
  return {
    admin,
    hostelId,
    roomA: await room('Double'),
    roomB: await room('Double'),
    single: await room('Single'),
  };
});

/** Rooms whose stored occupancy differs from a count of their students: none, ever. */
async function roomsOutOfStep() {
  return selectRows<{ id: string; occupancy: number; counted: number }>(
    w.app.db,
    sql`select r.id, r.occupancy,
          (select count(*)::int from students s where s.room_id = r.id) as counted
        from rooms r
        where r.occupancy <> (select count(*) from students s where s.room_id = r.id)`,
  );
}

/**
 * The room's occupancy as the rooms screen shows it. The screen's list of the room's students is
 * read with it and must agree: an empty room's list is not looked for (rooms-repository.ts).
 */
async function occupancy(roomId: string): Promise<number> {
  const response = await w.app.inject({
    method: 'GET',
    url: `/api/rooms?hostel=${w.hostelId}&limit=100`,
    headers: bearer(w.admin),
  });
  expect(response.statusCode).toBe(200);
  const rooms = response.json<{
    data: { _id: string; currentOccupancy: number; students: { _id: string }[] }[];
  }>().data;
  const room = rooms.find((r) => r._id === roomId);
  if (!room) throw new Error(`room ${roomId} is not listed`);
  expect(room.students).toHaveLength(room.currentOccupancy);
  return room.currentOccupancy;
}

async function call(method: 'PUT' | 'DELETE', url: string, payload?: object) {
  return w.app.inject({ method, url, headers: bearer(w.admin), ...(payload ? { payload } : {}) });
}

describe("a room's stored occupancy (docs/decisions/022)", () => {
  it('follows every assignment, move, release and deletion', async () => {
    const asha = await placeStudentInRoom(w.app, w.admin, w.roomA);
    const bina = await placeStudentInRoom(w.app, w.admin, w.roomA);
    expect([await occupancy(w.roomA), await occupancy(w.roomB)]).toEqual([2, 0]);

    const moved = await call('PUT', `/api/admin/students/${asha.user._id}/assign-room`, {
      roomId: w.roomB,
    });
    expect(moved.statusCode).toBe(200);
    expect([await occupancy(w.roomA), await occupancy(w.roomB)]).toEqual([1, 1]);

    expect((await call('DELETE', `/api/admin/students/${bina.user._id}/room`)).statusCode).toBe(
      200,
    );
    expect(await occupancy(w.roomA)).toBe(0);

    expect((await call('DELETE', `/api/admin/students/${asha.user._id}`)).statusCode).toBe(200);
    expect(await occupancy(w.roomB)).toBe(0);
    expect(await roomsOutOfStep()).toEqual([]);
  });

  it('is unchanged by a refused assignment', async () => {
    await placeStudentInRoom(w.app, w.admin, w.single);
    await expect(placeStudentInRoom(w.app, w.admin, w.single)).rejects.toThrow(/answered 409/);
    expect(await occupancy(w.single)).toBe(1);
    expect(await roomsOutOfStep()).toEqual([]);
  });

  it("adds up to each hostel's residents", async () => {
    const response = await w.app.inject({
      method: 'GET',
      url: '/api/hostels',
      headers: bearer(w.admin),
    });
    const hostels = response.json<{ data: { _id: string; currentOccupancy: number }[] }>().data;
    expect(hostels.find((h) => h._id === w.hostelId)?.currentOccupancy).toBe(1);
  });

  it('stays exact while students cross between two rooms at once', async () => {
    // Two moves in opposite directions lock the same two rooms; taken in the order of their ids,
    // they queue instead of deadlocking, and every move is counted once.
    const north = (await createRoom(w.app, w.admin, w.hostelId, { type: 'Quadruple' }))._id;
    const south = (await createRoom(w.app, w.admin, w.hostelId, { type: 'Quadruple' }))._id;
    const crossers = [
      await placeStudentInRoom(w.app, w.admin, north),
      await placeStudentInRoom(w.app, w.admin, north),
      await placeStudentInRoom(w.app, w.admin, south),
      await placeStudentInRoom(w.app, w.admin, south),
    ];
    const statuses = new Set<number>();
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all(
        crossers.map((student, i) =>
          call('PUT', `/api/admin/students/${student.user._id}/assign-room`, {
            roomId: i < 2 === (round % 2 === 0) ? south : north,
          }),
        ),
      );
      for (const answer of answers) statuses.add(answer.statusCode);
    }
    expect([...statuses]).toEqual([200]);
    expect([await occupancy(north), await occupancy(south)]).toEqual([2, 2]);
    expect(await roomsOutOfStep()).toEqual([]);
  });

  it('holds for writes straight into the table, one statement for many students', async () => {
    // As a script or the seeds write: each row of one statement counts, and a room cannot be
    // filled past its capacity within a statement either.
    await w.app.db
      .insert(students)
      .values([buildStudentRow(), buildStudentRow()].map((row) => ({ ...row, roomId: w.roomA })));
    expect(await occupancy(w.roomA)).toBe(2);
    await expect(
      w.app.db.insert(students).values({ ...buildStudentRow(), roomId: w.roomA }),
    ).rejects.toSatisfy(isRoomFull);
    await expect(
      w.app.db.insert(students).values(
        [buildStudentRow(), buildStudentRow(), buildStudentRow()].map((row) => ({
          ...row,
          roomId: w.roomB,
        })),
      ),
    ).rejects.toSatisfy(isRoomFull);
    expect([await occupancy(w.roomA), await occupancy(w.roomB)]).toEqual([2, 0]);

    await w.app.db
      .update(students)
      .set({ roomId: null })
      .where(sql`${students.roomId} = ${w.roomA}`);
    expect(await occupancy(w.roomA)).toBe(0);
    expect(await roomsOutOfStep()).toEqual([]);
  });
});
