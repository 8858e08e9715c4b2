import type { Database, DatabaseKind, Executor } from '../../core/db/database';
import type { BackgroundJob } from '../../core/jobs/background-job';
import type { MailTransport } from './mail-transport';
import {
  claimNextDue,
  lockNextDue,
  markOutcome,
  nextDueAt,
  sendBudgetMs,
  type DueMail,
} from './sending-repository';

/**
 * How often one process looks at the outbox when nothing wakes it (the embedded database); over
 * PostgreSQL each run names the time the next message falls due.
 */
const POLL_MS = 1_000;
/** A mail server's answer is kept to this length: enough to read, never a page's worth. */
const ERROR_MAX_LENGTH = 1_000;

type OutboxSenderOptions = {
  db: Database;
  /**
   * PostgreSQL holds a message's lock while it is sent; the embedded database, with one
   * connection, cannot hold a transaction open that long, so it claims the message first
   * (docs/decisions/048).
   */
  kind: DatabaseKind;
  transport: MailTransport;
  maxAttempts: number;
  retryBaseMs: number;
  /** A failed attempt: the mail server's refusal or a lost connection, a warning. */
  onAttemptFailed: (id: number, error: string) => void;
  /**
   * What a message keeps as its body once it is sent or given up, if not the body it was sent
   * with: a body that opens an account is not kept (docs/product-rules.md#password-reset).
   */
  keptText?: (mail: DueMail) => string | undefined;
};

/**
 * The outbox's background job (docs/product-rules.md#e-mail): each run sends the messages due,
 * one at a time, each in a short step of its own, until none is, and answers when the next one
 * falls due. Whichever servers run it at once, each message is taken by one (docs/decisions/048).
 */
export function outboxJob(options: OutboxSenderOptions): BackgroundJob & { close: () => void } {
  const { db, transport, maxAttempts, retryBaseMs } = options;

  /**
   * Tries the message taken, if one was, once, and writes the outcome with `exec` (the locking
   * transaction, or the database) unless the run is stopping; false when none was taken.
   */
  async function attempt(exec: Executor, mail: DueMail | undefined, stopping: AbortSignal) {
    if (!mail) return false;
    // Given up well within its budget, while the embedded database's claim still holds.
    const budgetMs = Math.round(sendBudgetMs(mail.attempts + 1, retryBaseMs) * 0.8);
    const timeout = AbortSignal.timeout(budgetMs);
    let failure: string | null = null;
    try {
      await transport.send(mail, AbortSignal.any([stopping, timeout]));
    } catch (error) {
      // Stopping abandons the send: the message is left as it was taken, to go after a restart.
      if (stopping.aborted) throw error;
      failure = timeout.aborted
        ? `The mail server did not answer within ${Math.ceil(budgetMs / 1000)} seconds`
        : (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
      options.onAttemptFailed(mail.id, failure);
    }
    await markOutcome(exec, mail.id, {
      made: mail.attempts + 1,
      failure,
      maxAttempts,
      baseMs: retryBaseMs,
      keptText: options.keptText?.(mail),
    });
    return true;
  }

  /** One message, if one is due; false when none is. */
  async function sendOne(stopping: AbortSignal): Promise<boolean> {
    if (options.kind === 'postgres') {
      // The row stays locked while it is sent and marked: a crash before the commit leaves it
      // pending, and another server's sender passes it over meanwhile.
      return db.transaction(async (tx) => attempt(tx, await lockNextDue(tx), stopping));
    }
    return attempt(db, await claimNextDue(db, retryBaseMs), stopping);
  }

  return {
    name: 'email-outbox',
    everyMs: POLL_MS,
    cron: '* * * * *',
    async run(stopping) {
      while (!stopping.aborted && (await sendOne(stopping)));
      return nextDueAt(db);
    },
    close: () => transport.close(),
  };
}
