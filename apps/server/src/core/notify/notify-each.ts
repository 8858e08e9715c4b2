import type { NotificationKind } from '@hms/shared/notifications';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { selectRows } from '../db/raw-rows';
import { mailTextOf, type MailSettings } from './mail-text';

/**
 * Many notifications written by one statement, for changes that tell thousands at once (a month's
 * charges) or many things at once (the overdue watch). The lines come from a query, in the
 * caller's transaction, with the columns `role`, `id`, `email`, `title`, `body` and `link` (a
 * path, already in the recipient's area); each becomes a notification of `kind`, and, when mail
 * is configured, an e-mail in `email_outbox` by the same statement.
 */
export type NotifyEach = {
  /** Writes one notification per row of `lines`; answers how many. */
  (tx: Executor, kind: NotificationKind, lines: SQL): Promise<number>;
  /**
   * The same writes as common table expressions reading a table expression named `lines`, for a
   * statement that makes the rows it tells of: `with ..., lines as (...), ${each.after(kind)}
   * select ...`. They run whether or not the statement's last query reads them.
   */
  after: (kind: NotificationKind) => SQL;
};

export function createNotifyEach(mail: MailSettings | null): NotifyEach {
  const after = (kind: NotificationKind): SQL => {
    const told = sql`told as (
        insert into notifications (recipient_role, recipient_id, kind, title, body, link)
        select l.role, l.id, ${kind}, l.title, l.body, l.link from lines l
        returning id, recipient_id, title, body, link
      )`;
    if (!mail) return told;
    return sql`${told},
      mailed as (
        insert into email_outbox (notification_id, to_address, subject, text_body)
        select t.id, l.email, t.title, ${mailTextOf(sql`t`, mail)}
        from told t join (select distinct on (id) id, email from lines) l on l.id = t.recipient_id
        returning id
      )`;
  };
  const each = async (tx: Executor, kind: NotificationKind, lines: SQL) => {
    const [row] = await selectRows<{ told: number }>(
      tx,
      sql`with lines as (${lines}), ${after(kind)} select count(*)::int as told from told`,
    );
    return row?.told ?? 0;
  };
  return Object.assign(each, { after });
}
