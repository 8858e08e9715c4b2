import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { duesByMonth, unpaidDues } from '@hms/shared/fee-rules';
import {
  feeMessages as m,
  type Account,
  type AdjustmentCreateInput,
  type LedgerEntry,
  type PaymentCreateInput,
  type Receipt,
} from '@hms/shared/fees';
import type { Database, Executor } from '../../../core/db/database';
import { type Paging, pageWindow, pagination } from '../../../core/paging/page';
import { isHolderDeleted, uniqueViolation } from '../../../core/db/pg-errors';
import { AppError } from '../../../core/errors/app-error';
import type { Actor } from '../../../core/audit/record-change';
import type { Notifier } from '../../../core/notify/notify';
import { hostelScope } from '../../../core/scope/hostel-scope';
import { toLedgerEntryResponse } from './fee-response';
import { fineCharged, paymentReceived } from '../fee-notifications';
import { recordEntries } from '../ledger-audit';
import {
  allEntries,
  depositsHeld,
  entriesPage,
  findByIdempotencyKey,
  findEntry,
  findFeeStudent,
  insertEntry,
  lockAccount,
  lockHolder,
  readAccount,
} from './ledger-repository';
import { paise } from '../paise';
import { AlreadyRecorded, entryDay, recordPayment, toDuesEntries } from './payments';
import { toReceipt } from './receipts';

const entryMissing = () => new AppError('NOT_FOUND', m.entryNotFound);

/** An entry for a student deleted meanwhile, before they had an account (migration 0028). */
function explainRefusal(error: unknown): unknown {
  return isHolderDeleted(error) ? new AppError('CONFLICT', m.studentDeletedMeanwhile) : error;
}

/**
 * Whose ledgers the caller reads: a deleted student's is an administrator's alone, as it lies
 * in no hostel (docs/decisions/056); a student only ever asks for their own.
 */
const readsKept = (viewer: Pick<SessionUser, 'role'>) => viewer.role === 'admin';

