export { recordStudentChange } from './student-audit';
export { studentRecordColumns } from './student-columns';
export {
  lockStudentRecord,
  readStudent,
  readStudents,
  readStudentsByRollNumber,
  studentsAfter,
} from './student-reads';
export { toStudentRecord, toStudentResponse } from './student-response';
export type { StudentRow } from './student-types';
export { studentRoutes } from './students-routes';
export { createStudentsService } from './students-service';
