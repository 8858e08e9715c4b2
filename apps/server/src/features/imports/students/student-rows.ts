import { studentRegisterSchema } from '@hms/shared/auth';
import { GENDERS } from '@hms/shared/enums';
import { importRowMessages as rm } from '@hms/shared/imports';
import { bedAndDayFields } from '@hms/shared/residencies';
import type { z } from 'zod';
import type { CsvRow } from '../reading/csv-reading';
import { problemIn, schemaProblems, type Problem, type Spelling } from '../reading/import-report';

/** A student's fields as the office's Add Student form takes them, less the password. */
const studentFieldsSchema = studentRegisterSchema.omit({ password: true, role: true });
export type StudentFields = z.infer<typeof studentFieldsSchema>;

const COLUMN_OF: Record<keyof StudentFields, string> = {
  studentId: 'Student ID',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  course: 'Course',
  year: 'Year',
  gender: 'Gender',
};

/** Where the row asks the student to sleep; every part optional. */
export type PlaceAsked = { hostel?: string; room?: string; bed?: number };

export type StudentLine = {
  line: number;
  /** The student ID as the file has it. */
  key: string;
  fields?: StudentFields;
  place: PlaceAsked;
  problems: Problem[];
};

/** "female" is Female: a spreadsheet's capitals are not the office's concern. */
function genderSpelling(text: string): string {
  return GENDERS.find((gender) => gender.toLowerCase() === text.toLowerCase()) ?? text;
}

function bedOf(text: string, spelling: Spelling, problems: Problem[]): number | undefined {
  if (text === '') return undefined;
  const parsed = bedAndDayFields.bed.safeParse(/^-?\d+$/.test(text) ? Number(text) : text);
  if (parsed.success) return parsed.data;
  problems.push(problemIn(spelling, 'Bed', parsed.error.issues[0]?.message ?? 'Bed is not valid'));
  return undefined;
}

/**
 * One row of a students file, checked by the rules the forms use (docs/product-rules.md#imports):
 * each field by its shared schema, and the hostel, room and bed for being given together. What
 * the records say about the row is for the plan to decide.
 */
export function checkStudentLine(row: CsvRow, spelling: Spelling, columns: number): StudentLine {
  const cell = (column: string) => row.cells.get(column) ?? '';
  const problems: Problem[] = [];
  if (row.cellCount !== undefined) problems.push({ message: rm.cellCount(row.cellCount, columns) });

  const parsed = studentFieldsSchema.safeParse({
    studentId: cell('Student ID'),
    name: cell('Name'),
    email: cell('Email'),
    phone: cell('Phone'),
    course: cell('Course'),
    year: cell('Year'),
    gender: genderSpelling(cell('Gender')),
  });
  if (!parsed.success) problems.push(...schemaProblems(parsed.error, COLUMN_OF, spelling));

  const place: PlaceAsked = {};
  const hostel = cell('Hostel');
  const room = cell('Room');
  const bed = bedOf(cell('Bed'), spelling, problems);
  if (hostel !== '') place.hostel = hostel;
  if (room !== '') place.room = room;
  if (bed !== undefined) place.bed = bed;
  if (room === '' && hostel !== '')
    problems.push(problemIn(spelling, 'Room', rm.hostelWithoutRoom(hostel)));
  if (room !== '' && hostel === '')
    problems.push(problemIn(spelling, 'Hostel', rm.roomWithoutHostel(room)));
  if (cell('Bed') !== '' && room === '' && hostel === '')
    problems.push(problemIn(spelling, 'Bed', rm.bedWithoutRoom));

  return {
    line: row.line,
    key: cell('Student ID'),
    ...(parsed.success ? { fields: parsed.data } : {}),
    place,
    problems,
  };
}
