import type { AuditRecord } from './record-change';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The name an office knows a record by, kept on its entry (docs/decisions/041): a student's name
 * and student ID, a room's number and hostel, a complaint's subject, a hostel's or account's name.
 * Migration 0019 makes the same labels for the entries written before it.
 */
export function entryLabel(entityType: string, record: AuditRecord | undefined): string {
  if (!record) return '';
  const hostel = record.hostel as AuditRecord | null | undefined;
  switch (entityType) {
    case 'student': {
      const name = text(record.name) ?? '';
      const studentId = text(record.studentId);
      return studentId ? `${name} (${studentId})` : name;
    }
    case 'room': {
      const roomNumber = text(record.roomNumber);
      if (!roomNumber) return '';
      const hostelName = text(hostel?.name);
      return hostelName ? `Room ${roomNumber}, ${hostelName}` : `Room ${roomNumber}`;
    }
    case 'complaint':
      return text(record.subject) ?? '';
    default:
      return text(record.name) ?? '';
  }
}
