import { studentRegisterSchema } from '@hms/shared/auth';
import { GENDERS } from '@hms/shared/enums';
import {
  CONTACT_FILE_FIELDS,
  CONTACT_SLOTS,
  contactColumnName,
  contactSchema,
} from '@hms/shared/guardians';
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

/** A guardian or the emergency contact the row gives, in the slot its columns name. */
export type ContactGiven = {
  slot: number;
  name: string;
  relation: string;
  phone: string;
  email: string | null;
};

export type StudentLine = {
  line: number;
  /** The student ID as the file has it. */
  key: string;
  fields?: StudentFields;
  place: PlaceAsked;
  /** Only the slots whose cells are filled: an empty slot leaves the kept contact as it is. */
  contacts: ContactGiven[];
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

/** The row's contacts by the profile form's rules, each problem in the column it is about. */
function contactsOf(
  cell: (column: string) => string,
  spelling: Spelling,
  problems: Problem[],
): ContactGiven[] {
  const given: ContactGiven[] = [];
  for (const slot of CONTACT_SLOTS) {
    const columnOf = Object.fromEntries(
      CONTACT_FILE_FIELDS.map((field) => [field, contactColumnName(slot, field)]),
    ) as Record<(typeof CONTACT_FILE_FIELDS)[number], string>;
    const cells = Object.fromEntries(
      CONTACT_FILE_FIELDS.map((field) => [field, cell(columnOf[field])]),
    );
    if (Object.values(cells).every((text) => text.trim() === '')) continue;
    const parsed = contactSchema.safeParse(cells);
    if (!parsed.success) {
      problems.push(...schemaProblems(parsed.error, columnOf, spelling));
      continue;
    }
    given.push({ slot: slot.slot, ...parsed.data, email: parsed.data.email ?? null });
  }
  return given;
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

  const contacts = contactsOf(cell, spelling, problems);

  return {
    line: row.line,
    key: cell('Student ID'),
    ...(parsed.success ? { fields: parsed.data } : {}),
    place,
    contacts,
    problems,
  };
}
