import type { Notification, NotificationList } from '@hms/shared/notifications';
import { sql } from 'drizzle-orm';
import { selectRows } from '../core/db/raw-rows';
import { bearer } from './factories';
import type { TestApp } from './test-app';

/** The bell as an account reads it through the API: its newest lines and the unread count. */
export async function bellOf(app: TestApp, token: string, query = 'limit=100') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/notifications?${query}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/notifications answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<NotificationList>();
}

/** The lines of one kind an account has, newest first: what a test of an event looks for. */
export async function linesOf(
  app: TestApp,
  token: string,
  kind: Notification['kind'],
): Promise<Notification[]> {
  return (await bellOf(app, token)).data.filter((line) => line.kind === kind);
}

export type StoredLine = {
  id: string;
  recipient_role: string;
  recipient_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
};

/** Every notification in the database, oldest first, read directly. */
export function storedLines(app: TestApp, kind?: string): Promise<StoredLine[]> {
  return selectRows<StoredLine>(
    app.db,
    sql`select id::text as id, recipient_role, recipient_id, kind, title, body, link
      from notifications ${kind ? sql`where kind = ${kind}` : sql``} order by id`,
  );
}

/** Writes a line straight into an account's bell, as a change would. */
export async function addLine(
  app: TestApp,
  to: { role: string; id: string },
  line: { title?: string; read?: boolean; createdAt?: Date } = {},
): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    app.db,
    sql`insert into notifications (recipient_role, recipient_id, kind, title, body, link, read_at,
        created_at)
      values (${to.role}, ${to.id}, 'complaint.status', ${line.title ?? 'Your complaint moved on'},
        '', '/student/complaints', ${line.read ? sql`now()` : sql`null`},
        ${(line.createdAt ?? new Date()).toISOString()}::timestamptz)
      returning id::text as id`,
  );
  if (!row) throw new Error('no line written');
  return row.id;
}
