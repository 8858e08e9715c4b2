import crypto from 'node:crypto';
import type { Page } from 'playwright-core';

function unique() {
  return crypto.randomBytes(4).toString('hex');
}

export function newAdmin(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const id = unique();
  return {
    name: `Asha Rao ${id}`,
    email: `asha.${id}@college.edu`,
    password: `hostel-${id}-pass`,
    ...overrides,
  };
}

type NewStudent = {
  studentId: string;
  name: string;
  email: string;
  password: string;
  phone: string;
  course: string;
  year: number;
  gender: 'Male' | 'Female' | 'Other';
};

export function newStudent(overrides: Partial<NewStudent> = {}): NewStudent {
  const id = unique();
  return {
    studentId: `2024CS${id.toUpperCase()}`,
    name: `Priya Sharma ${id}`,
    email: `priya.${id}@college.edu`,
    password: `study-${id}-hard`,
    phone: `98${String(Number.parseInt(id, 16)).padStart(8, '0').slice(0, 8)}`,
    course: 'B.Tech Computer Science',
    year: 2,
    gender: 'Female',
    ...overrides,
  };
}

/**
 * A sign-up through the API, from a client of its own as a person's device would be: the run's
 * many sign-ups stay within the limit per client (docs/product-rules.md#sign-up-throttle).
 */
async function api(baseUrl: string, url: string, body: object) {
  const client = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const response = await fetch(`${baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as {
    token: string;
    user: { _id: string; role: string; name: string };
  };
}

/** Creates an administrator through the API and signs the page in as them. */
export async function signInAsNewAdmin(
  page: Page,
  baseUrl: string,
  overrides: Parameters<typeof newAdmin>[0] = {},
) {
  const admin = newAdmin(overrides);
  const { token } = await api(baseUrl, '/admin/register', { ...admin, role: 'admin' });
  await useToken(page, token);
  return { ...admin, token };
}

export async function signInAsNewStudent(
  page: Page,
  baseUrl: string,
  overrides: Partial<NewStudent> = {},
) {
  const student = newStudent(overrides);
  const { token, user } = await api(baseUrl, '/student/register', { ...student, role: 'student' });
  await useToken(page, token);
  return { ...student, _id: user._id, token };
}

/** An administrator made through the API only, for arranging data beside another user's page. */
export async function createAdminAccount(baseUrl: string) {
  const admin = newAdmin();
  const { token } = await api(baseUrl, '/admin/register', { ...admin, role: 'admin' });
  return { ...admin, token };
}

export async function createStudentAccount(baseUrl: string, overrides: Partial<NewStudent> = {}) {
  const student = newStudent(overrides);
  const { token, user } = await api(baseUrl, '/student/register', { ...student, role: 'student' });
  return { ...student, _id: user._id, token };
}

/** Puts a session token where the web app keeps it, before the app's first load. */
async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('hms-e2e-token-set')) {
      window.localStorage.setItem('hms-token', value);
      window.sessionStorage.setItem('hms-e2e-token-set', '1');
    }
  }, token);
}
