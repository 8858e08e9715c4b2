import { z } from 'zod';
import {
  COURSE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  STUDENT_ID_MAX_LENGTH,
  STUDENT_ID_PATTERN,
} from './constants';
import { GENDERS } from './enums';
import { validationMessages as m } from './messages';

/**
 * Field schemas shared by every form and route. Each says "X is required" both when the value is
 * missing and when it is blank, so a form left empty and a request missing the field read the same.
 */
export function requiredText(required: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : m.mustBeText) })
    .trim()
    .min(1, { error: required, abort: true });
}

export const nameField = requiredText(m.nameRequired)
  .min(NAME_MIN_LENGTH, m.nameTooShort)
  .max(NAME_MAX_LENGTH, m.nameTooLong);

export const emailField = requiredText(m.emailRequired)
  .max(EMAIL_MAX_LENGTH, m.emailTooLong)
  .regex(EMAIL_PATTERN, m.emailInvalid)
  .toLowerCase();

export const passwordField = z
  .string({ error: (issue) => (issue.input === undefined ? m.passwordRequired : m.mustBeText) })
  .min(1, { error: m.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

export const studentIdField = requiredText(m.studentIdRequired)
  .max(STUDENT_ID_MAX_LENGTH, m.studentIdTooLong)
  .regex(STUDENT_ID_PATTERN, m.studentIdInvalid);

export const phoneField = requiredText(m.phoneRequired).regex(PHONE_PATTERN, m.phoneInvalid);

export const courseField = requiredText(m.courseRequired).max(COURSE_MAX_LENGTH, m.courseTooLong);

/** Select boxes hand over "2"; the API takes 2. Both arrive here as the integer. */
export const yearField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? m.yearRequired : m.yearInvalid,
    })
    .int(m.yearInvalid)
    .min(1, m.yearInvalid)
    .max(4, m.yearInvalid),
);

export const genderField = z.enum(GENDERS, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? m.genderRequired : m.genderInvalid,
});
