import { importRowMessages as rm } from '@hms/shared/imports';
import { roomMessages } from '@hms/shared/messages';
import { residencyMessages } from '@hms/shared/residencies';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../core/db/raw-rows';
import { rooms } from '../../../core/db/schema';
import { appForFile, withAdmin } from '../../../test/app-for-file';
import { databaseFingerprint } from '../../../test/api-surface';
import { bearer, createHostel, createRoom, placeStudentInRoom } from '../../../test/factories';
import { csvOf, fates, importRooms, roomLine, roomsFile } from '../../../test/import-factories';

const w = appForFile(withAdmin);

const hostel = async (totals: { totalRooms?: number; totalCapacity?: number } = {}) =>
  (await createHostel(w.app, w.admin, { type: 'Girls', ...totals }))._id;

/** A rooms file of the factory's lines with these cells, checked (commit false) or saved. */
const importLines = (id: string, lines: Record<string, string | number>[], commit: boolean) =>
  importRooms(w.app, w.admin, id, roomsFile(lines.map((cells) => roomLine(cells))), commit);

async function roomsOf(hostelId: string) {
  return w.app.db
    .select({
      number: rooms.roomNumber,
      type: rooms.type,
      floor: rooms.floor,
      rent: rooms.monthlyRent,
      ac: rooms.isAc,
      amenities: rooms.amenities,
    })
    .from(rooms)
    .where(eq(rooms.hostelId, hostelId))
    .orderBy(rooms.roomNumber);
}

