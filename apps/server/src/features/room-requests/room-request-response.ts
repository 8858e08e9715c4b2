import type { RoomRequest } from '@hms/shared/room-requests';
import type { RoomRequestRow } from './room-requests-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toRoomRequestResponse(row: RoomRequestRow): RoomRequest {
  return {
    _id: row.id,
    status: row.status,
    kind: row.isChange ? 'Room change' : 'First room',
    student: {
      _id: row.studentId,
      name: row.studentName,
      studentId: row.rollNumber,
      gender: row.gender,
    },
    current:
      row.currentRoom && row.currentHostel && row.currentBed !== null
        ? { hostel: row.currentHostel, roomNumber: row.currentRoom, bed: row.currentBed }
        : null,
    preferredHostel:
      row.preferredHostelId && row.preferredHostelName && row.preferredHostelType
        ? {
            _id: row.preferredHostelId,
            name: row.preferredHostelName,
            type: row.preferredHostelType,
          }
        : null,
    preferredRoomType: row.preferredRoomType,
    reason: row.reason,
    decisionNote: row.decisionNote,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt === null ? null : iso(row.decidedAt),
    bedAvailableNow: row.bedAvailableNow,
    createdAt: iso(row.createdAt),
  };
}
