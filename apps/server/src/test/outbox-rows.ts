import { sql } from 'drizzle-orm';
import type { Executor } from '../core/db/database';
import { selectRows } from '../core/db/raw-rows';

export type OutboxState = {
  id: number;
  to_address: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
};

/** Every row of the outbox, in the order queued. */
export function outboxRows(db: Executor): Promise<OutboxState[]> {
  return selectRows<OutboxState>(
    db,
    sql`select id::float8 as id, to_address, subject, status, attempts, last_error
      from email_outbox order by id`,
  );
}

/** Queues `count` messages to `to` straight into the outbox, as a change's transaction would. */
export async function queueMessages(db: Executor, count: number, to: string): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into email_outbox (to_address, subject, text_body)
      select ${to}, 'Message ' || n, 'Body of message ' || n from generate_series(1, ${count}) n
      returning id::float8 as id`,
  );
  return rows.map((row) => row.id);
}

/** A message given up on after eight attempts, as the sender leaves one. */
export async function failedMessage(db: Executor, to: string): Promise<number> {
  const [id = 0] = await queueMessages(db, 1, to);
  await db.execute(sql`update email_outbox
    set status = 'failed', attempts = 8, last_error = '550 Mailbox unavailable' where id = ${id}`);
  return id;
}
