import type { Gender, HostelType, RoomType } from '@hms/shared/enums';
import type { RoomRequest } from '@hms/shared/room-requests';
import type { RoomRequestRow } from './room-requests-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toRoomRequestResponse(row: RoomRequestRow): RoomRequest {
  return {
    _id: row.id,
    status: row.status,
    kind: row.is_change ? 'Room change' : 'First room',
    student: {
      _id: row.student_id,
      name: row.student_name,
      studentId: row.student_number,
      gender: row.gender as Gender,
    },
    current:
      row.current_room && row.current_hostel && row.current_bed !== null
        ? { hostel: row.current_hostel, roomNumber: row.current_room, bed: row.current_bed }
        : null,
    preferredHostel:
      row.preferred_hostel_id && row.preferred_hostel_name && row.preferred_hostel_type
        ? {
            _id: row.preferred_hostel_id,
            name: row.preferred_hostel_name,
            type: row.preferred_hostel_type as HostelType,
          }
        : null,
    preferredRoomType: row.preferred_room_type as RoomType | null,
    reason: row.reason,
    decisionNote: row.decision_note,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    bedAvailableNow: row.bed_available_now,
    createdAt: iso(row.created_at),
  };
}
