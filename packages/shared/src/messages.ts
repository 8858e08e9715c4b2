/** User-facing texts of spec §5 and §8, word for word, plus the product's own additions. */

export const validationMessages = {
  studentIdRequired: 'Student ID is required',
  studentIdInvalid: 'Student ID may contain only letters, digits, dots, dashes and slashes',
  studentIdTooLong: 'Student ID must be at most 32 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  courseRequired: 'Course is required',
  courseTooLong: 'Course must be at most 100 characters',
  yearRequired: 'Year is required',
  yearInvalid: 'Year must be between 1 and 4',
  genderRequired: 'Gender is required',
  genderInvalid: 'Gender must be Male, Female or Other',
  mustBeText: 'Must be text',
} as const;

export const toastMessages = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  registrationSuccess: 'Registration successful!',
  registrationFailed: 'Registration failed',
  unexpected: 'Something went wrong. Please try again.',
} as const;

export const apiMessages = {
  invalidInput: 'Some fields need correcting.',
  invalidCredentials: 'Invalid credentials. Check them and try again.',
  notSignedIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: "You don't have permission to do that.",
  notFound: 'The requested resource was not found.',
  adminSignupClosed: 'Admin registration is closed. Ask an administrator to add you.',
  studentSignupClosed: 'Student registration is closed. Ask the hostel office to add you.',
  adminEmailTaken: 'An administrator with this email already exists.',
  studentIdTaken: 'A student with this Student ID already exists.',
  studentEmailTaken: 'A student with this email already exists.',
  accountInactive: 'This account is inactive. Contact the hostel office.',
  bodyTooLarge: 'The request is too large. Send at most 1 MB.',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'Send the fields as a JSON object.',
  unsupportedMediaType: 'Send the request body as JSON.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
