import type { Role } from '@hms/shared/enums';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { notifications } from '../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';

/** The account whose bell is read: every statement here is limited to its own lines. */
export type Recipient = { role: Role; id: string };

/**
 * A list of every line counts this far and no further: an administrator hears of every new
 * complaint, and a count over years of them on every page would cost more than the page.
 */
const NOTIFICATION_COUNT_CAP = 1_000;

const columns = {
  id: sql<string>`${notifications.id}::text`,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  read: sql<boolean>`${notifications.readAt} is not null`,
  createdAt: notifications.createdAt,
};

const ofRecipient = (who: Recipient) =>
  and(eq(notifications.recipientId, who.id), eq(notifications.recipientRole, who.role));

/** A page of the account's lines, newest first, along notifications_recipient_idx. */
function notificationsPage(db: Executor, who: Recipient, unreadOnly: boolean, window: PageWindow) {
  return db
    .select(columns)
    .from(notifications)
    .where(and(ofRecipient(who), unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
}

export type NotificationRow = Awaited<ReturnType<typeof notificationsPage>>[number];

/**
 * A page of the account's lines with its unread count and how many lines the list has: the unread
 * ones, or, with every line listed, all of them up to NOTIFICATION_COUNT_CAP.
 */
export async function readNotificationsPage(
  db: Executor,
  who: Recipient,
  unreadOnly: boolean,
  window: PageWindow,
) {
  const { rows, count } = await pageAndCount(
    window,
    (window) => notificationsPage(db, who, unreadOnly, window),
    () => Promise.all([unreadCount(db, who), unreadOnly ? undefined : countUpToCap(db, who)]),
  );
  const [unread, all = unread] = count;
  const capped = all > NOTIFICATION_COUNT_CAP;
  return { rows, unread, total: { count: capped ? NOTIFICATION_COUNT_CAP : all, capped } };
}

/** How many lines the account has, up to NOTIFICATION_COUNT_CAP + 1. */
async function countUpToCap(db: Executor, who: Recipient): Promise<number> {
  const upToCap = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(ofRecipient(who))
    .limit(NOTIFICATION_COUNT_CAP + 1)
    .as('counted');
  const [row] = await db.select(countColumn).from(upToCap);
  return row?.total ?? 0;
}

/**
 * The bell's figure, polled by every signed-in page: counted from the partial index
 * notifications_unread_idx alone (an index-only scan), which holds the unread lines' recipient
 * ids and nothing else. The id names one account: accounts of all three roles take random UUIDs,
 * so no two share one; the role is checked by every statement that reads or changes a line.
 */
export async function unreadCount(db: Executor, who: Recipient): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, who.id), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the account's lines read (once: a line read earlier keeps its time). */
export async function markRead(
  db: Executor,
  who: Recipient,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(sql`${notifications.id} = ${id}::bigint`, ofRecipient(who)))
    .returning(columns);
  return row;
}

/** Marks every unread line of the account read. */
export async function markAllRead(db: Executor, who: Recipient): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ofRecipient(who), isNull(notifications.readAt)));
}