describe('importing rooms', () => {
  it('creates, updates and leaves unchanged, matched by number within the hostel', async () => {
    const id = await hostel();
    await createRoom(w.app, w.admin, id, {
      roomNumber: 'A-1',
      type: 'Double',
      floor: 1,
      monthlyRent: 3000,
      isAC: false,
      amenities: ['Fan', 'Study table'],
    });
    await createRoom(w.app, w.admin, id, {
      roomNumber: 'A-2',
      type: 'Single',
      floor: 1,
      monthlyRent: 2000,
      isAC: true,
      amenities: [],
    });
    const file = roomsFile([
      roomLine({
        'Room number': 'a-1',
        Type: 'Double',
        Floor: 1,
        'Monthly rent': 3000,
        AC: 'No',
        Amenities: 'Fan, Study table',
      }),
      roomLine({
        'Room number': 'A-2',
        Type: 'triple',
        Floor: 2,
        'Monthly rent': '₹2,500',
        AC: 'yes',
        Amenities: '',
      }),
      roomLine({
        'Room number': 'A-3',
        Type: 'Quadruple',
        Floor: 3,
        'Monthly rent': 1500,
        AC: '',
        Amenities: '"WiFi", Desk',
      }),
    ]);
    const checked = await importRooms(w.app, w.admin, id, file, false);
    expect(fates(checked.report)).toEqual([
      { line: 2, fate: 'unchanged' },
      { line: 3, fate: 'update' },
      { line: 4, fate: 'create' },
    ]);
    const saved = await importRooms(w.app, w.admin, id, file, true);
    expect(saved.report).toMatchObject({
      committed: true,
      counts: { create: 1, update: 1, unchanged: 1 },
    });
    expect(await roomsOf(id)).toEqual([
      {
        number: 'A-1',
        type: 'Double',
        floor: 1,
        rent: 3000,
        ac: false,
        amenities: ['Fan', 'Study table'],
      },
      { number: 'A-2', type: 'Triple', floor: 2, rent: 2500, ac: true, amenities: [] },
      {
        number: 'A-3',
        type: 'Quadruple',
        floor: 3,
        rent: 1500,
        ac: false,
        amenities: ['"WiFi"', 'Desk'],
      },
    ]);
    const entries = await selectRows<{ action: string; label: string }>(
      w.app.db,
      sql`select action, entity_label as label from audit_entries
          where entity_type = 'room' and action <> 'room.create' or entity_label like 'Room A-3%'
          order by id`,
    );
    expect(entries.map((e) => e.action)).toEqual(['room.update', 'room.create']);
    const before = await databaseFingerprint(w.app.db);
    const again = await importRooms(w.app, w.admin, id, file, true);
    expect(again.report?.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });

  it('leaves AC and amenities as they are when the file has no such columns', async () => {
    const id = await hostel();
    await createRoom(w.app, w.admin, id, { roomNumber: 'B-1', isAC: true, amenities: ['Balcony'] });
    const file = csvOf(
      [{ 'Room number': 'B-1', Type: 'Single', Floor: 4, 'Monthly rent': 4000 }],
      ['Room number', 'Type', 'Floor', 'Monthly rent'],
    );
    expect((await importRooms(w.app, w.admin, id, file, true)).report?.counts.update).toBe(1);
    expect(await roomsOf(id)).toMatchObject([{ type: 'Single', ac: true, amenities: ['Balcony'] }]);
  });

  it('refuses rooms and beds beyond the hostel’s declared totals, in the file’s order', async () => {
    const id = await hostel({ totalRooms: 2, totalCapacity: 5 });
    const answer = await importLines(
      id,
      [
        { 'Room number': 'C-1', Type: 'Quadruple' },
        { 'Room number': 'C-2', Type: 'Double' },
        { 'Room number': 'C-3', Type: 'Single' },
      ],
      true,
    );
    const [row] = await selectRows<{ name: string }>(
      w.app.db,
      sql`select name from hostels where id = ${id}`,
    );
    expect(answer.report?.committed).toBe(false);
    expect(fates(answer.report)?.map((r) => r.problem?.message ?? r.fate)).toEqual([
      'create',
      roomMessages.hostelBedsFull(row!.name, 5, 6),
      'create',
    ]);
    expect(await roomsOf(id)).toEqual([]);
  });

  it('refuses a type too small for the room’s residents or their beds, and a number given twice', async () => {
    const id = await hostel();
    const full = await createRoom(w.app, w.admin, id, { roomNumber: 'D-1', type: 'Double' });
    const high = await createRoom(w.app, w.admin, id, { roomNumber: 'D-2', type: 'Triple' });
    await placeStudentInRoom(w.app, w.admin, full._id);
    await placeStudentInRoom(w.app, w.admin, full._id);
    const inBedThree = await placeStudentInRoom(w.app, w.admin, high._id);
    await w.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${inBedThree.user._id}/assign-room`,
      headers: bearer(w.admin),
      payload: { roomId: high._id, bed: 3 },
    });
    const answer = await importLines(
      id,
      [
        { 'Room number': 'D-1', Type: 'Single' },
        { 'Room number': 'D-2', Type: 'Double' },
        { 'Room number': 'D-3' },
        { 'Room number': 'd-3' },
      ],
      false,
    );
    expect(fates(answer.report)?.map((r) => r.problem)).toEqual([
      { column: 'Type', message: roomMessages.tooSmallForResidents(2, 'Single', 1) },
      {
        column: 'Type',
        message: residencyMessages.bedBeyondType(3, inBedThree.input.name, 'Double'),
      },
      undefined,
      { column: 'Room number', message: rm.duplicateRoom('d-3', 4) },
    ]);
  });

  it('checks each cell by the room form’s rules, AC as Yes or No', async () => {
    const id = await hostel();
    const answer = await importLines(
      id,
      [{ Type: 'Suite', Floor: 0, 'Monthly rent': '12.5', AC: 'maybe' }],
      false,
    );
    expect(answer.report?.rows[0]?.problems).toEqual([
      { column: 'AC', message: rm.acInvalid },
      { column: 'Type', message: roomMessages.typeInvalid },
      { column: 'Floor', message: roomMessages.floorAtLeastOne },
      { column: 'Monthly rent', message: roomMessages.wholeRupees },
    ]);
  });
});
