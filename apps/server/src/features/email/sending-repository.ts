import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { emailOutbox } from '../../core/db/schema';
import type { OutgoingMail } from './mail-transport';

/** A message taken to send, with the attempts made before this one. */
export type DueMail = OutgoingMail & { attempts: number };

/** The longest wait between two attempts, however many have failed. */
const RETRY_CAP_MS = 60 * 60_000;
/** The least time an attempt is given, however short the waits between attempts are set. */
const MIN_SEND_MS = 10_000;

/**
 * How long a message waits after its `made`-th failed attempt: the base, doubled with each further
 * failure, at most an hour (docs/decisions/048).
 */
export function retryDelayMs(made: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(made - 1, 0), RETRY_CAP_MS);
}

/**
 * How long the `made`-th attempt may take: as long as the wait its failure would cause, and at
 * least ten seconds. A message the embedded database has claimed is not due again before then.
 */
export function sendBudgetMs(made: number, baseMs: number): number {
  return Math.max(retryDelayMs(made, baseMs), MIN_SEND_MS);
}

const isDue = sql`${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} <= now()`;
const dueOrder = sql`order by next_attempt_at, id limit 1 for update skip locked`;

/**
 * The next message due, locked until the caller's transaction ends; one another transaction holds
 * is passed over, so two senders never take the same message (PostgreSQL).
 */
export async function lockNextDue(tx: Executor): Promise<DueMail | undefined> {
  const [row] = await tx
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      attempts: emailOutbox.attempts,
    })
    .from(emailOutbox)
    .where(isDue)
    .orderBy(emailOutbox.nextAttemptAt, emailOutbox.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Takes the next message due in one statement of its own (hand-written: a claim of the row a
 * subquery skips to, with its back-off worked out in the update), counting the attempt and putting the
 * next one off for the attempt's budget (sendBudgetMs): no other sender takes the message
 * meanwhile, and should the process stop before the outcome is written, the message is tried
 * again after that (the embedded database, docs/decisions/048).
 */
export async function claimNextDue(db: Executor, baseMs: number): Promise<DueMail | undefined> {
  const [row] = await selectRows<DueMail>(
    db,
    sql`update email_outbox o set attempts = o.attempts + 1,
        next_attempt_at = now() + greatest(
            least(${baseMs}::float8 * power(2, o.attempts), ${RETRY_CAP_MS}::float8),
            ${MIN_SEND_MS}::float8
          ) * interval '1 millisecond'
      from (select id from email_outbox
        where status = 'pending' and next_attempt_at <= now() ${dueOrder}) d
      where o.id = d.id
      returning o.id::float8 as id, o.to_address as "to", o.subject, o.text_body as text,
        o.attempts - 1 as attempts`,
  );
  return row;
}

/**
 * When the next message waiting falls due, if one waits; a second from now at the soonest, for a
 * message still due now is one another server is sending.
 */
export async function nextDueAt(db: Executor): Promise<Date | undefined> {
  const [row] = await db
    .select({
      at: sql<Date | string | null>`case when min(${emailOutbox.nextAttemptAt}) is not null
        then greatest(min(${emailOutbox.nextAttemptAt}), now() + interval '1 second') end`,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * Writes how the `made`-th attempt went (`failure` null: the mail server took it). A failed
 * message waits for its next attempt, or, after the last, is marked failed for an administrator
 * to see. With `keptText`, a message sent or given up keeps that as its body instead of the one it
 * was sent with (a link that opens an account, docs/product-rules.md#password-reset).
 */
export async function markOutcome(
  db: Executor,
  id: number,
  outcome: {
    made: number;
    failure: string | null;
    maxAttempts: number;
    baseMs: number;
    keptText: string | undefined;
  },
): Promise<void> {
  const { made, failure, keptText } = outcome;
  const done = failure === null || made >= outcome.maxAttempts;
  const delayMs = retryDelayMs(made, outcome.baseMs);
  await db
    .update(emailOutbox)
    .set({
      attempts: made,
      ...(failure === null
        ? { status: 'sent', sentAt: sql`now()` }
        : {
            lastError: failure,
            status: done ? 'failed' : 'pending',
            nextAttemptAt: sql`now() + ${delayMs}::float8 * interval '1 millisecond'`,
          }),
      ...(done && keptText !== undefined ? { textBody: keptText } : {}),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/**
 * Replaces the body of every message still waiting, queued with `subject` as no bell line more
 * than `minutes` ago, by `text`: what it held has lapsed (a reset link past its 30 minutes).
 * Answers how many. Read along the outbox's status index.
 */
export async function replaceLapsedBodies(
  db: Executor,
  lapsed: { subject: string; minutes: number; text: string },
): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ textBody: lapsed.text })
    .where(
      and(
        isNull(emailOutbox.notificationId),
        eq(emailOutbox.subject, lapsed.subject),
        ne(emailOutbox.textBody, lapsed.text),
        sql`(${emailOutbox.status} in ('sent', 'failed')
          or ${emailOutbox.createdAt} < now() - ${lapsed.minutes}::int * interval '1 minute')`,
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}
