import { randomBytes } from 'node:crypto';
import { apiMessages } from '@hms/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import { bearer, registerAdmin, registerStudent } from '../../test/factories';
import { insertReset } from '../password-reset/password-reset-repository';
import { tokenHash } from '../password-reset/password-reset-service';

/**
 * Rule token-revocation to the instant: a session signed in the same second as a new password,
 * just before it, ends with it. Nothing here waits for a second to pass.
 */
const w = appForFile(async (app) => ({ admin: await registerAdmin(app) }));

/**
 * Waits for the start of the next whole second, so that what follows falls within one second:
 * the resolution of a token's `iat`, which alone cannot tell the sign-in and the change apart.
 */
async function atStartOfASecond() {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

const me = (token: string) =>
  w.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

async function signIn(studentId: string, password: string): Promise<string> {
  const response = await w.app.inject({
    method: 'POST',
    url: '/api/student/login',
    payload: { studentId, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

async function expectEnded(token: string) {
  const response = await me(token);
  expect([response.statusCode, response.json().message]).toEqual([401, apiMessages.sessionExpired]);
}

describe('a new password ends every session signed before it, however shortly before', () => {
  it('when the account changes it: the token the change answers with goes on', async () => {
    const student = await registerStudent(w.app);
    await atStartOfASecond();
    const before = await signIn(student.input.studentId, student.input.password);
    const changed = await w.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: student.input.password, newPassword: 'changed-at-once-9' },
      headers: bearer(before),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    await expectEnded(before);
    // So does the token registration answered with, signed earlier still.
    await expectEnded(student.token);
    expect((await me(changed.json<{ token: string }>().token)).statusCode).toBe(200);
    expect((await me(await signIn(student.input.studentId, 'changed-at-once-9'))).statusCode).toBe(
      200,
    );
  });

  it('when an e-mailed link sets it', async () => {
    const student = await registerStudent(w.app);
    const link = randomBytes(32).toString('base64url');
    await insertReset(w.app.db, {
      tokenHash: tokenHash(link),
      role: 'student',
      accountId: student.user._id,
      minutes: 30,
    });
    await atStartOfASecond();
    const before = await signIn(student.input.studentId, student.input.password);
    const confirmed = await w.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link, newPassword: 'reset-at-once-9' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    await expectEnded(before);
    expect((await me(await signIn(student.input.studentId, 'reset-at-once-9'))).statusCode).toBe(
      200,
    );
  });

  it('when the office sets a temporary one', async () => {
    const student = await registerStudent(w.app);
    await atStartOfASecond();
    const before = await signIn(student.input.studentId, student.input.password);
    const set = await w.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.user._id}/temporary-password`,
      payload: { password: 'office-at-once-7' },
      headers: bearer(w.admin.token),
    });
    expect(set.statusCode, set.body).toBe(200);

    await expectEnded(before);
    const temporary = await signIn(student.input.studentId, 'office-at-once-7');
    expect((await me(temporary)).json().data.mustChangePassword).toBe(true);
  });
});

describe("a token's session version", () => {
  it('is all that is compared: when the token says it was signed does not matter', async () => {
    const student = await registerStudent(w.app);
    const versionNow = async () => {
      const [row] = await selectRows<{ version: string }>(
        w.app.db,
        sql`select coalesce((extract(epoch from sessions_from) * 1000000)::bigint::text, '0')
          as version from students where id = ${student.user._id}`,
      );
      return row?.version ?? '';
    };
    const now = Math.floor(Date.now() / 1000);
    const signed = (iat: number, sv: string) =>
      w.app.jwt.sign({ sub: student.user._id, role: 'student', iat, sv });
    // As signed by an app server whose clock runs an hour behind the database's, or ahead of it.
    const first = await versionNow();
    expect(first).toBe('0');
    expect((await me(signed(now - 3600, first))).statusCode).toBe(200);
    expect((await me(signed(now + 3600, first))).statusCode).toBe(200);

    await w.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.user._id}/temporary-password`,
      payload: { password: 'office-at-once-7' },
      headers: bearer(w.admin.token),
    });
    const second = await versionNow();
    expect(second).not.toBe(first);
    await expectEnded(signed(now + 3600, first));
    expect((await me(signed(now - 3600, second))).statusCode).toBe(200);
    // A version the account never had signs nobody in, nor does one that is no number.
    await expectEnded(signed(now, String(BigInt(second) + 1n)));
    await expectEnded(signed(now, 'x'));
  });

  it('is missing from tokens signed before tokens carried it: they last until a change', async () => {
    const student = await registerStudent(w.app);
    await atStartOfASecond();
    const older = w.app.jwt.sign({ sub: student.user._id, role: 'student' });
    expect((await me(older)).statusCode).toBe(200);
    const set = await w.app.inject({
      method: 'POST',
      url: `/api/admin/students/${student.user._id}/temporary-password`,
      payload: { password: 'office-at-once-7' },
      headers: bearer(w.admin.token),
    });
    expect(set.statusCode).toBe(200);
    await expectEnded(older);
  });
});
