import type { AdminRegisterInput, AuthResponse, StudentRegisterInput } from '@hms/shared/auth';
import type { TestApp } from './test-app';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export function buildAdminRegistration(overrides: Partial<AdminRegisterInput> = {}) {
  const n = next();
  return {
    name: `Warden Admin ${n}`,
    email: `admin${n}@college.edu`,
    password: `hostel-pass-${n}`,
    role: 'admin' as const,
    ...overrides,
  };
}

export function buildStudentRegistration(overrides: Partial<StudentRegisterInput> = {}) {
  const n = next();
  return {
    studentId: `2024CS${String(n).padStart(3, '0')}`,
    name: `Priya Sharma ${n}`,
    email: `student${n}@college.edu`,
    password: `study-hard-${n}`,
    phone: String(9_000_000_000 + n),
    course: 'B.Tech Computer Science',
    year: 2,
    gender: 'Female' as const,
    role: 'student' as const,
    ...overrides,
  };
}

async function post(app: TestApp, url: string, payload: object): Promise<AuthResponse> {
  const response = await app.inject({ method: 'POST', url, payload });
  if (response.statusCode !== 201) {
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<AuthResponse>();
}

/** Registers an administrator through the API; returns the token and user with the input. */
export async function registerAdmin(app: TestApp, overrides: Partial<AdminRegisterInput> = {}) {
  const input = buildAdminRegistration(overrides);
  return { input, ...(await post(app, '/api/admin/register', input)) };
}

export async function registerStudent(app: TestApp, overrides: Partial<StudentRegisterInput> = {}) {
  const input = buildStudentRegistration(overrides);
  return { input, ...(await post(app, '/api/student/register', input)) };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
