import { randomUUID } from 'node:crypto';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { formatMonth, monthOf } from '@hms/shared/fee-rules';
import { feeMessages as m, type PostingInput, type PostingResult } from '@hms/shared/fees';
import type { Database, Executor } from '../../../core/db/database';
import { isHolderDeleted } from '../../../core/db/pg-errors';
import { AppError, fieldError } from '../../../core/errors/app-error';
import { recordChange, type Actor } from '../../../core/audit/record-change';
import type { NotifyEach } from '../../../core/notify/notify-each';
import { chargesPosted } from '../fee-notifications-queries';
import { recountMonthMessCuts } from '../mess-cuts';
import { holdHostelsForPosting } from './charged-months';
import { findHostel, postMonth, previewMonth } from './posting-repository';

/** A month's charges (docs/product-rules.md#fees), for every hostel or one. */
export function createPostingService(deps: {
  db: Database;
  today: () => CalendarDay;
  timeZone: string;
  notifyEach: NotifyEach;
}) {
  const { db, today, timeZone, notifyEach } = deps;

  /** The month may be posted once it has begun; the hostel, when named, must exist. */
  async function checked(executor: Executor, input: PostingInput) {
    if (input.month > monthOf(today()))
      throw fieldError('VALIDATION', 'month', m.monthInFuture(input.month));
    if (!input.hostel) return null;
    const hostel = await findHostel(executor, input.hostel);
    if (!hostel) throw fieldError('VALIDATION', 'hostel', m.hostelMissing);
    return { _id: hostel.id, name: hostel.name };
  }

  return {
    /** How many lines posting would add now, for how many students, and their total. */
    async preview(input: PostingInput): Promise<PostingResult> {
      const hostel = await checked(db, input);
      const totals = await previewMonth(db, input.month, input.hostel);
      return { _id: null, month: input.month, hostel, ...totals };
    },

    /**
     * Adds what is missing of the month's charges in one transaction, with one audit entry for
     * the posting; posting again adds only stays that were not charged yet. Each student charged
     * hears of it by the same statement (docs/product-rules.md#notifications).
     */
    async post(actor: Actor, input: PostingInput): Promise<PostingResult> {
      try {
        return await db.transaction(async (tx) => {
          const hostel = await checked(tx, input);
          await holdHostelsForPosting(tx, input.hostel);
          const id = randomUUID();
          const by = { id: actor._id, name: actor.name };
          const posting = { id, month: input.month, hostelId: input.hostel, by };
          const totals = await postMonth(tx, posting, chargesPosted(input.month, notifyEach));
          await recountMonthMessCuts(tx, actor, input.month, input.hostel, {
            today: today(),
            timeZone,
          });
          const posted = totals.lines > 0;
          const result = { _id: posted ? id : null, month: input.month, hostel, ...totals };
          if (posted) {
            await recordChange(tx, actor, {
              action: 'posting.create',
              entityType: 'posting',
              entityId: id,
              label: `${formatMonth(input.month)}, ${hostel?.name ?? 'all hostels'}`,
              after: result,
            });
          }
          return result;
        });
      } catch (error) {
        // A stay's student deleted meanwhile, before any charge of theirs (migration 0028).
        if (isHolderDeleted(error)) throw new AppError('CONFLICT', m.postingMetDeletion);
        throw error;
      }
    },
  };
}

export type PostingService = ReturnType<typeof createPostingService>;
