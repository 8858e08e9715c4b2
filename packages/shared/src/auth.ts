import { z } from 'zod';
import { STUDENT_EMAIL_DOMAIN } from './constants';
import { ROLES } from './enums';
import {
  courseField,
  emailField,
  genderField,
  nameField,
  passwordField,
  phoneField,
  requiredText,
  studentIdField,
  yearField,
} from './fields';
import { validationMessages as m } from './messages';

/** Sign-in, Student tab. The identifier may be a student ID, `{id}@student.hostel` or an e-mail. */
export const studentLoginSchema = z.object({
  studentId: requiredText(m.studentIdRequired).max(254, m.emailTooLong),
  password: passwordField,
});
export type StudentLoginInput = z.infer<typeof studentLoginSchema>;

/** Sign-in, Admin tab. */
export const adminLoginSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The admin sign-up form, with its confirmation field. */
export const adminRegisterFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    confirmPassword: z
      .string({ error: m.confirmPasswordRequired })
      .min(1, m.confirmPasswordRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type AdminRegisterFormValues = z.input<typeof adminRegisterFormSchema>;

/**
 * What the admin sign-up form sends: name, email, password, role
 * (docs/product-rules.md#admin-signup).
 */
export const adminRegisterSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  role: z.literal('admin').optional(),
});
export type AdminRegisterInput = z.infer<typeof adminRegisterSchema>;

/** Student self-registration; the same fields an administrator fills in when adding a student. */
export const studentRegisterSchema = z.object({
  studentId: studentIdField,
  name: nameField,
  email: emailField,
  password: passwordField,
  phone: phoneField,
  course: courseField,
  year: yearField,
  gender: genderField,
  role: z.literal('student').optional(),
});
export type StudentRegisterFormValues = z.input<typeof studentRegisterSchema>;
export type StudentRegisterInput = z.infer<typeof studentRegisterSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  email: z.string(),
  studentId: z.string().optional(),
  /** A warden's hostels: the scope of everything they read and change (docs/decisions/043). */
  hostelIds: z.array(z.string()).optional(),
  /**
   * Set on a temporary password (a new warden's, an imported student's first one): nothing else
   * works until they choose their own.
   */
  mustChangePassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({
  success: z.literal(true),
  data: sessionUserSchema,
});

/**
 * The sign-in page, like the original client, turns a bare student ID into
 * `{studentId}@student.hostel` before sending it; the server accepts both forms and the student's
 * own e-mail (docs/product-rules.md#sign-in).
 */
export function toStudentLoginIdentifier(studentId: string): string {
  const trimmed = studentId.trim();
  return trimmed.includes('@') ? trimmed : `${trimmed}@${STUDENT_EMAIL_DOMAIN}`;
}

/** Any signed-in account choosing a new password; a new warden must before anything else. */
export const passwordChangeSchema = z.object({
  currentPassword: passwordField,
  newPassword: passwordField,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The form, with its confirmation field. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({
    confirmPassword: z
      .string({ error: m.confirmPasswordRequired })
      .min(1, m.confirmPasswordRequired),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: m.passwordUnchanged,
    path: ['newPassword'],
  });
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;
