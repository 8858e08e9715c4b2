import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../core/db/raw-rows';
import { bearer, submitComplaint } from '../../../test/factories';
import { linesOf, storedLines } from '../../../test/notification-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { arrangeWorld, type World } from '../../../test/world';

let app: TestApp;
let w: World;
beforeAll(async () => {
  app = await createTestApp();
  w = await arrangeWorld(app);
});
afterAll(() => app.close());

const titled = <Line extends { title: string }>(lines: Line[], text: string) =>
  lines.filter((line) => line.title.includes(text));

async function call(token: string, method: 'PUT' | 'POST', url: string, payload: object) {
  const response = await app.inject({ method, url, payload, headers: bearer(token) });
  return { status: response.statusCode, body: response.json<{ message?: string }>() };
}
async function statusOf(id: string) {
  const [row] = await selectRows<{ status: string }>(
    app.db,
    sql`select status from complaints where id = ${id}`,
  );
  return row?.status;
}
const setStatus = (token: string, id: string, body: object) =>
  call(token, 'PUT', `/api/complaints/${id}`, body);
const comment = (token: string, id: string, message: string) =>
  call(token, 'POST', `/api/complaints/${id}/comments`, { message });

describe('a new complaint (docs/product-rules.md#notifications)', () => {
  it('tells the administrators and the wardens of its author’s hostel, each in their own area', async () => {
    const subject = `Geyser cold in block ${w.a.studentId}`;
    await submitComplaint(app, w.a.token, { subject, priority: 'Critical' });

    const [toAdmin] = titled(await linesOf(app, w.admin.token, 'complaint.created'), subject);
    expect(toAdmin).toMatchObject({
      title: `New complaint from ${w.a.name} (${w.a.studentId}): ${subject}`,
      body: 'Electricity, Critical priority.',
      link: '/admin/complaints?status=Open',
      read: false,
    });
    const [toWarden] = titled(await linesOf(app, w.wardenX.token, 'complaint.created'), subject);
    expect(toWarden?.link).toBe('/warden/complaints?status=Open');
    expect(titled(await linesOf(app, w.wardenY.token, 'complaint.created'), subject)).toEqual([]);
    expect(titled(await linesOf(app, w.a.token, 'complaint.created'), subject)).toEqual([]);
  });

  it('from a student without a room tells the administrators alone', async () => {
    const subject = `Locker jammed ${w.b.studentId}`;
    await submitComplaint(app, w.b.token, { subject });
    expect(titled(await linesOf(app, w.admin.token, 'complaint.created'), subject)).toHaveLength(1);
    expect(titled(await linesOf(app, w.wardenX.token, 'complaint.created'), subject)).toEqual([]);
    expect(titled(await linesOf(app, w.wardenY.token, 'complaint.created'), subject)).toEqual([]);
  });
});

describe('a complaint moving on', () => {
  it('tells its student of each status, with the resolution, and not the one who moved it', async () => {
    const subject = `Window latch ${w.a.studentId} moves`;
    const complaint = await submitComplaint(app, w.a.token, { subject });
    expect(
      (await setStatus(w.wardenX.token, complaint._id, { status: 'In Progress' })).status,
    ).toBe(200);
    expect(
      (
        await setStatus(w.admin.token, complaint._id, {
          status: 'Resolved',
          resolution: 'New latch fitted',
        })
      ).status,
    ).toBe(200);

    const lines = titled(await linesOf(app, w.a.token, 'complaint.status'), subject);
    expect(lines.map((line) => [line.title, line.body, line.link])).toEqual([
      [`Your complaint "${subject}" is now Resolved`, 'New latch fitted', '/student/complaints'],
      [`Your complaint "${subject}" is now In Progress`, '', '/student/complaints'],
    ]);
    expect(titled(await linesOf(app, w.wardenX.token, 'complaint.status'), subject)).toEqual([]);
    expect(titled(await linesOf(app, w.admin.token, 'complaint.status'), subject)).toEqual([]);
  });

  it('tells its student of a comment by someone else, never of their own', async () => {
    const subject = `Mess timings ${w.a.studentId}`;
    const complaint = await submitComplaint(app, w.a.token, { subject });
    await comment(w.a.token, complaint._id, 'Still waiting for an answer.');
    await comment(w.wardenX.token, complaint._id, 'We will fix it tomorrow morning.');

    const lines = titled(await linesOf(app, w.a.token, 'complaint.comment'), subject);
    expect(lines).toEqual([
      expect.objectContaining({
        title: `${w.wardenX.name} commented on your complaint "${subject}"`,
        body: 'We will fix it tomorrow morning.',
        link: '/student/complaints',
      }),
    ]);
    expect(titled(await linesOf(app, w.wardenX.token, 'complaint.comment'), subject)).toEqual([]);
  });

  it('writes nothing when the change is refused', async () => {
    const subject = `Refused move ${w.a.studentId}`;
    const complaint = await submitComplaint(app, w.a.token, { subject });
    expect(
      (await setStatus(w.wardenY.token, complaint._id, { status: 'In Progress' })).status,
    ).toBe(403);
    expect((await setStatus(w.admin.token, complaint._id, { status: 'Closed' })).status).toBe(409);
    expect(titled(await linesOf(app, w.a.token, 'complaint.status'), subject)).toEqual([]);
  });
});

describe('a notification and its change are one transaction', () => {
  it('leaves no line when the change fails after writing it', async () => {
    const subject = `Rolled back ${w.a.studentId}`;
    const complaint = await submitComplaint(app, w.a.token, { subject });
    const before = (await storedLines(app)).length;
    // The audit entry is written after the line: failing it fails the whole change.
    await app.db.execute(sql`
      create function refuse_status_entry() returns trigger language plpgsql as $$
      begin raise exception 'audit trail unavailable'; end $$`);
    await app.db.execute(sql`
      create trigger refuse_status_entry before insert on audit_entries for each row
      when (new.action in ('complaint.status', 'complaint.comment'))
      execute function refuse_status_entry()`);
    try {
      expect(
        (await setStatus(w.admin.token, complaint._id, { status: 'In Progress' })).status,
      ).toBe(500);
      expect((await comment(w.admin.token, complaint._id, 'Looking into it.')).status).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger refuse_status_entry on audit_entries`);
      await app.db.execute(sql`drop function refuse_status_entry()`);
    }
    expect((await storedLines(app)).length).toBe(before);
    expect(await statusOf(complaint._id)).toBe('Open');
  });

  it('makes no change whose line cannot be written', async () => {
    const subject = `No line no change ${w.a.studentId}`;
    const complaint = await submitComplaint(app, w.a.token, { subject });
    await app.db.execute(sql`
      create function refuse_line() returns trigger language plpgsql as $$
      begin raise exception 'bell unavailable'; end $$`);
    await app.db.execute(sql`
      create trigger refuse_line before insert on notifications for each row
      execute function refuse_line()`);
    try {
      expect(
        (await setStatus(w.admin.token, complaint._id, { status: 'In Progress' })).status,
      ).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger refuse_line on notifications`);
      await app.db.execute(sql`drop function refuse_line()`);
    }
    expect(await statusOf(complaint._id)).toBe('Open');
  });
});
