import {
  findStudent,
  lockStudent,
  studentSlice,
  studentsById,
  studentsByRollNumber,
} from './students-repository';

/*
 * The reads of students other features make inside their own transactions: a bed move locks the
 * student before anything else, an import reads the records its file names, an export walks the
 * list. Each answers StudentRow, what toStudentResponse and recordStudentChange are given.
 */

/** The student as they are now, or undefined. */
export const readStudent = findStudent;

/**
 * Locks the student until the transaction ends and reads them: the first lock of every change
 * to where a student lives (residencies/bed-moves-repository.ts names the order).
 */
export const lockStudentRecord = lockStudent;

/** Students by id. */
export const readStudents = studentsById;

/**
 * Students by roll number (the API's student ID), ignoring case; with `lock`, locked in the order
 * of their ids, as moves lock a student, so an import and a bed assignment never wait for each
 * other in a circle.
 */
export const readStudentsByRollNumber = studentsByRollNumber;

/** The `size` students after the filter's cursor, by name: an export's slice of the list. */
export const studentsAfter = studentSlice;
