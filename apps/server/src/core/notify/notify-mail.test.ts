import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/raw-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arrangeWorld, type World } from '../../test/world';
import type { MailSettings } from './mail-text';
import { createNotifier } from './notify';
import { createNotifyEach } from './notify-each';

const mail: MailSettings = { appUrl: 'https://hostel.example.edu', collegeName: 'Test College' };

let app: TestApp;
let w: World;
beforeAll(async () => {
  app = await createTestApp();
  w = await arrangeWorld(app);
});
afterAll(() => app.close());

type Queued = { recipient_id: string; link: string | null; to_address: string; text_body: string };
function queuedFor(kind: string): Promise<Queued[]> {
  return selectRows<Queued>(
    app.db,
    sql`select n.recipient_id, n.link, o.to_address, o.text_body
      from notifications n join email_outbox o on o.notification_id = n.id
      where n.kind = ${kind} order by n.id`,
  );
}

describe('the e-mail a notification queues (docs/product-rules.md#notifications)', () => {
  it('leads each member of the staff to the page in their own area', async () => {
    const notify = createNotifier(mail);
    const draft = {
      kind: 'request.created' as const,
      title: 'Asha asked for a room',
      body: 'Closer to the library.',
      link: '/admin/requests',
    };
    await app.db.transaction((tx) => notify(tx, { staffOf: w.hostel }, draft));

    const queued = await queuedFor('request.created');
    const toAdmin = queued.find((row) => row.recipient_id === w.admin.id);
    expect(toAdmin).toMatchObject({
      to_address: w.admin.email,
      link: '/admin/requests',
      text_body: [
        'Asha asked for a room',
        '',
        'Closer to the library.',
        '',
        'Open it here: https://hostel.example.edu/admin/requests',
        '',
        'Test College',
      ].join('\n'),
    });
    const toWarden = queued.find((row) => row.recipient_id === w.wardenX.id);
    expect(toWarden).toMatchObject({
      to_address: w.wardenX.email,
      link: '/warden/requests',
      text_body: [
        'Asha asked for a room',
        '',
        'Closer to the library.',
        '',
        'Open it here: https://hostel.example.edu/warden/requests',
        '',
        'Test College',
      ].join('\n'),
    });
    expect(queued.some((row) => row.recipient_id === w.wardenY.id)).toBe(false);
  });

  it('is not written for a notice, which the bell alone tells of', async () => {
    const notify = createNotifier(mail);
    const draft = { kind: 'notice.posted' as const, title: 'Water off on Sunday' };
    await app.db.transaction((tx) => notify(tx, { studentsOf: [w.hostel] }, draft));

    const [told] = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from notifications
        where kind = 'notice.posted' and title = ${draft.title}`,
    );
    expect(told?.n).toBeGreaterThan(0);
    expect(await queuedFor('notice.posted')).toEqual([]);
  });

  it('written many at once, reads as one written alone', async () => {
    const notifyEach = createNotifyEach(mail);
    const told = await app.db.transaction((tx) =>
      notifyEach(
        tx,
        'fee.charged',
        sql`select 'student'::text as role, s.id, s.email, 'Fees for ' || s.name as title,
            case when s.id = ${w.a.id} then 'With a body' else '' end as body,
            case when s.id = ${w.a.id} then '/student/fees' end as link
          from students s where s.id in (${w.a.id}, ${w.b.id})`,
      ),
    );
    expect(told).toBe(2);
    const queued = await queuedFor('fee.charged');
    expect(queued.map((row) => [row.recipient_id, row.to_address, row.text_body]).sort()).toEqual(
      [
        [
          w.a.id,
          w.a.email,
          [
            `Fees for ${w.a.name}`,
            '',
            'With a body',
            '',
            'Open it here: https://hostel.example.edu/student/fees',
            '',
            'Test College',
          ].join('\n'),
        ],
        [w.b.id, w.b.email, [`Fees for ${w.b.name}`, '', 'Test College'].join('\n')],
      ].sort(),
    );
  });

  it('is not queued when mail is not configured', async () => {
    const before = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from email_outbox`,
    );
    await app.db.transaction(async (tx) => {
      await createNotifier(null)(tx, { student: w.a.id }, { kind: 'fee.paid', title: 'Paid' });
      await createNotifyEach(null)(
        tx,
        'fee.paid',
        sql`select 'student'::text as role, id, email, 'Paid' as title, '' as body, null as link
          from students where id = ${w.a.id}`,
      );
    });
    const after = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from email_outbox`,
    );
    expect(after).toEqual(before);
    const lines = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from notifications where kind = 'fee.paid' and title = 'Paid'`,
    );
    expect(lines[0]?.n).toBe(2);
  });
});
