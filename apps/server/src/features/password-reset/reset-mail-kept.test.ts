import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { registerStudent } from '../../test/factories';
import { queueMessages } from '../../test/outbox-rows';
import { mailConfigFor, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RESET_MAIL_KEPT_TEXT } from './reset-mail';
import { forgetLapsedResetMail } from './reset-mail-sweep';

/**
 * docs/product-rules.md#password-reset: the outbox keeps a reset e-mail's link only while the
 * message waits to go, so neither the database nor a backup of it opens an account.
 */
const APP_URL = 'https://hostel.college.test';
const MAX_ATTEMPTS = 3;

type Body = { id: number; status: string; text_body: string };

async function bodiesTo(app: TestApp, to: string): Promise<Body[]> {
  return selectRows<Body>(
    app.db,
    sql`select id::float8 as id, status, text_body from email_outbox
      where to_address = ${to} order by id`,
  );
}

function askForLink(app: TestApp, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: `10.9.0.${Math.floor(Math.random() * 250) + 1}`,
  });
}

describe('a reset e-mail in the outbox, sending', () => {
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({
      config: {
        mail: mailConfigFor(sink, { maxAttempts: MAX_ATTEMPTS }),
        appUrl: APP_URL,
        backgroundJobs: true,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('keeps its link until it is sent, and a sentence without it after', async () => {
    const student = await registerStudent(app);
    const [other = 0] = await queueMessages(app.db, 1, student.input.email);
    expect((await askForLink(app, student.input.email)).statusCode).toBe(200);
    const mail = await sink.waitFor(
      (m) => m.to.includes(student.input.email) && m.subject === 'Choose a new password',
    );
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    expect(token).not.toBe('');

    await expect
      .poll(async () => (await bodiesTo(app, student.input.email)).map((r) => r.status), {
        timeout: 15_000,
      })
      .toEqual(['sent', 'sent']);
    const [kept, reset] = await bodiesTo(app, student.input.email);
    // Any other message keeps its body; the reset e-mail keeps the sentence alone.
    expect(kept).toMatchObject({ id: other, text_body: 'Body of message 1' });
    expect(reset?.text_body).toBe(RESET_MAIL_KEPT_TEXT);
    expect(JSON.stringify(await bodiesTo(app, student.input.email))).not.toContain(token);

    // The link the student received works as ever.
    const used = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword: 'kept-out-of-it-9' },
    });
    expect(used.statusCode, used.body).toBe(200);
  });

  it('keeps no link in a message given up on', async () => {
    const student = await registerStudent(app);
    sink.refuseNext(MAX_ATTEMPTS, 550);
    expect((await askForLink(app, student.input.email)).statusCode).toBe(200);
    await expect
      .poll(async () => (await bodiesTo(app, student.input.email)).map((r) => r.status), {
        timeout: 15_000,
      })
      .toEqual(['failed']);
    const [failed] = await bodiesTo(app, student.input.email);
    expect(failed?.text_body).toBe(RESET_MAIL_KEPT_TEXT);
    expect(sink.messages.filter((m) => m.to.includes(student.input.email))).toEqual([]);
  });
});

describe('a reset e-mail still waiting when its link lapses', () => {
  let app: TestApp;
  beforeAll(async () => {
    // No sender runs: the messages wait, as behind a mail server that is down.
    app = await createTestApp({
      config: { mail: mailConfigFor({ url: 'smtp://127.0.0.1:9' }), appUrl: APP_URL },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('loses its link then, and one still within its time keeps it', async () => {
    const lapsing = await registerStudent(app);
    const fresh = await registerStudent(app);
    await askForLink(app, lapsing.input.email);
    await askForLink(app, fresh.input.email);
    const [other = 0] = await queueMessages(app.db, 1, lapsing.input.email);
    await app.db.execute(sql`update email_outbox
      set created_at = now() - interval '31 minutes' where to_address = ${lapsing.input.email}`);

    expect(await forgetLapsedResetMail(app.db)).toBe(1);
    const [lapsed, untouched] = await bodiesTo(app, lapsing.input.email);
    expect(lapsed).toMatchObject({ status: 'pending', text_body: RESET_MAIL_KEPT_TEXT });
    expect(untouched).toMatchObject({ id: other, text_body: 'Body of message 1' });
    const [within] = await bodiesTo(app, fresh.input.email);
    expect(within?.text_body).toContain(`${APP_URL}/reset-password#token=`);
    // Once rewritten, a message is not rewritten again.
    expect(await forgetLapsedResetMail(app.db)).toBe(0);
  });

  it('loses its link at the next sweep if it was sent with it kept, as before this version', async () => {
    const earlier = await registerStudent(app);
    await askForLink(app, earlier.input.email);
    await app.db.execute(sql`update email_outbox set status = 'sent', sent_at = now()
      where to_address = ${earlier.input.email}`);

    expect(await forgetLapsedResetMail(app.db)).toBe(1);
    const [sent] = await bodiesTo(app, earlier.input.email);
    expect(sent).toMatchObject({ status: 'sent', text_body: RESET_MAIL_KEPT_TEXT });
  });
});
