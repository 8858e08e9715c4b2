import { emailOutboxMessages } from '@hms/shared/email-outbox';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import { bearer, registerAdmin } from '../../test/factories';
import { failedMessage, outboxRows, queueMessages } from '../../test/outbox-rows';
import { emailEntityId } from './email-outbox-service';

// No SMTP here: the rows stay as the tests put them, with no sender to move them.
const w = appForFile(async (app) => ({ admin: await registerAdmin(app) }));

const failed = (to: string) => failedMessage(w.app.db, to);

const get = (url: string) => w.app.inject({ method: 'GET', url, headers: bearer(w.admin.token) });
const retry = (id: number | string) =>
  w.app.inject({
    method: 'POST',
    url: `/api/admin/email-outbox/${id}/retry`,
    headers: bearer(w.admin.token),
  });

describe('GET /api/admin/email-outbox', () => {
  it('lists messages newest first, of one status or all, a page at a time', async () => {
    const first = await failed('first.failed@college.test');
    const [waiting = 0] = await queueMessages(w.app.db, 1, 'waiting@college.test');
    const later = await failed('second.failed@college.test');

    const failedPage = (await get('/api/admin/email-outbox?status=failed&limit=1')).json();
    expect(failedPage.data.map((m: { _id: string }) => m._id)).toEqual([String(later)]);
    expect(failedPage.pagination).toMatchObject({ page: 1, limit: 1, total: 2 });
    const second = (await get('/api/admin/email-outbox?status=failed&limit=1&page=2')).json();
    expect(second.data[0]).toMatchObject({
      _id: String(first),
      to: 'first.failed@college.test',
      status: 'failed',
      attempts: 8,
      lastError: '550 Mailbox unavailable',
      nextAttemptAt: null,
      sentAt: null,
    });

    const all = (await get('/api/admin/email-outbox')).json();
    expect(all.data.map((m: { _id: string }) => m._id).slice(0, 3)).toEqual(
      [later, waiting, first].map(String),
    );
    const pending = all.data.find((m: { _id: string }) => m._id === String(waiting));
    expect(pending.status).toBe('pending');
    expect(typeof pending.nextAttemptAt).toBe('string');
  });

  it('refuses a status that is not one', async () => {
    const response = await get('/api/admin/email-outbox?status=lost');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a status from the list');
  });
});

describe('POST /api/admin/email-outbox/:id/retry', () => {
  it('puts a failed message back in the queue, counted afresh, with its audit entry', async () => {
    const id = await failed('again@college.test');
    const response = await retry(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ _id: String(id), status: 'pending', attempts: 0 });
    const row = (await outboxRows(w.app.db)).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });

    const [entry] = await selectRows<{ action: string; actor_id: string; before: object }>(
      w.app.db,
      sql`select action, actor_id, before from audit_entries
        where entity_type = 'email' and entity_id = ${emailEntityId(id)}`,
    );
    expect(entry).toMatchObject({
      action: 'email.retry',
      actor_id: w.admin.user._id,
      before: { status: 'failed', attempts: 8 },
    });
  });

  it('sends again only a failed message, once however many ask at once', async () => {
    const id = await failed('twice@college.test');
    const answers = await Promise.all([retry(id), retry(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe(emailOutboxMessages.notFailed('pending'));
  });

  it('says when the message does not exist, or the address names none', async () => {
    const missing = await retry(999_999_999);
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      emailOutboxMessages.notFound,
    ]);
    const malformed = await retry('abc');
    expect([malformed.statusCode, malformed.json().message]).toEqual([
      400,
      'The id in the address is not valid.',
    ]);
  });
});
