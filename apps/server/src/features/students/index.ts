export { lockRoomForMove, lockRooms, lockStudent } from './assignment-repository';
export { assignmentRefusal } from './assignment-rules';
export type { AssignmentRoom } from './assignment-rules';
export { recordStudentChange } from './student-audit';
export { toStudentRecord, toStudentResponse } from './student-response';
export {
  findStudent,
  selectStudents,
  selectStudentsWithRoom,
  studentRecordColumns,
  studentsAfter,
} from './students-repository';
export type { StudentFilter, StudentRow } from './students-repository';
export { studentRoutes } from './students-routes';
export { createStudentsService } from './students-service';
export type { StudentsService } from './students-service';