export function createLedgerService(deps: {
  db: Database;
  today: () => CalendarDay;
  notify: Notifier;
}) {
  const { db, today, notify } = deps;

  async function student(...args: Parameters<typeof findFeeStudent>) {
    const row = await findFeeStudent(...args);
    if (!row) throw new AppError('NOT_FOUND', m.studentNotFound);
    return row;
  }

  async function entry(executor: Executor, id: string): Promise<LedgerEntry> {
    const row = await findEntry(executor, id);
    if (!row) throw entryMissing();
    return toLedgerEntryResponse(row);
  }

  return {
    /** A student's balance, dues by month and deposits held (docs/product-rules.md#fees). */
    async account(viewer: SessionUser, studentId: string): Promise<Account> {
      const scope = viewer.role === 'student' ? null : hostelScope(viewer);
      const found = await student(db, studentId, scope, { kept: readsKept(viewer) });
      const [balance, rows, deposits] = await Promise.all([
        readAccount(db, found.id),
        allEntries(db, found.id),
        depositsHeld(db, found.id),
      ]);
      return {
        student: { _id: found.id, name: found.name, studentId: found.rollNumber },
        deletedAt: found.deletedAt === null ? null : new Date(found.deletedAt).toISOString(),
        balance: balance.balance,
        owingSince: balance.owingSince,
        dues: duesByMonth(unpaidDues(toDuesEntries(rows))),
        deposits: deposits.map((held) => ({
          hostel: { _id: held.hostelId, name: held.hostelName },
          held: paise(held.held),
        })),
      };
    },

    async entries(viewer: SessionUser, studentId: string, paging: Paging) {
      const scope = viewer.role === 'student' ? null : hostelScope(viewer);
      const found = await student(db, studentId, scope, { kept: readsKept(viewer) });
      const { rows, count } = await entriesPage(db, found.id, pageWindow(paging));
      return { data: rows.map(toLedgerEntryResponse), pagination: pagination(paging, { count }) };
    },

    /**
     * Records a payment once, however often the form sends it: a retry with the same key answers
     * the payment already recorded. The student's row is held before their account is locked,
     * so a payment and the student's deletion take turns: the payment is on the ledger the
     * deletion keeps, or it finds the student deleted (docs/decisions/056).
     */
    async pay(actor: Actor, input: PaymentCreateInput & { amount: number }): Promise<LedgerEntry> {
      const scope = hostelScope(actor);
      const earlier = await findByIdempotencyKey(db, input.idempotencyKey);
      if (earlier) return entry(db, earlier);
      try {
        return await db.transaction(async (tx) => {
          const payer = await student(tx, input.student, scope, {
            lock: true,
            kept: readsKept(actor),
          });
          if (!(await lockAccount(tx, payer.id))) {
            throw new AppError('CONFLICT', m.noAccount(payer.name));
          }
          const day = entryDay(input.date, today());
          const payment = await recordPayment(tx, actor, payer, input, day);
          await notify(tx, { student: payer.id }, paymentReceived(payment));
          return payment;
        });
      } catch (error) {
        if (!(error instanceof AlreadyRecorded)) throw explainRefusal(error);
        const recorded = await findByIdempotencyKey(db, input.idempotencyKey);
        if (!recorded) throw error;
        return entry(db, recorded);
      }
    },

    /** A fine the student owes, or a waiver of what they owe. */
    async adjust(actor: Actor, input: AdjustmentCreateInput & { amount: number }) {
      return db.transaction(async (tx) => {
        const found = await student(tx, input.student, null, { lock: true, kept: true });
        const day = entryDay(input.date, today());
        if (input.kind === 'Waiver' && !(await lockAccount(tx, found.id))) {
          throw new AppError('CONFLICT', m.noAccount(found.name));
        }
        const id = await insertEntry(tx, {
          studentId: found.id,
          kind: input.kind,
          entryOn: day,
          amount: input.kind === 'Fine' ? input.amount : -input.amount,
          description: input.description,
          hostelId: found.hostelId,
          hostelName: found.hostelName,
          enteredBy: actor,
        });
        const action = input.kind === 'Fine' ? 'ledger.fine' : 'ledger.waiver';
        if (input.kind === 'Fine') {
          await notify(tx, { student: found.id }, fineCharged(input.amount, input.description));
        }
        const [recorded] = await recordEntries(tx, actor, action, [{ id: id! }]);
        return recorded!;
      });
    },

    /** Undoes an entry with one that names it and says why; entries themselves never change. */
    async reverse(actor: Actor, id: string, reason: string): Promise<LedgerEntry> {
      try {
        return await db.transaction(async (tx) => {
          const target = await findEntry(tx, id);
          if (!target) throw entryMissing();
          await lockHolder(tx, target.studentId);
          await lockAccount(tx, target.studentId);
          if (target.kind === 'Reversal') throw new AppError('CONFLICT', m.reverseReversal);
          if (target.reversedBy) throw new AppError('CONFLICT', m.alreadyReversed);
          const added = await insertEntry(tx, {
            studentId: target.studentId,
            kind: 'Reversal',
            entryOn: today(),
            amount: -paise(target.amount),
            description: `Reversal of: ${target.description}`,
            hostelId: target.hostelId,
            hostelName: target.hostelName,
            reverses: target.id,
            reason,
            enteredBy: actor,
          });
          const [recorded] = await recordEntries(tx, actor, 'ledger.reverse', [{ id: added! }]);
          return recorded!;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'ledger_entries_reverses_key') {
          throw new AppError('CONFLICT', m.alreadyReversed);
        }
        throw explainRefusal(error);
      }
    },

    /** A payment's receipt: staff within their hostels, a student only their own. */
    async receipt(viewer: SessionUser, id: string): Promise<Receipt> {
      const row = await findEntry(db, id);
      const missing = () => new AppError('NOT_FOUND', m.receiptNotFound);
      if (!row || row.kind !== 'Payment') throw missing();
      const kept = readsKept(viewer);
      const visible =
        viewer.role === 'student'
          ? row.studentId === viewer._id
          : await findFeeStudent(db, row.studentId, hostelScope(viewer), { kept });
      if (!visible) throw missing();
      return toReceipt(row);
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
