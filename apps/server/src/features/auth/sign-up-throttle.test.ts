import { apiMessages, tooManyAttemptsMessage } from '@hms/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import { buildAdminRegistration, buildStudentRegistration } from '../../test/factories';
import { SIGN_UP_THROTTLE_LIMITS } from './sign-up-throttle';

/** docs/product-rules.md#sign-up-throttle: each sign-up costs a hash, so they are counted. */
const w = appForFile(async () => ({}), { config: { adminSignup: 'open' } });

function signUp(as: 'student' | 'admin', payload: object, remoteAddress: string) {
  return w.app.inject({ method: 'POST', url: `/api/${as}/register`, payload, remoteAddress });
}

async function countOf(table: 'students' | 'admins'): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    w.app.db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row?.count ?? 0;
}

function expectRefused(response: Awaited<ReturnType<typeof signUp>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ success: false, message: tooManyAttemptsMessage(15) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
}

describe('student sign-up', () => {
  it('is limited for one e-mail address, from whichever clients', async () => {
    const email = 'Repeat.Signup@College.edu';
    // What the form could have told costs no hash and counts for nothing: a common password.
    for (let i = 0; i <= SIGN_UP_THROTTLE_LIMITS.perIdentifier; i += 1) {
      const common = buildStudentRegistration({ email, password: 'password123' });
      expect((await signUp('student', common, '10.20.0.9')).statusCode).toBe(400);
    }
    const answers = [];
    for (let i = 1; i <= SIGN_UP_THROTTLE_LIMITS.perIdentifier; i += 1) {
      const input = buildStudentRegistration({ email: i === 1 ? email : email.toLowerCase() });
      answers.push((await signUp('student', input, `10.20.0.${i}`)).statusCode);
    }
    // The first signs up; the others cost their hash before the address is found taken.
    expect(answers).toEqual([201, 409, 409, 409, 409]);

    const students = await countOf('students');
    expectRefused(
      await signUp(
        'student',
        buildStudentRegistration({ email: email.toUpperCase() }),
        '10.20.1.1',
      ),
    );
    expect(await countOf('students')).toBe(students);
    // Another address from the same clients goes on.
    expect((await signUp('student', buildStudentRegistration(), '10.20.0.1')).statusCode).toBe(201);
  });

  it('is limited for one client, whatever addresses it signs up', async () => {
    const client = '10.21.0.1';
    for (let i = 0; i < SIGN_UP_THROTTLE_LIMITS.perAddress; i += 1) {
      const answer = await signUp('student', buildStudentRegistration(), client);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const students = await countOf('students');
    expectRefused(await signUp('student', buildStudentRegistration(), client));
    // Administrators' sign-ups are counted with them.
    expectRefused(await signUp('admin', buildAdminRegistration(), client));
    expect(await countOf('students')).toBe(students);
    expect((await signUp('student', buildStudentRegistration(), '10.21.0.2')).statusCode).toBe(201);
  });
});

describe('administrator sign-up', () => {
  it('is limited for one e-mail address as a student sign-up is', async () => {
    const email = 'repeat.office@college.edu';
    const answers = [];
    for (let i = 0; i < SIGN_UP_THROTTLE_LIMITS.perIdentifier; i += 1) {
      answers.push(
        (await signUp('admin', buildAdminRegistration({ email }), `10.23.0.${i}`)).statusCode,
      );
    }
    expect(answers).toEqual([201, 409, 409, 409, 409]);
    expectRefused(await signUp('admin', buildAdminRegistration({ email }), '10.23.1.1'));
  });
});

describe('administrator sign-up once closed', () => {
  const closed = appForFile(async () => ({}));

  it('is refused before anything is hashed or counted', async () => {
    const first = await closed.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: buildAdminRegistration(),
    });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < SIGN_UP_THROTTLE_LIMITS.perAddress + 1; i += 1) {
      const again = await closed.app.inject({
        method: 'POST',
        url: '/api/admin/register',
        payload: buildAdminRegistration(),
      });
      expect([again.statusCode, again.json().message]).toEqual([
        403,
        apiMessages.adminSignupClosed,
      ]);
    }
    const [counted] = await selectRows<{ count: number }>(
      closed.app.db,
      sql`select count(*)::int as count from sign_in_failures where scope = 'sign-up'`,
    );
    // The first sign-up's alone: its address and its client.
    expect(counted?.count).toBe(2);
  });
});
