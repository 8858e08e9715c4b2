import type { Student } from '@hms/shared/students';
import type { StudentRecordRow, StudentRow } from './student-types';

export function toStudentResponse(row: StudentRow): Student {
  return {
    ...toStudentRecord(row),
    hostel:
      row.hostelId && row.hostelName && row.hostelType
        ? { _id: row.hostelId, name: row.hostelName, type: row.hostelType }
        : null,
    room:
      row.roomId && row.roomNumber && row.roomType && row.roomFloor !== null
        ? { _id: row.roomId, roomNumber: row.roomNumber, type: row.roomType, floor: row.roomFloor }
        : null,
    bed: row.roomId ? row.bed : null,
    balance: row.balance ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A student's own fields, as the office's list and the student's profile both begin. */
export function toStudentRecord(row: StudentRecordRow) {
  return {
    _id: row.id,
    studentId: row.rollNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    course: row.course,
    year: row.year,
    gender: row.gender,
    admissionDate: row.admissionDate.toISOString(),
    isActive: row.isActive,
  };
}
