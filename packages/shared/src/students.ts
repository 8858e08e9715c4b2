import { z } from 'zod';
import { HOSTEL_TYPES, ROOM_TYPES } from './enums';
import { courseField, emailField, genderField, nameField, phoneField, yearField } from './fields';
import { studentMessages as m } from './messages';
import { booleanField } from './numbers';
import { bedAndDayFields } from './residencies';
import { hostelFilterField, pagedResponseSchema, pageQueryFields } from './pagination';
import { studentRecordFields } from './student-record';
import { sortField, type SortKey } from './sorting';

export { studentRegisterSchema as studentCreateSchema } from './auth';

/**
 * What an administrator may change (docs/product-rules.md#student-edit). The student ID never
 * changes and the password is the student's own, so neither is here.
 */
export const studentUpdateSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  course: courseField,
  year: yearField,
  gender: genderField,
  isActive: booleanField,
});
export type StudentUpdateFormValues = z.input<typeof studentUpdateSchema>;
export type StudentUpdateInput = z.infer<typeof studentUpdateSchema>;

/** `PUT /api/admin/students/{id}/assign-room`. `hostel`, when sent, must be the room's hostel. */
export const assignRoomSchema = z.object({
  roomId: z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? m.selectRoom
        : 'Choose a room from the list',
  }),
  hostel: z.uuid({ error: 'Choose a hostel from the list' }).optional(),
  // Both new: a client that sends neither gets the first free bed, from today.
  ...bedAndDayFields,
});
export type AssignRoomInput = z.infer<typeof assignRoomSchema>;

export const studentSchema = z.object({
  ...studentRecordFields,
  hostel: z.object({ _id: z.string(), name: z.string(), type: z.enum(HOSTEL_TYPES) }).nullable(),
  room: z
    .object({
      _id: z.string(),
      roomNumber: z.string(),
      type: z.enum(ROOM_TYPES),
      floor: z.number(),
    })
    .nullable(),
  /** Their bed in the room (1 to its capacity), null without a room. */
  bed: z.number().nullable(),
  /** What they owe in paise (below zero: are owed), on the office's list (rule fees). */
  balance: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

/** The columns the students list sorts by; by name unless asked (rule sorted-lists). */
export const STUDENT_SORT_FIELDS = ['name', 'studentId'] as const;
export type StudentSortField = (typeof STUDENT_SORT_FIELDS)[number];
export const STUDENT_DEFAULT_SORT: SortKey<StudentSortField> = 'name';

/** `GET /api/admin/students` filters; the students screen keeps the same names in its URL. */
export const studentListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  hostel: hostelFilterField,
  sort: sortField('students', STUDENT_SORT_FIELDS),
  ...pageQueryFields,
});
export type StudentListQuery = z.input<typeof studentListQuerySchema>;

export const studentListResponseSchema = pagedResponseSchema(studentSchema);
