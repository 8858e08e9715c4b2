import type { Residency } from '@hms/shared/residencies';
import type { ResidencyRow } from './residencies-repository';

/** A stay as the API answers with it; the names copied onto it stand in for deleted records. */
export function toResidencyResponse(row: ResidencyRow): Residency {
  return {
    _id: row.id,
    student: { _id: row.studentId, name: row.studentName, studentId: row.studentNumber },
    hostel: { _id: row.hostelId, name: row.hostelName, type: row.hostelType },
    room: { _id: row.roomId, roomNumber: row.roomNumber, type: row.roomType },
    bed: row.bed,
    movedInOn: row.movedInOn,
    movedOutOn: row.movedOutOn,
    endReason: row.endReason,
    note: row.note,
  };
}
