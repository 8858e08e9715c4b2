import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import {
  bearer,
  buildHostelInput,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { outboxRows, queueMessages } from '../../test/outbox-rows';
import { mailConfigFor, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { messageIdFor } from './mail-transport';

const APP_URL = 'https://hostel.college.test';

/** Waits until nothing in the outbox is waiting: what a test queues is then all its own. */
async function settled(app: TestApp) {
  await expect
    .poll(async () => (await outboxRows(app.db)).filter((r) => r.status === 'pending').length, {
      timeout: 15_000,
    })
    .toBe(0);
}

async function rowOf(app: TestApp, id: number) {
  const row = (await outboxRows(app.db)).find((r) => r.id === id);
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

describe('the outbox sender, with e-mail configured', () => {
  let sink: SmtpSink;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({
      config: {
        mail: mailConfigFor(sink, { maxAttempts: 4 }),
        appUrl: APP_URL,
        backgroundJobs: true,
      },
    });
    admin = await registerAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it("sends a notification's e-mail to its recipient, with its subject and link", async () => {
    const student = await registerStudent(app);
    const complaint = await submitComplaint(app, student.token, { subject: 'Tap leaks in 12' });
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/complaints/${complaint._id}`,
      payload: { status: 'In Progress' },
      headers: bearer(admin.token),
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const mail = await sink.waitFor((m) => m.to.includes(student.input.email));
    expect(mail.subject).toBe('Your complaint "Tap leaks in 12" is now In Progress');
    expect(mail.text).toContain(`${APP_URL}/student/complaints`);
    expect(mail.from).toContain('office@college.test');
    expect(mail.messageId).toMatch(/^<outbox\.\d+@hostel\.college\.test>$/);
    await settled(app);
    const rows = await outboxRows(app.db);
    const row = rows.find((r) => r.to_address === student.input.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mail.messageId).toBe(messageIdFor(row?.id ?? 0, APP_URL));
  });

  it('tries again after refusals, with a wait between, and sends the message once', async () => {
    await settled(app);
    sink.refuseNext(2, 451);
    const attemptsBefore = sink.attempts();
    const [id = 0] = await queueMessages(app.db, 1, 'busy.server@college.test');
    const messageId = messageIdFor(id, APP_URL);

    await sink.waitFor((m) => m.messageId === messageId);
    await expect.poll(async () => (await rowOf(app, id)).status, { timeout: 5_000 }).toBe('sent');
    const row = await rowOf(app, id);
    expect(row.attempts).toBe(3);
    expect(row.last_error).toContain('451');
    expect(sink.attempts() - attemptsBefore).toBe(3);
    expect(sink.messages.filter((m) => m.messageId === messageId)).toHaveLength(1);
  });

  it('marks a message failed after the last attempt and shows it to administrators', async () => {
    await settled(app);
    sink.refuseNext(4, 550);
    const [id = 0] = await queueMessages(app.db, 1, 'nobody@college.test');

    await expect
      .poll(async () => (await rowOf(app, id)).status, { timeout: 15_000 })
      .toBe('failed');
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/email-outbox?status=failed',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const shown = list.json().data.find((m: { _id: string }) => m._id === String(id));
    expect(shown).toMatchObject({
      to: 'nobody@college.test',
      subject: 'Message 1',
      status: 'failed',
      attempts: 4,
      nextAttemptAt: null,
      sentAt: null,
    });
    expect(shown.lastError).toContain('550');
    expect(list.json().mailConfigured).toBe(true);
    // Given up on: however long one waits, the mail server is not asked again.
    const attempts = sink.attempts();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.attempts()).toBe(attempts);
  });

  it('queues nothing and answers nothing new for a change that tells no one', async () => {
    await settled(app);
    const before = (await outboxRows(app.db)).length;
    await app.inject({
      method: 'POST',
      url: '/api/hostels',
      payload: buildHostelInput(),
      headers: bearer(admin.token),
    });
    expect((await outboxRows(app.db)).length).toBe(before);
  });
});

describe('two servers on one database', () => {
  it('never send a message twice', async () => {
    const sink = await startSmtpSink();
    const database = await createTestDatabase();
    // The second app leaves the database to the first, which closes it.
    const borrowed: DatabaseHandle = { ...database, close: async () => {} };
    const config = testConfig({ mail: mailConfigFor(sink), appUrl: APP_URL, backgroundJobs: true });
    const one = await buildApp({ config, database });
    const two = await buildApp({ config, database: borrowed });
    try {
      const ids = await queueMessages(database.db, 30, 'everyone@college.test');
      await Promise.all([one.ready(), two.ready()]);
      await sink.waitForMessages(30);
      await expect
        .poll(async () => (await outboxRows(database.db)).every((r) => r.status === 'sent'), {
          timeout: 10_000,
        })
        .toBe(true);
      // Time for a second copy to arrive, were one on its way.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const sent = sink.messages.map((m) => m.messageId).sort();
      expect(sent).toEqual(ids.map((id) => messageIdFor(id, APP_URL)).sort());
    } finally {
      await two.close();
      await one.close();
      await sink.close();
    }
  });
});

describe('a server that stops while a message is being sent', () => {
  it('leaves it to send, and the next server sends it once', async () => {
    const sink = await startSmtpSink({ hold: true });
    const database = await createTestDatabase();
    const borrowed: DatabaseHandle = { ...database, close: async () => {} };
    const config = testConfig({ mail: mailConfigFor(sink), appUrl: APP_URL, backgroundJobs: true });
    const first = await buildApp({ config, database: borrowed });
    await first.ready();
    const [id = 0] = await queueMessages(database.db, 1, 'held@college.test');
    await sink.waitForHeld(1);
    const closing = Date.now();
    await first.close();
    // The send in progress is abandoned rather than waited for.
    expect(Date.now() - closing).toBeLessThan(5_000);
    await expect.poll(() => sink.connections()).toBe(0);
    // The mail server answers a client that is gone: that copy was never delivered.
    sink.release();
    expect(sink.messages).toHaveLength(0);
    const [row] = await selectRows<{ status: string }>(
      database.db,
      sql`select status from email_outbox where id = ${id}`,
    );
    expect(row?.status).toBe('pending');

    const second = await buildApp({ config, database });
    try {
      await second.ready();
      // The embedded database tries the claimed message again once its claim runs out (10 s).
      await sink.waitForMessages(1, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(sink.messages.map((m) => m.messageId)).toEqual([messageIdFor(id, APP_URL)]);
    } finally {
      await second.close();
      await sink.close();
    }
  });
});

describe('without SMTP configured', () => {
  it('keeps the bell line and queues no e-mail', async () => {
    const app = await createTestApp();
    try {
      const admin = await registerAdmin(app);
      const student = await registerStudent(app);
      const complaint = await submitComplaint(app, student.token);
      await app.inject({
        method: 'PUT',
        url: `/api/complaints/${complaint._id}`,
        payload: { status: 'In Progress' },
        headers: bearer(admin.token),
      });
      const [bell] = await selectRows<{ count: number }>(
        app.db,
        sql`select count(*)::int as count from notifications where recipient_id = ${student.user._id}`,
      );
      expect(bell?.count).toBeGreaterThan(0);
      expect(await outboxRows(app.db)).toEqual([]);
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/email-outbox',
        headers: bearer(admin.token),
      });
      expect(list.json()).toMatchObject({ data: [], mailConfigured: false });
    } finally {
      await app.close();
    }
  });
});
