import { students } from '../../core/db/schema';

/** A student's own columns, which every answer about a student begins with. */
export const studentRecordColumns = {
  id: students.id,
  rollNumber: students.rollNumber,
  name: students.name,
  email: students.email,
  phone: students.phone,
  course: students.course,
  year: students.year,
  gender: students.gender,
  admissionDate: students.admissionDate,
  isActive: students.isActive,
};
