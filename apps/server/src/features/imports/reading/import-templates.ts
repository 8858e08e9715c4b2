import { ROOM_IMPORT_COLUMNS, STUDENT_IMPORT_COLUMNS } from '@hms/shared/imports';
import { stringify } from 'csv-stringify/sync';

/**
 * The files the Import page offers to start from: the columns in order and one example row, with
 * a byte order mark and Windows line ends, so a spreadsheet opens them as UTF-8 in columns.
 */
function template(columns: readonly { name: string }[], example: string[]): string {
  return stringify([columns.map((column) => column.name), example], {
    bom: true,
    record_delimiter: 'windows',
  });
}

export const studentTemplate = template(STUDENT_IMPORT_COLUMNS, [
  '2025CS001',
  'Asha Rao',
  'asha.rao@college.edu',
  '9876543210',
  'B.Tech Computer Science',
  '1',
  'Female',
  'Kaveri Hostel',
  '101',
  '1',
  // Guardian 1, Guardian 2 (none here) and the emergency contact: name, relation, phone, email.
  ...['Lakshmi Rao', 'Mother', '9876501234', 'lakshmi.rao@example.com'],
  ...['', '', '', ''],
  ...['Meena Iyer', 'Neighbour', '9012345678', ''],
]);

export const roomTemplate = template(ROOM_IMPORT_COLUMNS, [
  '101',
  'Double',
  '1',
  '3000',
  'No',
  'WiFi, Study table',
]);
