import type { Role } from '@hms/shared/enums';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import type { PageWindow } from '../../core/paging/page';
import { selectRows } from '../../core/db/raw-rows';

/** The account whose bell is read: every statement here is limited to its own lines. */
export type Recipient = { role: Role; id: string };

export type NotificationRow = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  created_at: Date | string;
};

/**
 * A list of every line counts this far and no further: an administrator hears of every new
 * complaint, and a count over years of them on every page would cost more than the page.
 */
export const NOTIFICATION_COUNT_CAP = 1_000;

const columns = sql`id::text as id, kind, title, body, link, read_at is not null as read, created_at`;

/** A page of the account's lines, newest first, along notifications_recipient_idx. */
export function notificationsPage(
  db: Executor,
  who: Recipient,
  unreadOnly: boolean,
  window: PageWindow,
): Promise<NotificationRow[]> {
  const unread = unreadOnly ? sql`and read_at is null` : sql``;
  return selectRows<NotificationRow>(
    db,
    sql`select ${columns} from notifications
      where recipient_id = ${who.id} and recipient_role = ${who.role} ${unread}
      order by created_at desc, id desc
      limit ${window.limit} offset ${window.offset}`,
  );
}

/** How many lines the account has, up to NOTIFICATION_COUNT_CAP + 1. */
export async function countUpToCap(db: Executor, who: Recipient): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from notifications
      where recipient_id = ${who.id} and recipient_role = ${who.role}
      limit ${NOTIFICATION_COUNT_CAP + 1}) counted`,
  );
  return row?.total ?? 0;
}

/**
 * The bell's figure, polled by every signed-in page: counted from the partial index
 * notifications_unread_idx alone (an index-only scan), which holds the unread lines' recipient
 * ids and nothing else. The id names one account: accounts of all three roles take random UUIDs,
 * so no two share one; the role is checked by every statement that reads or changes a line.
 */
export async function unreadCount(db: Executor, who: Recipient): Promise<number> {
  const [row] = await selectRows<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from notifications
      where recipient_id = ${who.id} and read_at is null`,
  );
  return row?.unread ?? 0;
}

/** Marks one of the account's lines read (once: a line read earlier keeps its time). */
export async function markRead(
  db: Executor,
  who: Recipient,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await selectRows<NotificationRow>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now())
      where id = ${id}::bigint and recipient_id = ${who.id} and recipient_role = ${who.role}
      returning ${columns}`,
  );
  return row;
}

/** Marks every unread line of the account read; answers how many it marked. */
export async function markAllRead(db: Executor, who: Recipient): Promise<number> {
  const [row] = await selectRows<{ marked: number }>(
    db,
    sql`with marked as (update notifications set read_at = now()
        where recipient_id = ${who.id} and recipient_role = ${who.role} and read_at is null
        returning 1)
      select count(*)::int as marked from marked`,
  );
  return row?.marked ?? 0;
}
