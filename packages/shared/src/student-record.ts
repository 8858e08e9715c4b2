import { z } from 'zod';
import { GENDERS } from './enums';

/**
 * A student's own fields, as every answer about a student begins: the office's list
 * (`studentSchema`) and the student's own profile (`studentProfileSchema`).
 */
export const studentRecordFields = {
  _id: z.string(),
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course: z.string(),
  year: z.number(),
  gender: z.enum(GENDERS),
  admissionDate: z.string(),
  isActive: z.boolean(),
};
