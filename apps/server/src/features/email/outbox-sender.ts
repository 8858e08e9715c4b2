import type { Database, DatabaseKind, Executor } from '../../db/database';
import type { MailTransport } from './mail-transport';
import {
  claimNextDue,
  lockNextDue,
  markAttemptFailed,
  markSent,
  sendBudgetMs,
  type DueMail,
} from './sending-repository';

/** How often the outbox is looked at when nothing wakes the sender: retries fall due this way. */
export const POLL_MS = 1_000;
/** After a change that may have queued e-mail, the sender looks this soon, at most. */
const WAKE_MS = 100;
/** A mail server's answer is kept to this length: enough to read, never a page's worth. */
const ERROR_MAX_LENGTH = 1_000;

export type OutboxSenderOptions = {
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
  /** The sender itself failed, such as a database that went away; it tries again later. */
  onError: (error: unknown) => void;
  pollMs?: number;
};

export type OutboxSender = {
  /** Something may have been queued: look soon rather than at the next poll. */
  wake: () => void;
  /** Stops looking, abandons a send in progress (the message stays to send) and waits for it. */
  stop: () => Promise<void>;
};

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_MAX_LENGTH);
}

/**
 * Sends the outbox's messages one at a time, each in a short step of its own, until none is due;
 * then waits for the next poll or wake. Runs in every server process while e-mail is configured
 * (docs/product-rules.md#e-mail).
 */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, transport, maxAttempts, retryBaseMs } = options;
  const pollMs = options.pollMs ?? POLL_MS;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let nextRunAt = Infinity;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  /**
   * Tries the message once; the outcome (null: sent, else why not) is written unless the sender
   * is stopping.
   */
  async function attempt(mail: DueMail, write: (failure: string | null) => Promise<void>) {
    // Given up well within its budget, while the embedded database's claim still holds.
    const budgetMs = Math.round(sendBudgetMs(mail.attempts + 1, retryBaseMs) * 0.8);
    const timeout = AbortSignal.timeout(budgetMs);
    try {
      await transport.send(mail, AbortSignal.any([stopping.signal, timeout]));
    } catch (error) {
      // Stopping abandons the send: the message is left as it was taken, to go after a restart.
      if (stopping.signal.aborted) throw error;
      const message = timeout.aborted
        ? `The mail server did not answer within ${Math.ceil(budgetMs / 1000)} seconds`
        : describe(error);
      options.onAttemptFailed(mail.id, message);
      await write(message);
      return;
    }
    await write(null);
  }

  /** Writes how the attempt went, with `exec`: the locking transaction, or the database. */
  function outcomeOf(exec: Executor, mail: DueMail) {
    return async (failure: string | null) => {
      const made = mail.attempts + 1;
      if (failure === null) await markSent(exec, mail.id, made);
      else {
        await markAttemptFailed(exec, mail.id, {
          made,
          error: failure,
          maxAttempts,
          baseMs: retryBaseMs,
        });
      }
    };
  }

  /** One message, if one is due; false when none is. */
  async function sendOne(): Promise<boolean> {
    if (options.kind === 'postgres') {
      // The row stays locked while it is sent and marked: a crash before the commit leaves it
      // pending, and another server's sender passes it over meanwhile.
      return db.transaction(async (tx) => {
        const mail = await lockNextDue(tx);
        if (!mail) return false;
        await attempt(mail, outcomeOf(tx, mail));
        return true;
      });
    }
    const mail = await claimNextDue(db, retryBaseMs);
    if (!mail) return false;
    await attempt(mail, outcomeOf(db, mail));
    return true;
  }

  function schedule(delayMs: number) {
    if (stopping.signal.aborted) return;
    const at = Date.now() + delayMs;
    if (timer && nextRunAt <= at) return;
    clearTimeout(timer);
    nextRunAt = at;
    timer = setTimeout(run, delayMs);
    // Never what keeps the process alive.
    timer.unref();
  }

  function run() {
    timer = undefined;
    nextRunAt = Infinity;
    running = (async () => {
      while (!stopping.signal.aborted && (await sendOne()));
    })()
      .catch((error: unknown) => {
        if (!stopping.signal.aborted) options.onError(error);
      })
      .finally(() => {
        running = undefined;
        const woken = wokenWhileRunning;
        wokenWhileRunning = false;
        schedule(woken ? WAKE_MS : pollMs);
      });
  }

  schedule(0);
  return {
    wake: () => {
      if (running) wokenWhileRunning = true;
      else schedule(WAKE_MS);
    },
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
