import type { RollCall, RollCallRoom, RollCallSummary } from '@hms/shared/roll-call';
import type { EntryRow, SummaryRow } from './roll-calls-repository';

const asIso = (value: Date | string) => new Date(value).toISOString();
const asIsoOrNull = (value: Date | string | null) => (value === null ? null : asIso(value));

export function toSummary(row: SummaryRow): RollCallSummary {
  return {
    _id: row.id,
    hostelId: row.hostelId,
    hostelName: row.hostelName,
    floor: row.floor,
    night: row.night,
    startedBy: row.startedBy,
    startedAt: asIso(row.startedAt),
    closedBy: row.closedBy,
    closedAt: asIsoOrNull(row.closedAt),
    counts: {
      present: row.present,
      absent: row.absent,
      unmarked: row.unmarked,
      total: row.present + row.absent + row.unmarked,
    },
  };
}

/** The list grouped room by room, keeping the order it was made in. */
export function toRollCall(row: SummaryRow, entries: readonly EntryRow[]): RollCall {
  const rooms: RollCallRoom[] = [];
  for (const entry of entries) {
    let room = rooms.at(-1);
    if (room?.roomNumber !== entry.roomNumber) {
      room = { roomNumber: entry.roomNumber, residents: [] };
      rooms.push(room);
    }
    room.residents.push({
      studentId: entry.studentId,
      name: entry.name,
      rollNumber: entry.rollNumber,
      mark: entry.mark,
      markedBy: entry.markedBy,
      markedAt: asIsoOrNull(entry.markedAt),
    });
  }
  return { ...toSummary(row), rooms };
}
