import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import {
  buildAdminRegistration,
  buildStudentRegistration,
  registerAdmin,
  registerStudent,
} from '../../test/factories';
import { admins, students } from '../../core/db/schema';

const w = appForFile(
  async (app) => {
    // Accounts to sign in against, so that a bad login is not refused merely for being unknown.
    await registerAdmin(app, { email: 'known-admin@college.edu' });
    await registerStudent(app, { studentId: 'KNOWN001' });
    return {};
  },
  { config: { adminSignup: 'open' } },
);

async function accountCount(): Promise<number> {
  const [a] = await w.app.db.select({ n: count() }).from(admins);
  const [s] = await w.app.db.select({ n: count() }).from(students);
  return (a?.n ?? 0) + (s?.n ?? 0);
}

const LONG = 'x'.repeat(10_000);

type Call = { url: string; valid: () => Record<string, unknown>; fields: string[] };

const calls: Call[] = [
  {
    url: '/api/admin/register',
    valid: () => buildAdminRegistration(),
    fields: ['name', 'email', 'password'],
  },
  {
    url: '/api/admin/login',
    valid: () => ({ email: 'known-admin@college.edu', password: 'some-password' }),
    fields: ['email', 'password'],
  },
  {
    url: '/api/student/register',
    valid: () => buildStudentRegistration(),
    fields: ['studentId', 'name', 'email', 'password', 'phone', 'course', 'year', 'gender'],
  },
  {
    url: '/api/student/login',
    valid: () => ({ studentId: 'KNOWN001', password: 'some-password' }),
    fields: ['studentId', 'password'],
  },
];

const badValues: [string, unknown][] = [
  ['a wrong type (number)', 12_345],
  ['a wrong type (object)', { $ne: null }],
  ['a wrong type (array)', ['a', 'b']],
  ['a wrong type (boolean)', true],
  ['null', null],
  ['an over-long value', LONG],
  ['an empty string', ''],
];

describe.each(calls)('$url', ({ url, valid, fields }) => {
  it.each(fields)(
    'answers 400 naming %s when it is missing, and creates nothing',
    async (field) => {
      const before = await accountCount();
      const payload = valid();
      delete payload[field];
      const response = await w.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ path: field, message: expect.any(String) });
      expect(await accountCount()).toBe(before);
    },
  );

  for (const [label, value] of badValues) {
    it.each(fields)(
      `answers 400 naming %s when it is ${label}, and creates nothing`,
      async (field) => {
        // The year field takes "1".."4" as text; a 10,000-digit number is still refused.
        const bad = field === 'year' && value === LONG ? '9'.repeat(10_000) : value;
        const before = await accountCount();
        const response = await w.app.inject({
          method: 'POST',
          url,
          payload: { ...valid(), [field]: bad },
        });
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.success).toBe(false);
        expect(body.errors).toContainEqual({ path: field, message: expect.any(String) });
        expect(await accountCount()).toBe(before);
      },
    );
  }

  it('answers 400 for a body that is not an object, and for broken JSON', async () => {
    for (const payload of ['"text"', '[]', '42', 'null', '{"name":']) {
      const response = await w.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('ignores fields it does not know', async () => {
    const response = await w.app.inject({
      method: 'POST',
      url,
      payload: { ...valid(), isAdmin: true, _id: '00000000-0000-0000-0000-000000000000' },
    });
    // Sign-ins use a wrong password here: refused for that, not for the extra fields.
    expect(response.statusCode).toBe(url.endsWith('/login') ? 401 : 201);
    if (response.statusCode === 201) {
      expect(response.json().user._id).not.toBe('00000000-0000-0000-0000-000000000000');
    }
  });

  it('refuses a role other than its own', async () => {
    if (url.endsWith('/login')) return;
    const before = await accountCount();
    const role = url.startsWith('/api/admin') ? 'student' : 'admin';
    const response = await w.app.inject({ method: 'POST', url, payload: { ...valid(), role } });
    expect(response.statusCode).toBe(400);
    expect(await accountCount()).toBe(before);
  });
});
