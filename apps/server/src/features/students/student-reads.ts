import type { Database, Executor } from '../../core/db/database';
import {
  findStudent,
  lockStudent,
  studentSlice,
  studentsById,
  studentsByRollNumber,
} from './students-repository';
import type { StudentFilter, StudentRow } from './student-types';

/*
 * The reads of students other features make inside their own transactions: a bed move locks the
 * student before anything else, an import reads the records its file names, an export walks the
 * list. Each answers StudentRow, what toStudentResponse and recordStudentChange are given.
 */

/** The student as they are now, or undefined. */
export function readStudent(tx: Executor, id: string): Promise<StudentRow | undefined> {
  return findStudent(tx, id);
}

/**
 * Locks the student until the transaction ends and reads them: the first lock of every change
 * to where a student lives (residencies/bed-moves-repository.ts names the order).
 */
export function lockStudentRecord(tx: Executor, id: string): Promise<StudentRow | undefined> {
  return lockStudent(tx, id);
}

/** Students by id. */
export function readStudents(tx: Executor, ids: readonly string[]): Promise<StudentRow[]> {
  return studentsById(tx, ids);
}

/**
 * Students by roll number (the API's student ID), ignoring case; with `lock`, locked in the order
 * of their ids, as moves lock a student, so an import and a bed assignment never wait for each
 * other in a circle.
 */
export function readStudentsByRollNumber(
  db: Executor,
  rollNumbers: readonly string[],
  lock: boolean,
): Promise<StudentRow[]> {
  return studentsByRollNumber(db, rollNumbers, lock);
}

/** The `size` students after the filter's cursor, by name: an export's slice of the list. */
export function studentsAfter(
  db: Database,
  filter: StudentFilter,
  size: number,
): Promise<StudentRow[]> {
  return studentSlice(db, filter, size);
}
