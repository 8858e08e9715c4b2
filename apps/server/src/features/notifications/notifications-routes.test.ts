import { notificationMessages as m } from '@hms/shared/notifications';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import { bearer, registerAdmin, registerStudent } from '../../test/factories';
import { genericPlanNodes } from '../../test/generic-plan';
import { addLine, bellOf } from '../../test/notification-factories';

const w = appForFile(async (app) => ({ admin: await registerAdmin(app) }));

const student = () => registerStudent(w.app, { gender: 'Female' });
const asStudent = (s: Awaited<ReturnType<typeof student>>) => ({ role: 'student', id: s.user._id });

async function post(token: string, url: string) {
  const response = await w.app.inject({ method: 'POST', url, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function unread(token: string) {
  const response = await w.app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ success: true; unread: number }>().unread;
}

describe('the bell', () => {
  it('lists an account its own lines, newest first, with the unread count beside them', async () => {
    const a = await student();
    const b = await student();
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 5, 10, n));
    await addLine(w.app, asStudent(a), { title: 'Oldest', createdAt: minute(1), read: true });
    await addLine(w.app, asStudent(a), { title: 'Middle', createdAt: minute(2) });
    await addLine(w.app, asStudent(a), { title: 'Newest', createdAt: minute(3) });
    await addLine(w.app, asStudent(b), { title: 'Not for A', createdAt: minute(4) });

    const bell = await bellOf(w.app, a.token);
    expect(bell.data.map((line) => [line.title, line.read])).toEqual([
      ['Newest', false],
      ['Middle', false],
      ['Oldest', true],
    ]);
    expect(bell.unread).toBe(2);
    expect(bell.pagination).toEqual({ page: 1, limit: 100, total: 3 });
    expect(bell.data[0]).toMatchObject({
      kind: 'complaint.status',
      body: '',
      link: '/student/complaints',
      createdAt: minute(3).toISOString(),
    });
    expect(await unread(a.token)).toBe(2);

    const onlyUnread = await bellOf(w.app, a.token, 'unreadOnly=true&limit=1&page=2');
    expect(onlyUnread.data.map((line) => line.title)).toEqual(['Middle']);
    expect(onlyUnread.pagination).toEqual({ page: 2, limit: 1, total: 2 });
  });

  it('marks one line read, only the reader’s own, and again without changing it', async () => {
    const a = await student();
    const b = await student();
    const line = await addLine(w.app, asStudent(a));

    const byB = await post(b.token, `/api/notifications/${line}/read`);
    expect(byB).toEqual({ status: 404, body: { success: false, message: m.notFound } });
    const byAdmin = await post(w.admin.token, `/api/notifications/${line}/read`);
    expect(byAdmin.status).toBe(404);
    expect(await unread(a.token)).toBe(1);

    const byA = await post(a.token, `/api/notifications/${line}/read`);
    expect(byA.status).toBe(200);
    expect(byA.body.data).toMatchObject({ _id: line, read: true });
    expect(await unread(a.token)).toBe(0);
    const readAt = () =>
      selectRows<{ read_at: string }>(
        w.app.db,
        sql`select read_at::text from notifications where id = ${line}::bigint`,
      );
    const [first] = await readAt();
    const again = await post(a.token, `/api/notifications/${line}/read`);
    expect(again.status).toBe(200);
    const [second] = await readAt();
    expect(second?.read_at).toBe(first?.read_at);
  });

  it('says which notification does not exist, and refuses an id that is no number', async () => {
    const a = await student();
    expect(await post(a.token, '/api/notifications/999999999999/read')).toEqual({
      status: 404,
      body: { success: false, message: m.notFound },
    });
    const bad = await post(a.token, '/api/notifications/abc/read');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('This notification does not exist');
  });

  it('marks all of the reader’s lines read, and nobody else’s, however often at once', async () => {
    const a = await student();
    const b = await student();
    for (let n = 0; n < 3; n += 1) await addLine(w.app, asStudent(a));
    await addLine(w.app, asStudent(b));
    await addLine(w.app, { role: 'admin', id: w.admin.user._id });

    const answers = await Promise.all(
      [1, 2, 3].map(() => post(a.token, '/api/notifications/read-all')),
    );
    for (const answer of answers)
      expect(answer).toEqual({ status: 200, body: { success: true, unread: 0 } });
    expect(await unread(a.token)).toBe(0);
    expect((await bellOf(w.app, a.token)).data.every((line) => line.read)).toBe(true);
    expect(await unread(b.token)).toBe(1);
    expect(await unread(w.admin.token)).toBeGreaterThanOrEqual(1);
  });

  it('refuses a query it cannot read with a sentence', async () => {
    const a = await student();
    const response = await w.app.inject({
      method: 'GET',
      url: '/api/notifications?unreadOnly=maybe',
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Choose true or false' });
  });

  it('counts a list past a thousand lines no further, and says so', async () => {
    const a = await student();
    await w.app.db.execute(sql`
      insert into notifications (recipient_role, recipient_id, kind, title)
      select 'student', ${a.user._id}, 'fee.charged', 'Line ' || n from generate_series(1, 1001) n`);
    const bell = await bellOf(w.app, a.token, 'limit=10');
    expect(bell.pagination).toEqual({ page: 1, limit: 10, total: 1000, totalCapped: true });
    expect(bell.unread).toBe(1001);
  });
});

describe('the unread count (docs/product-rules.md#notifications)', () => {
  it('is read from the unread lines’ partial index alone', async () => {
    await w.app.db.execute(sql`vacuum analyze notifications`);
    const nodes = await genericPlanNodes(
      w.app.db,
      'select count(*)::int as unread from notifications where recipient_id = $1 and read_at is null',
      'uuid',
      `'${w.admin.user._id}'`,
    );
    const scan = nodes.find((node) => node['Index Name']);
    expect(scan).toMatchObject({
      'Node Type': 'Index Only Scan',
      'Index Name': 'notifications_unread_idx',
    });
  });
});
