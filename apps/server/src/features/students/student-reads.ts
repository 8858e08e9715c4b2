/*
 * The reads of students other features make inside their own transactions: a bed move locks the
 * student before anything else (`lockStudentRecord`, the first lock of every change to where a
 * student lives), an import reads the records its file names, an export walks the list. Each
 * answers StudentRow, what toStudentResponse and recordStudentChange are given.
 */
export {
  findStudent as readStudent,
  lockStudent as lockStudentRecord,
  studentsById as readStudents,
  studentsByRollNumber as readStudentsByRollNumber,
  studentSlice as studentsAfter,
} from './students-repository';
