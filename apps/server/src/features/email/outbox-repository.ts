import type { EmailStatus } from '@hms/shared/email-outbox';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { emailOutbox } from '../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';

const columns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  // One of the three the email_outbox_status_check constraint allows.
  status: sql<EmailStatus>`${emailOutbox.status}`,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  sentAt: emailOutbox.sentAt,
  createdAt: emailOutbox.createdAt,
};

/**
 * Queues a message that is no bell line (a password-reset link, a guardian's message), in the
 * caller's transaction, so it exists exactly when what it tells of does.
 */
export async function queueEmail(
  tx: Executor,
  mail: { to: string; subject: string; text: string; aboutStudent?: string },
): Promise<void> {
  await tx.insert(emailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    aboutStudentId: mail.aboutStudent ?? null,
  });
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
  const where = status ? eq(emailOutbox.status, status) : undefined;
  const order = status
    ? [desc(emailOutbox.createdAt), desc(emailOutbox.id)]
    : [desc(emailOutbox.id)];
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(emailOutbox)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.select(countColumn).from(emailOutbox).where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}

export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>['rows'][number];

/** Messages still to be sent: due now, or waiting out a back-off after a failed attempt. */
export async function countWaiting(db: Executor): Promise<number> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row?.waiting ?? 0;
}

/** The message, locked until the caller's transaction ends. */
export async function lockMessage(tx: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .for('update');
  return row;
}

/** A failed message goes back to the queue with its attempts counted afresh. */
export async function requeue(tx: Executor, id: number): Promise<OutboxRow> {
  const [row] = await tx
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.id, id))
    .returning(columns);
  if (!row) throw new Error('the message was not requeued');
  return row;
}
