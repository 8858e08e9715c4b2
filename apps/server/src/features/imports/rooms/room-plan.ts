import { ROOM_CAPACITY } from '@hms/shared/enums';
import { roomChangeRefusal, type HostelHolding } from '@hms/shared/hostel-totals';
import { importRowMessages as rm, type ImportRow } from '@hms/shared/imports';
import { roomMessages } from '@hms/shared/messages';
import { residencyMessages } from '@hms/shared/residencies';
import type { RoomInput } from '@hms/shared/rooms';
import { fateOf, problemIn, type Spelling } from '../reading/import-report';
import type { HeldBed, HostelRoom } from '../imports-repository';
import type { RoomLine } from './room-rows';

/** The records a rooms file is decided against. */
export type RoomRecords = {
  hostel: HostelHolding;
  /** The hostel's rooms the file names, by number in lower case. */
  rooms: ReadonlyMap<string, HostelRoom>;
  /** Who sleeps in each bed of those rooms, by room id. */
  held: ReadonlyMap<string, HeldBed[]>;
};

export type RoomWork = { room: RoomInput; existing?: HostelRoom };
type PlannedRoom = { row: ImportRow; work?: RoomWork };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Each row's fate (docs/product-rules.md#imports): matched by room number within the hostel,
 * ignoring case; created when new, updated when a field differs, else unchanged. A file without
 * the AC or Amenities column leaves those of a room on record as they are. Refused as the room
 * form refuses them: a room or beds beyond the hostel's declared totals, counted in the file's
 * order, and a type too small for the room's residents or their beds; and a number the file
 * already had.
 */
export function planRooms(
  lines: readonly RoomLine[],
  records: RoomRecords,
  spelling: Spelling,
): PlannedRoom[] {
  const holding = { ...records.hostel };
  const firstLine = new Map<string, number>();
  return lines.map((line) => {
    const problems = [...line.problems];
    const refuse = (column: string, message: string) =>
      problems.push(problemIn(spelling, column, message));
    const number = line.key.toLowerCase();
    const earlier = firstLine.get(number);
    if (number !== '' && earlier !== undefined)
      refuse('Room number', rm.duplicateRoom(line.key, earlier));
    else if (number !== '') firstLine.set(number, line.line);
    const base = { line: line.line, key: line.key, problems };
    if (!line.room) return { row: { ...base, fate: 'refused' } };

    const existing = records.rooms.get(number);
    const room: RoomInput = existing
      ? {
          ...line.room,
          isAC: line.has.ac ? line.room.isAC : existing.isAc,
          amenities: line.has.amenities ? line.room.amenities : existing.amenities,
        }
      : line.room;
    const capacity = ROOM_CAPACITY[room.type];
    const added = existing
      ? { rooms: 0, beds: capacity - existing.capacity }
      : { rooms: 1, beds: capacity };
    const overTotals = roomChangeRefusal(holding, added);
    if (overTotals) refuse('Type', overTotals);
    if (existing && existing.residents > capacity) {
      refuse('Type', roomMessages.tooSmallForResidents(existing.residents, room.type, capacity));
    } else if (existing) {
      const beyond = (records.held.get(existing.id) ?? []).find((held) => held.bed > capacity);
      if (beyond)
        refuse('Type', residencyMessages.bedBeyondType(beyond.bed, beyond.name, room.type));
    }
    const changed =
      !existing ||
      existing.type !== room.type ||
      existing.floor !== room.floor ||
      existing.monthlyRent !== room.monthlyRent ||
      existing.isAc !== room.isAC ||
      !sameList(existing.amenities, room.amenities);
    const fate = fateOf(problems, !existing ? 'create' : changed ? 'update' : 'unchanged');
    if (fate === 'refused' || fate === 'unchanged') return { row: { ...base, fate } };
    holding.rooms += added.rooms;
    holding.beds += added.beds;
    return { row: { ...base, fate }, work: { room, ...(existing ? { existing } : {}) } };
  });
}
