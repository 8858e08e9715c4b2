import {
  importEventSchema,
  ROOM_IMPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  type ImportEvent,
  type ImportReport,
} from '@hms/shared/imports';
import { stringify } from 'csv-stringify/sync';
import { bearer, buildRoomInput, buildStudentRegistration } from './factories';
import type { TestApp } from './test-app';

type Cells = Record<string, string | number>;

/** A CSV file of these rows under these columns (all of the kind's, by default), as Excel saves it. */
export function csvOf(rows: Cells[], columns: readonly string[]): string {
  return stringify([columns, ...rows.map((row) => columns.map((c) => String(row[c] ?? '')))], {
    record_delimiter: 'windows',
  });
}

export const studentColumns = STUDENT_IMPORT_COLUMNS.map((column) => column.name);
export const roomColumns = ROOM_IMPORT_COLUMNS.map((column) => column.name);

/** A students file's row: a new student of the factory's, without a bed unless given one. */
export function studentLine(overrides: Cells = {}): Cells {
  const s = buildStudentRegistration();
  return {
    'Student ID': s.studentId,
    Name: s.name,
    Email: s.email,
    Phone: s.phone,
    Course: s.course,
    Year: s.year,
    Gender: s.gender,
    ...overrides,
  };
}

export function roomLine(overrides: Cells = {}): Cells {
  const r = buildRoomInput('');
  return {
    'Room number': r.roomNumber,
    Type: 'Double',
    Floor: r.floor,
    'Monthly rent': r.monthlyRent,
    AC: 'No',
    Amenities: 'Fan, Study table',
    ...overrides,
  };
}

export const studentsFile = (rows: Cells[]) => csvOf(rows, studentColumns);
export const roomsFile = (rows: Cells[]) => csvOf(rows, roomColumns);

export const INITIAL_PASSWORD = 'first-sign-in-2025';

export type ImportAnswer = {
  status: number;
  /** The refusal of a request refused before anything streamed. */
  refusal?: { message: string; errors?: { path: string; message: string }[] };
  events: ImportEvent[];
  report?: ImportReport;
  error?: { code: string; message: string };
};

/** Sends an import and reads its answer: each line an event the shared schema accepts. */
export async function sendImport(
  app: TestApp,
  token: string,
  kind: 'students' | 'rooms',
  payload: Record<string, unknown>,
): Promise<ImportAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/imports/${kind}`,
    headers: bearer(token),
    payload,
  });
  if (response.statusCode !== 200) {
    return { status: response.statusCode, refusal: response.json(), events: [] };
  }
  const events = response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => importEventSchema.parse(JSON.parse(line)));
  const last = events.at(-1);
  return {
    status: 200,
    events,
    ...(last?.type === 'report' ? { report: last.report } : {}),
    ...(last?.type === 'error' ? { error: last.error } : {}),
  };
}

/** A students file checked (commit false) or saved, with the test's first password. */
export function importStudents(app: TestApp, token: string, file: string, commit: boolean) {
  return sendImport(app, token, 'students', { file, commit, initialPassword: INITIAL_PASSWORD });
}

export function importRooms(
  app: TestApp,
  token: string,
  hostel: string,
  file: string,
  commit: boolean,
) {
  return sendImport(app, token, 'rooms', { file, commit, hostel });
}

/** The report's fates, line by line, with the first problem's column and message. */
export function fates(report: ImportReport | undefined) {
  return report?.rows.map((row) => ({
    line: row.line,
    fate: row.fate,
    ...(row.problems[0] ? { problem: row.problems[0] } : {}),
  }));
}
