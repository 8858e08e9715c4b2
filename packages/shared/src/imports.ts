import { z } from 'zod';
import { passwordField } from './fields';
import { CONTACT_FILE_FIELDS, CONTACT_SLOTS, contactColumnName } from './guardians';

/**
 * Spreadsheets in (docs/product-rules.md#imports): rooms of one hostel, and students with, if the
 * file says so, their hostel, room and bed. A file is checked first (a dry run) and then saved
 * all or nothing; a file saved twice changes nothing the second time.
 */
export const IMPORT_KINDS = ['students', 'rooms'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The largest file the Import page takes: 20,000 students with every column fit in about 3 MB. */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 25_000;

/** Each file's columns, in the template's order. A column not marked optional must be present. */
export const STUDENT_IMPORT_COLUMNS = [
  { name: 'Student ID', required: true },
  { name: 'Name', required: true },
  { name: 'Email', required: true },
  { name: 'Phone', required: true },
  { name: 'Course', required: true },
  { name: 'Year', required: true },
  { name: 'Gender', required: true },
  { name: 'Hostel', required: false },
  { name: 'Room', required: false },
  { name: 'Bed', required: false },
  // Guardians and the emergency contact (docs/product-rules.md#guardians): a slot's four cells
  // left empty leave what the student keeps there as it is.
  ...CONTACT_SLOTS.flatMap((slot) =>
    CONTACT_FILE_FIELDS.map((field) => ({ name: contactColumnName(slot, field), required: false })),
  ),
] as const;

export const ROOM_IMPORT_COLUMNS = [
  { name: 'Room number', required: true },
  { name: 'Type', required: true },
  { name: 'Floor', required: true },
  { name: 'Monthly rent', required: true },
  { name: 'AC', required: false },
  { name: 'Amenities', required: false },
] as const;

export const importMessages = {
  fileRequired: 'Choose a CSV file to import',
  fileTooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows. Split it into smaller files and import each.`,
  notCsv: (detail: string) => `This file could not be read as CSV: ${detail}`,
  empty: 'The file has a header line but no rows to import.',
  missingColumns: (names: string[]) =>
    `The file has no ${names.map((name) => `"${name}"`).join(', ')} column${names.length > 1 ? 's' : ''}. Download the template to see the columns it needs.`,
  extraColumns: (names: string[]) =>
    `The file has column${names.length > 1 ? 's' : ''} ${names.map((name) => `"${name}"`).join(', ')} that this import does not know. Remove ${names.length > 1 ? 'them' : 'it'} or rename ${names.length > 1 ? 'them' : 'it'} as in the template.`,
  hostelRequired: 'Choose the hostel the rooms belong to',
  initialPasswordRequired: 'Choose the password new students first sign in with',
  refused: (count: number) =>
    `${count.toLocaleString('en-IN')} row${count === 1 ? ' was' : 's were'} refused, so nothing was saved. Fix ${count === 1 ? 'it' : 'them'} and import the file again.`,
  changedMeanwhile:
    'Something these rows touch changed while the file was being saved, so nothing was saved. Import the file again to check it against the records as they are now.',
} as const;

/**
 * What the Import page sends: the file's text, and whether to save it or only check it.
 * New students all start with `initialPassword` and must choose their own at first sign-in.
 */
export const studentImportSchema = z.object({
  file: z.string({ error: importMessages.fileRequired }).min(1, importMessages.fileRequired),
  commit: z.boolean().default(false),
  initialPassword: passwordField,
});
export type StudentImportInput = z.infer<typeof studentImportSchema>;

export const roomImportSchema = z.object({
  file: z.string({ error: importMessages.fileRequired }).min(1, importMessages.fileRequired),
  commit: z.boolean().default(false),
  hostel: z.uuid({ error: importMessages.hostelRequired }),
});
export type RoomImportInput = z.infer<typeof roomImportSchema>;

/** What becomes of one row. */
export const IMPORT_FATES = ['create', 'update', 'unchanged', 'refused'] as const;
export type ImportFate = (typeof IMPORT_FATES)[number];

export const importProblemSchema = z.object({
  /** The column the problem is in, as the file names it; absent for a problem of the whole row. */
  column: z.string().optional(),
  message: z.string(),
});

export const importRowSchema = z.object({
  /** The line of the file the row starts on, counting the header as line 1. */
  line: z.number(),
  /** The row's key: a student ID or a room number, as the file has it. */
  key: z.string(),
  fate: z.enum(IMPORT_FATES),
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  /** True once the rows were saved; a dry run, or a file with any refused row, saves nothing. */
  committed: z.boolean(),
  counts: z.object({
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    refused: z.number(),
  }),
  rows: z.array(importRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * The answer to an import is a stream of JSON lines (docs/decisions/046): progress while the
 * file is checked and saved, then the report, or an error if saving failed part way.
 */
export const IMPORT_STAGES = ['reading', 'checking', 'saving'] as const;
export const importEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    stage: z.enum(IMPORT_STAGES),
    done: z.number(),
    total: z.number(),
  }),
  z.object({ type: z.literal('report'), report: importReportSchema }),
  z.object({
    type: z.literal('error'),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;

/** Why one row of a file is refused, beside the field rules every form applies. */
export const importRowMessages = {
  duplicateStudentId: (studentId: string, line: number) =>
    `Student ID ${studentId} is also on line ${line}. Keep one row for each student.`,
  duplicateEmail: (line: number) =>
    `This email is also on line ${line}. Each student needs an email of their own.`,
  emailTaken: (name: string, studentId: string) =>
    `This email belongs to ${name} (${studentId}). Each student needs an email of their own.`,
  duplicateRoom: (roomNumber: string, line: number) =>
    `Room ${roomNumber} is also on line ${line}. Keep one row for each room.`,
  duplicateBed: (bed: number, roomNumber: string, line: number) =>
    `Bed ${bed} of room ${roomNumber} is also given on line ${line}. Give each student a bed of their own.`,
  unknownHostel: (hostel: string) =>
    `No hostel is named "${hostel}". Use a name as the Hostels page shows it.`,
  unknownRoom: (roomNumber: string, hostel: string) =>
    `${hostel} has no room ${roomNumber}. Import its rooms first, or correct the number.`,
  roomWithoutHostel: (roomNumber: string) =>
    `Give the hostel room ${roomNumber} is in, or leave Room empty.`,
  hostelWithoutRoom: (hostel: string) => `Give the room in ${hostel}, or leave Hostel empty.`,
  bedWithoutRoom: 'Give the hostel and room of this bed, or leave Bed empty.',
  livesElsewhere: (name: string, roomNumber: string, hostel: string) =>
    `${name} lives in Room ${roomNumber}, ${hostel}. An import never moves anyone: move them on the Students page, or leave Hostel, Room and Bed empty.`,
  otherBedInRoom: (name: string, bed: number) =>
    `${name} sleeps in bed ${bed} of this room. An import never moves anyone: change beds on the Students page, or leave Bed empty.`,
  cellCount: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header has ${columns} columns. Put a value that holds a comma in double quotes.`,
  acInvalid: 'AC must be Yes or No',
} as const;
