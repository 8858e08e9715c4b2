import {
  emailOutboxMessages as m,
  type EmailOutboxItem,
  type EmailStatus,
} from '@hms/shared/email-outbox';
import type { Database } from '../../core/db/database';
import { type Paging, pagination, pageWindow } from '../../core/paging/page';
import { AppError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import {
  countWaiting,
  listOutbox,
  lockMessage,
  requeue,
  type OutboxRow,
} from './outbox-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function toEmailOutboxItem(row: OutboxRow): EmailOutboxItem {
  const { id, toAddress, nextAttemptAt, sentAt, createdAt, ...item } = row;
  return {
    _id: String(id),
    to: toAddress,
    ...item,
    nextAttemptAt: row.status === 'pending' ? iso(nextAttemptAt) : null,
    sentAt: sentAt === null ? null : iso(sentAt),
    createdAt: iso(createdAt),
  };
}

/**
 * The audit trail names records by UUID; a message, numbered by the outbox, is named by its
 * number in the last twelve digits, so its history can still be looked up by it.
 */
export function emailEntityId(id: number): string {
  return `00000000-0000-0000-0000-${id.toString(16).padStart(12, '0')}`;
}

/** What administrators see of the outbox, and sending a failed message again. */
export function createEmailOutboxService(db: Database, mailConfigured: boolean) {
  return {
    async list(query: { status?: EmailStatus | undefined } & Paging) {
      const { rows, total } = await listOutbox(db, query.status, pageWindow(query));
      return {
        data: rows.map(toEmailOutboxItem),
        pagination: pagination(query, { count: total }),
        mailConfigured,
      };
    },

    /** Messages not sent yet, for the metrics' queue depth. */
    waiting: (): Promise<number> => countWaiting(db),

    /** Failed to pending, with its attempts counted afresh; the sender takes it at once. */
    async retry(actor: Actor, id: number): Promise<EmailOutboxItem> {
      return db.transaction(async (tx) => {
        const locked = await lockMessage(tx, id);
        if (!locked) throw new AppError('NOT_FOUND', m.notFound);
        if (locked.status !== 'failed') throw new AppError('CONFLICT', m.notFailed(locked.status));
        const before = toEmailOutboxItem(locked);
        const after = toEmailOutboxItem(await requeue(tx, id));
        await recordChange(tx, actor, {
          action: 'email.retry',
          entityType: 'email',
          entityId: emailEntityId(id),
          label: `“${after.subject}” to ${after.to}`,
          before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
          after: { status: after.status, attempts: after.attempts },
        });
        return after;
      });
    },
  };
}

export type EmailOutboxService = ReturnType<typeof createEmailOutboxService>;
