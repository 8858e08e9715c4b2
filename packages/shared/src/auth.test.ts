import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminLoginSchema,
  adminRegisterFormSchema,
  studentLoginSchema,
  studentRegisterSchema,
  toStudentLoginIdentifier,
} from './auth';

/** The message a form shows under `field`: the first one zod reports for it. */
function messageFor(schema: z.ZodType, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const validStudent = {
  studentId: '2024CS001',
  name: 'Priya Sharma',
  email: 'priya@college.edu',
  password: 'study-hard',
  phone: '9876543210',
  course: 'B.Tech',
  year: 2,
  gender: 'Female',
};

describe('sign-in, Student tab', () => {
  it.each([
    [{ studentId: '', password: 'secret1' }, 'studentId', 'Student ID is required'],
    [{ studentId: '   ', password: 'secret1' }, 'studentId', 'Student ID is required'],
    [{ password: 'secret1' }, 'studentId', 'Student ID is required'],
    [{ studentId: 'S1', password: '' }, 'password', 'Password is required'],
    [{ studentId: 'S1' }, 'password', 'Password is required'],
    [{ studentId: 'S1', password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('%j -> %s: %s', (values, field, message) => {
    expect(messageFor(studentLoginSchema, values, field)).toBe(message);
  });

  it('turns a bare student ID into the {studentId}@student.hostel form and leaves e-mails alone', () => {
    expect(toStudentLoginIdentifier(' 2024CS001 ')).toBe('2024CS001@student.hostel');
    expect(toStudentLoginIdentifier('priya@college.edu')).toBe('priya@college.edu');
  });
});

describe('sign-in, Admin tab', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'email', 'Email is required'],
    [{ email: 'not-an-address', password: 'secret1' }, 'email', 'Invalid email address'],
    [{ email: 'a@b', password: 'secret1' }, 'email', 'Invalid email address'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: 'short' }, 'password', 'Password must be at least 6 characters'],
  ])('%j -> %s: %s', (values, field, message) => {
    expect(messageFor(adminLoginSchema, values, field)).toBe(message);
  });

  it('accepts a valid sign-in and lower-cases the e-mail', () => {
    expect(adminLoginSchema.parse({ email: ' Asha@College.EDU ', password: 'secret1' })).toEqual({
      email: 'asha@college.edu',
      password: 'secret1',
    });
  });
});

describe('admin registration', () => {
  const valid = {
    name: 'Asha Rao',
    email: 'asha@college.edu',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  it.each([
    [{ ...valid, name: '' }, 'name', 'Name is required'],
    [{ ...valid, name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'asha' }, 'email', 'Invalid email address'],
    [{ ...valid, password: '' }, 'password', 'Password is required'],
    [{ ...valid, password: 'abc' }, 'password', 'Password must be at least 6 characters'],
    [{ ...valid, confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ ...valid, confirmPassword: 'secret2' }, 'confirmPassword', 'Passwords do not match'],
  ])('%j -> %s: %s', (values, field, message) => {
    expect(messageFor(adminRegisterFormSchema, values, field)).toBe(message);
  });

  it('accepts a valid form', () => {
    expect(adminRegisterFormSchema.safeParse(valid).success).toBe(true);
  });
});

describe('student registration', () => {
  it.each([
    ['studentId', '', 'Student ID is required'],
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'priya', 'Invalid email address'],
    ['password', '', 'Password is required'],
    ['password', 'abc', 'Password must be at least 6 characters'],
    ['phone', '', 'Phone number is required'],
    ['phone', '98765', 'Please enter a valid 10-digit phone number'],
    ['phone', '98765432100', 'Please enter a valid 10-digit phone number'],
    ['course', '', 'Course is required'],
    ['year', '', 'Year is required'],
    ['year', undefined, 'Year is required'],
    ['year', 5, 'Year must be between 1 and 4'],
    ['gender', '', 'Gender is required'],
    ['gender', 'Unknown', 'Gender must be Male, Female or Other'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(messageFor(studentRegisterSchema, { ...validStudent, [field]: value }, field)).toBe(
      message,
    );
  });

  it('accepts a valid registration and the year as text from a select box', () => {
    const parsed = studentRegisterSchema.parse({ ...validStudent, year: '3' });
    expect(parsed.year).toBe(3);
  });
});
