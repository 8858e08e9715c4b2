import type { EmailStatus } from '@hms/shared/email-outbox';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import type { PageWindow } from '../../core/paging/page';
import { selectRows } from '../../core/db/raw-rows';

export type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
  created_at: Date | string;
};

const columns = sql`id::float8 as id, to_address, subject, status, attempts, last_error,
  next_attempt_at, sent_at, created_at`;

/**
 * Queues a message that is no bell line (a password-reset link), in the caller's transaction, so
 * it exists exactly when what it tells of does.
 */
export async function queueEmail(
  tx: Executor,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  await tx.execute(sql`insert into email_outbox (to_address, subject, text_body)
    values (${mail.to}, ${mail.subject}, ${mail.text})`);
}

/**
 * A page of messages, newest first: of one status along its index, or of all in the order they
 * were queued.
 */
export async function listOutbox(
  db: Executor,
  status: EmailStatus | undefined,
  window: PageWindow,
) {
  const where = status ? sql`status = ${status}` : sql`true`;
  const order = status ? sql`created_at desc, id desc` : sql`id desc`;
  const [rows, counted] = await Promise.all([
    selectRows<OutboxRow>(
      db,
      sql`select ${columns} from email_outbox where ${where} order by ${order}
        limit ${window.limit} offset ${window.offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from email_outbox where ${where}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Messages still to be sent: due now, or waiting out a back-off after a failed attempt. */
export async function countWaiting(db: Executor): Promise<number> {
  const [row] = await selectRows<{ waiting: number }>(
    db,
    sql`select count(*)::int as waiting from email_outbox where status = 'pending'`,
  );
  return row?.waiting ?? 0;
}

/** The message, locked until the caller's transaction ends. */
export async function lockMessage(tx: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await selectRows<OutboxRow>(
    tx,
    sql`select ${columns} from email_outbox where id = ${id} for update`,
  );
  return row;
}

/** A failed message goes back to the queue with its attempts counted afresh. */
export async function requeue(tx: Executor, id: number): Promise<OutboxRow> {
  const [row] = await selectRows<OutboxRow>(
    tx,
    sql`update email_outbox set status = 'pending', attempts = 0, next_attempt_at = now()
      where id = ${id} returning ${columns}`,
  );
  if (!row) throw new Error('the message was not requeued');
  return row;
}
