import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { bearer, submitComplaint } from '../../test/factories';
import { linesOf, storedLines } from '../../test/notification-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arrangeWorld, type World } from '../../test/world';
import { createNotifyEach } from '../../core/notify/notify-each';
import { announceOverdue } from './overdue-watch';

let app: TestApp;
let w: World;
const notifyEach = createNotifyEach(null);
beforeAll(async () => {
  app = await createTestApp();
  w = await arrangeWorld(app);
  // What the world submitted is not part of these tests.
  await app.db.execute(sql`update complaints set overdue_notified_at = now()`);
});
afterAll(() => app.close());

/** Submits a complaint of A's whose due time passed `minutes` ago. */
async function lateComplaint(subject: string, minutes = 5) {
  const complaint = await submitComplaint(app, w.a.token, { subject });
  await app.db.execute(sql`
    update complaints set due_at = now() - make_interval(mins => ${minutes})
    where id = ${complaint._id}`);
  return complaint._id;
}

const titled = <Line extends { title: string }>(lines: Line[], subject: string) =>
  lines.filter((line) => line.title === `Complaint overdue: ${subject}`);

describe('the overdue watch (docs/product-rules.md#notifications)', () => {
  it('tells the office, the wardens of the hostel and the assignee, once, of each late complaint', async () => {
    const subject = `Late geyser ${w.a.studentId}`;
    const id = await lateComplaint(subject);
    const waiting = await submitComplaint(app, w.a.token, {
      subject: `Not yet due ${w.a.studentId}`,
    });
    const resolved = await lateComplaint(`Resolved late ${w.a.studentId}`);
    await app.inject({
      method: 'PUT',
      url: `/api/complaints/${resolved}`,
      payload: { status: 'Resolved', resolution: 'Fixed' },
      headers: bearer(w.admin.token),
    });

    expect(await announceOverdue(app.db, notifyEach)).toBe(1);
    expect(await announceOverdue(app.db, notifyEach)).toBe(0);

    const [toAdmin] = titled(await linesOf(app, w.admin.token, 'complaint.overdue'), subject);
    expect(toAdmin).toMatchObject({
      body: `From ${w.a.name} (${w.a.studentId}), High priority: past its service target and not yet resolved.`,
      link: '/admin/complaints?overdue=true',
    });
    const [toWarden] = titled(await linesOf(app, w.wardenX.token, 'complaint.overdue'), subject);
    expect(toWarden?.link).toBe('/warden/complaints?overdue=true');
    expect(await linesOf(app, w.wardenY.token, 'complaint.overdue')).toEqual([]);
    expect(await linesOf(app, w.a.token, 'complaint.overdue')).toEqual([]);
    expect((await storedLines(app, 'complaint.overdue')).map((line) => line.title)).not.toContain(
      `Complaint overdue: Resolved late ${w.a.studentId}`,
    );
    const marked = await selectRows<{ id: string }>(
      app.db,
      sql`select id from complaints where overdue_notified_at is not null and id in (${id}, ${waiting._id})`,
    );
    expect(marked.map((row) => row.id)).toEqual([id]);
  });

  it('tells an assignee who no longer runs the hostel as well', async () => {
    const subject = `Late and assigned ${w.a.studentId}`;
    const id = await lateComplaint(subject);
    await app.db.execute(
      sql`update complaints set assigned_warden_id = ${w.wardenY.id} where id = ${id}`,
    );
    await announceOverdue(app.db, notifyEach);
    expect(titled(await linesOf(app, w.wardenY.token, 'complaint.overdue'), subject)).toHaveLength(
      1,
    );
    expect(titled(await linesOf(app, w.wardenX.token, 'complaint.overdue'), subject)).toHaveLength(
      1,
    );
  });

  it('announces each complaint once when several servers watch at once', async () => {
    const subjects = Array.from({ length: 12 }, (_, n) => `Race ${n} ${w.a.studentId}`);
    for (const [n, subject] of subjects.entries()) await lateComplaint(subject, 60 - n);
    const before = (await storedLines(app, 'complaint.overdue')).length;

    // Two watches, each taking batches of 5 until none is left, side by side.
    const watch = async () => {
      let announced = 0;
      for (;;) {
        const batch = await announceOverdue(app.db, notifyEach, 5);
        announced += batch;
        if (batch === 0) return announced;
      }
    };
    const [first, second] = await Promise.all([watch(), watch()]);
    expect(first + second).toBe(subjects.length);

    const lines = (await storedLines(app, 'complaint.overdue')).slice(before);
    // One line per complaint for each of the administrator and warden X.
    expect(lines).toHaveLength(subjects.length * 2);
    const perRecipient = new Map<string, number>();
    for (const line of lines) {
      const key = `${line.recipient_id} ${line.title}`;
      perRecipient.set(key, (perRecipient.get(key) ?? 0) + 1);
    }
    expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs with the app when its interval is set, and not otherwise', async () => {
    const watched = await createTestApp({ config: { backgroundJobs: true, overdueWatchMs: 50 } });
    try {
      const world = await arrangeWorld(watched);
      const complaint = await submitComplaint(watched, world.a.token, { subject: 'Watched' });
      await watched.db.execute(
        sql`update complaints set due_at = now() - interval '1 minute' where id = ${complaint._id}`,
      );
      // In one process the watch runs every 50 ms. Over PostgreSQL it runs on pg-boss: once as
      // the app starts, which on a busy machine may come before the complaint is late, then on
      // each minute's tick, so the wait allows for a tick.
      await expect
        .poll(
          async () =>
            titled(await linesOf(watched, world.admin.token, 'complaint.overdue'), 'Watched'),
          { timeout: 75_000, interval: 250 },
        )
        .toHaveLength(1);
    } finally {
      await watched.close();
    }
    // This file's own app runs none: the complaint above was left for the tests to announce.
    const lateHere = await lateComplaint(`Left alone ${w.a.studentId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = await selectRows<{ announced: boolean }>(
      app.db,
      sql`select overdue_notified_at is not null as announced from complaints where id = ${lateHere}`,
    );
    expect(row?.announced).toBe(false);
  }, 90_000);
});
