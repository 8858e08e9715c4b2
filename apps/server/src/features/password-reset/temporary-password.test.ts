import { randomBytes, randomUUID } from 'node:crypto';
import {
  apiMessages,
  staffMessages,
  studentMessages,
  validationMessages,
} from '@hms/shared/messages';
import { passwordResetMessages } from '@hms/shared/password-reset';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import { bearer, createHostel, registerAdmin, registerStudent } from '../../test/factories';
import { createWarden } from '../../test/staff-factories';
import { tokenHash } from './password-reset-service';

const w = appForFile(async (app) => ({ admin: await registerAdmin(app) }));

function setTemporary(role: 'students' | 'wardens', id: string, password: string) {
  return w.app.inject({
    method: 'POST',
    url: `/api/admin/${role}/${id}/temporary-password`,
    payload: { password },
    headers: bearer(w.admin.token),
  });
}

/** A session signed in a minute ago: tokens count time in whole seconds. */
const signedEarlier = (sub: string, role: 'student' | 'warden') =>
  w.app.jwt.sign({ sub, role, iat: Math.floor(Date.now() / 1000) - 60 });

const get = (url: string, token: string) =>
  w.app.inject({ method: 'GET', url, headers: bearer(token) });

function changeOwn(token: string, currentPassword: string, newPassword: string) {
  return w.app.inject({
    method: 'PUT',
    url: '/api/auth/password',
    payload: { currentPassword, newPassword },
    headers: bearer(token),
  });
}

describe('a temporary password from the office', () => {
  it('signs a student in to choose their own, and ends the sessions they had', async () => {
    const student = await registerStudent(w.app);
    const set = await setTemporary('students', student.user._id, 'office-gave-this-7');
    expect(set.json()).toEqual({
      success: true,
      data: { _id: student.user._id, mustChangePassword: true },
    });
    // The session they had ends with it.
    const ended = await get('/api/student/dashboard', signedEarlier(student.user._id, 'student'));
    expect([ended.statusCode, ended.json().message]).toEqual([401, apiMessages.sessionExpired]);
    expect(
      (
        await w.app.inject({
          method: 'POST',
          url: '/api/student/login',
          payload: { studentId: student.input.studentId, password: student.input.password },
        })
      ).statusCode,
    ).toBe(401);

    const signIn = await w.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { studentId: student.input.studentId, password: 'office-gave-this-7' },
    });
    expect(signIn.json().user.mustChangePassword).toBe(true);
    const token: string = signIn.json().token;
    expect((await get('/api/student/dashboard', token)).statusCode).toBe(403);
    const changed = await changeOwn(token, 'office-gave-this-7', 'my-own-again-7');
    expect(changed.statusCode).toBe(200);
    expect((await get('/api/student/dashboard', changed.json().token)).statusCode).toBe(200);

    const [entry] = await selectRows<{ action: string; actor_id: string; after: object }>(
      w.app.db,
      sql`select action, actor_id, before, after from audit_entries
        where entity_id = ${student.user._id} and action = 'student.reset'`,
    );
    expect(entry).toMatchObject({
      actor_id: w.admin.user._id,
      after: { onTemporaryCredentials: true },
    });
    expect(JSON.stringify(entry)).not.toMatch(/password|token|office-gave/i);
  });

  it('does the same for a warden', async () => {
    const hostel = (await createHostel(w.app, w.admin.token))._id;
    const warden = await createWarden(w.app, w.admin.token, [hostel]);
    const earlier = signedEarlier(warden.id, 'warden');
    expect((await setTemporary('wardens', warden.id, 'warden-again-7')).statusCode).toBe(200);
    expect((await get('/api/warden/dashboard', earlier)).statusCode).toBe(401);
    const signIn = await w.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: warden.email, password: 'warden-again-7' },
    });
    expect(signIn.json().user.mustChangePassword).toBe(true);
    const changed = await changeOwn(signIn.json().token, 'warden-again-7', 'warden-own-7');
    expect((await get('/api/warden/dashboard', changed.json().token)).statusCode).toBe(200);
  });

  it('ends the links the account was e-mailed', async () => {
    const student = await registerStudent(w.app);
    const token = randomBytes(32).toString('base64url');
    await w.app.db.execute(sql`insert into password_resets
      (token_hash, account_role, account_id, expires_at)
      values (${tokenHash(token)}, 'student', ${student.user._id}, now() + interval '30 minutes')`);
    await setTemporary('students', student.user._id, 'office-gave-this-7');
    const used = await w.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword: 'sneaking-in-7' },
    });
    expect([used.statusCode, used.json().message]).toEqual([
      400,
      passwordResetMessages.tokenInvalid,
    ]);
  });

  it('holds the password to the rules and names a missing account', async () => {
    const student = await registerStudent(w.app);
    const common = await setTemporary('students', student.user._id, 'password123');
    expect(common.json().errors).toEqual([
      { path: 'password', message: validationMessages.passwordTooCommon },
    ]);
    expect((await setTemporary('students', student.user._id, 'abc')).statusCode).toBe(400);
    const gone = await setTemporary('students', randomUUID(), 'office-gave-this-7');
    expect([gone.statusCode, gone.json().message]).toEqual([404, studentMessages.notFound]);
    const noWarden = await setTemporary('wardens', randomUUID(), 'office-gave-this-7');
    expect([noWarden.statusCode, noWarden.json().message]).toEqual([404, staffMessages.notFound]);
    // Nothing changed for the student of the refused calls.
    const signIn = await w.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { studentId: student.input.studentId, password: student.input.password },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
