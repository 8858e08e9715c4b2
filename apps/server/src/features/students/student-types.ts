import type { SortKey } from '@hms/shared/sorting';
import type { StudentSortField } from '@hms/shared/students';
import type { RowOf } from '../../core/db/rows';
import type { students } from '../../core/db/schema';
import type { studentRecordColumns } from './student-columns';
import type { selectStudents } from './students-repository';

/** A student's own fields, as the office's list and the student's profile both begin. */
export type StudentRecordRow = Pick<RowOf<typeof students>, keyof typeof studentRecordColumns>;

/**
 * A student with the room and hostel they live in and what they owe (each null without a bed or
 * before a first entry): what every answer about a student, and every audit entry of one, is made
 * from.
 */
export type StudentRow = Awaited<ReturnType<typeof selectStudents>>[number];

export type StudentFilter = {
  search?: string;
  hostel?: string;
  /** A warden's hostels: their residents, and the students without a bed they may give one. */
  scope?: readonly string[];
  /** The list's order; by name when absent, as an export always reads. */
  sort?: SortKey<StudentSortField>;
  /** An export's next slice: the students after this one in the list's order. */
  after?: { name: string; rollNumber: string };
};
