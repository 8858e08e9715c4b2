import { tooManyAttemptsMessage, validationMessages } from '@hms/shared/messages';
import { passwordResetMessages as m } from '@hms/shared/password-reset';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { bearer, createHostel, registerAdmin, registerStudent } from '../../test/factories';
import { outboxRows } from '../../test/outbox-rows';
import { mailConfigFor, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { addWarden, createGuard, createWarden } from '../../test/staff-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RESET_THROTTLE_LIMITS, tokenHash } from './password-reset-service';

const APP_URL = 'https://hostel.college.test';

let sink: SmtpSink;
let app: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({
    config: { mail: mailConfigFor(sink), appUrl: APP_URL, backgroundJobs: true },
  });
  admin = await registerAdmin(app);
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

let client = 0;
/** Asks for a link as a client of its own, so the tests do not share one client's allowance. */
function askForLink(email: string, remoteAddress = `10.0.0.${(client += 1)}`) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
  });
}

function confirm(token: string, newPassword: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, newPassword },
  });
}

/** The token of the next link `to` receives after the `seen` links before it. */
async function linkTo(to: string, seen = 0): Promise<string> {
  await expect
    .poll(() => sink.messages.filter((mail) => mail.to.includes(to)).length, { timeout: 15_000 })
    .toBeGreaterThan(seen);
  const mail = sink.messages.filter((message) => message.to.includes(to))[seen];
  const match = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no link in ${mail?.text}`);
  return match[1];
}

function studentSignIn(studentId: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/student/login',
    payload: { studentId, password },
  });
}

describe('password reset by e-mail', () => {
  it('e-mails a link that sets a new password once', async () => {
    const student = await registerStudent(app);
    const asked = await askForLink(student.input.email.toUpperCase());
    expect(asked.json()).toEqual({ success: true, message: m.sent });

    const token = await linkTo(student.input.email);
    const mail = sink.messages.find((message) => message.to.includes(student.input.email));
    expect(mail?.subject).toBe('Choose a new password');
    // In the fragment alone, which no server is sent: the address requested is the bare page.
    expect(mail?.text).toContain(`${APP_URL}/reset-password#token=${token}`);
    expect(mail?.text.match(new RegExp(token, 'g'))).toHaveLength(1);
    expect(mail?.text).not.toContain('?token=');
    // The database keeps the token's hash alone.
    const stored = await selectRows<{ token_hash: string }>(
      app.db,
      sql`select token_hash from password_resets where account_id = ${student.user._id}`,
    );
    expect(stored.map((row) => row.token_hash)).toEqual([tokenHash(token)]);

    const changed = await confirm(token, 'a-fresh-start-9');
    expect(changed.json()).toEqual({ success: true, message: m.changed, role: 'student' });
    expect((await studentSignIn(student.input.studentId, 'a-fresh-start-9')).statusCode).toBe(200);
    expect((await studentSignIn(student.input.studentId, student.input.password)).statusCode).toBe(
      401,
    );

    const again = await confirm(token, 'another-start-9');
    expect([again.statusCode, again.json().message]).toEqual([400, m.tokenInvalid]);
    const [entry] = await selectRows<{ action: string; actor_id: string }>(
      app.db,
      sql`select action, actor_id, before, after from audit_entries
        where entity_id = ${student.user._id} and action = 'student.credentials'`,
    );
    expect(entry).toMatchObject({ action: 'student.credentials', actor_id: student.user._id });
    expect(JSON.stringify(entry)).not.toMatch(/password|token/i);
  });

  it('ends the sessions signed in before it, and signs in with the new password', async () => {
    const student = await registerStudent(app);
    // Signed a minute ago, as on a phone left signed in: tokens count time in whole seconds.
    const earlier = app.jwt.sign({
      sub: student.user._id,
      role: 'student',
      iat: Math.floor(Date.now() / 1000) - 60,
    });
    const me = (token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(earlier)).statusCode).toBe(200);

    await askForLink(student.input.email);
    await confirm(await linkTo(student.input.email), 'a-fresh-start-9');

    expect((await me(earlier)).statusCode).toBe(401);
    const signedIn = await studentSignIn(student.input.studentId, 'a-fresh-start-9');
    expect((await me(signedIn.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const before = (await outboxRows(app.db)).length;
    const asked = await askForLink('nobody.here@college.test');
    expect(asked.json()).toEqual({ success: true, message: m.sent });
    expect((await outboxRows(app.db)).length).toBe(before);
  });

  it('refuses a link past its time', async () => {
    const student = await registerStudent(app);
    await askForLink(student.input.email);
    const token = await linkTo(student.input.email);
    await app.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'
      where token_hash = ${tokenHash(token)}`);
    const late = await confirm(token, 'too-late-now-9');
    expect([late.statusCode, late.json().message]).toEqual([400, m.tokenInvalid]);
    expect((await studentSignIn(student.input.studentId, student.input.password)).statusCode).toBe(
      200,
    );
  });

  it('lets one of two uses of a link at once through, and refuses the other', async () => {
    const student = await registerStudent(app);
    await askForLink(student.input.email);
    const token = await linkTo(student.input.email);
    const answers = await Promise.all([
      confirm(token, 'first-of-two-9'),
      confirm(token, 'second-of-two-9'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const won = answers[0]?.statusCode === 200 ? 'first-of-two-9' : 'second-of-two-9';
    expect((await studentSignIn(student.input.studentId, won)).statusCode).toBe(200);
  });

  it('ends every other link of the account when one is used', async () => {
    const student = await registerStudent(app);
    await askForLink(student.input.email);
    const older = await linkTo(student.input.email);
    await askForLink(student.input.email);
    const newer = await linkTo(student.input.email, 1);
    expect((await confirm(newer, 'newest-wins-9')).statusCode).toBe(200);
    expect((await confirm(older, 'older-loses-9')).statusCode).toBe(400);
  });

  it('holds the new password to the rules, and keeps the link for a better one', async () => {
    const student = await registerStudent(app);
    await askForLink(student.input.email);
    const token = await linkTo(student.input.email);
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      { path: 'newPassword', message: validationMessages.passwordTooCommon },
    ]);
    const short = await confirm(token, 'abc');
    expect(short.json().errors[0].path).toBe('newPassword');
    expect((await confirm(token, 'much-better-9')).statusCode).toBe(200);
  });

  it("sends a guard theirs, which opens the guard's account and no other role's", async () => {
    const hostel = (await createHostel(app, admin.token))._id;
    const guard = await addWarden(app, admin.token, [hostel], { role: 'guard' });
    await askForLink(guard.input.email);
    const token = await linkTo(guard.input.email);
    const [link] = await selectRows<{ role: string }>(
      app.db,
      sql`select account_role as role from password_resets where token_hash = ${tokenHash(token)}`,
    );
    expect(link?.role).toBe('guard');
    const changed = await confirm(token, 'guard-anew-9');
    expect(changed.json().role).toBe('guard');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: guard.input.email, password: 'guard-anew-9' },
    });
    expect(signedIn.json().user).toMatchObject({ role: 'guard', mustChangePassword: false });

    // A link kept for the guard under a warden's role opens nothing.
    const other = await createGuard(app, admin.token, [hostel]);
    const forged = 'B'.repeat(43);
    await app.db.execute(sql`insert into password_resets
      (token_hash, account_role, account_id, expires_at)
      values (${tokenHash(forged)}, 'warden', ${other.id}, now() + interval '30 minutes')`);
    const refused = await confirm(forged, 'not-a-warden-9');
    expect([refused.statusCode, refused.json().message]).toEqual([400, m.tokenInvalid]);
  });

  it('refuses a malformed token as a link that does not work', async () => {
    const response = await confirm('not a token', 'whatever-it-is-9');
    expect([response.statusCode, response.json().message]).toEqual([400, m.tokenInvalid]);
  });

  it('limits how often one address may be sent a link', async () => {
    const student = await registerStudent(app);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await askForLink(student.input.email));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.headers['retry-after']).toBeDefined();
    expect(answers[3]?.json().message).toBe(tooManyAttemptsMessage(15));
  });

  it('limits how often one client may ask, whatever the addresses', async () => {
    const asked = [];
    for (let i = 0; i <= RESET_THROTTLE_LIMITS.perAddress; i += 1) {
      asked.push(await askForLink(`asker.${i}@college.test`, '10.250.0.1'));
    }
    const refused = asked.pop();
    expect(asked.map((a) => a.statusCode)).toEqual(asked.map(() => 200));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual({ success: false, message: tooManyAttemptsMessage(15) });
    expect((await askForLink('asker.0@college.test', '10.250.0.2')).statusCode).toBe(200);
  });

  it('sends administrators and wardens theirs, and a deactivated warden none', async () => {
    const hostel = (await createHostel(app, admin.token))._id;
    const onTemporary = await addWarden(app, admin.token, [hostel]);
    const away = await createWarden(app, admin.token, [hostel]);
    await app.db.execute(sql`update wardens set is_active = false where id = ${away.id}`);

    await askForLink(admin.input.email);
    expect((await confirm(await linkTo(admin.input.email), 'office-anew-9')).json().role).toBe(
      'admin',
    );
    // A warden who never chose a password chooses one here, and is no longer held to it.
    await askForLink(onTemporary.input.email);
    const warden = await confirm(await linkTo(onTemporary.input.email), 'warden-anew-9');
    expect(warden.json().role).toBe('warden');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: onTemporary.input.email, password: 'warden-anew-9' },
    });
    expect(signedIn.json().user.mustChangePassword).toBe(false);
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/warden/dashboard',
      headers: bearer(signedIn.json().token),
    });
    expect(dashboard.statusCode).toBe(200);

    const before = (await outboxRows(app.db)).length;
    expect((await askForLink(away.email)).json().message).toBe(m.sent);
    expect((await outboxRows(app.db)).length).toBe(before);
  });

  it('offers the link on the sign-in page', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().data.passwordResetByEmail).toBe(true);
  });
});

describe('password reset without e-mail', () => {
  it('says it is not available, stores nothing, and the sign-in page offers none', async () => {
    const plain = await createTestApp();
    try {
      const student = await registerStudent(plain);
      const asked = await plain.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: student.input.email },
      });
      expect([asked.statusCode, asked.json().message]).toEqual([409, m.notConfigured]);
      const [resets] = await selectRows<{ count: number }>(
        plain.db,
        sql`select count(*)::int as count from password_resets`,
      );
      expect(resets?.count).toBe(0);
      const config = await plain.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().data.passwordResetByEmail).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
