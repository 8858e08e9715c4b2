import { randomUUID } from 'node:crypto';
import type { Account, LedgerEntry, PostingResult, Receipt } from '@hms/shared/fees';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '../core/db/raw-rows';
import { callApi } from './call-api';
import { bedOffice } from './residency-factories';
import type { TestApp } from './test-app';

/** The fee calls, answered as they come: status and body. */
export function feeCalls(app: TestApp, token: string) {
  const call = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
    callApi<T>(app, token, method, url, payload);
  return {
    preview: (month: string, hostel?: string) =>
      call<{ data: PostingResult }>(
        'GET',
        `/fees/postings/preview?month=${month}${hostel ? `&hostel=${hostel}` : ''}`,
      ),
    post: (month: string, hostel?: string) =>
      call<{ data: PostingResult }>('POST', '/fees/postings', {
        month,
        ...(hostel ? { hostel } : {}),
      }),
    pay: (student: string, amount: number, extra: Record<string, unknown> = {}) =>
      call<{ data: LedgerEntry }>('POST', '/fees/payments', {
        student,
        amount,
        method: 'Cash',
        idempotencyKey: randomUUID(),
        ...extra,
      }),
    adjust: (body: Record<string, unknown>) =>
      call<{ data: LedgerEntry }>('POST', '/fees/adjustments', body),
    reverse: (entry: string, reason = 'Entered against the wrong student') =>
      call<{ data: LedgerEntry }>('POST', `/fees/entries/${entry}/reverse`, { reason }),
    account: (student: string) => call<{ data: Account }>('GET', `/fees/students/${student}`),
    entries: (student: string) =>
      call<{ data: LedgerEntry[] }>('GET', `/fees/students/${student}/entries?limit=100`),
    receipt: (entry: string) => call<{ data: Receipt }>('GET', `/fees/receipts/${entry}`),
  };
}

/**
 * What the ledger must hold whatever raced (docs/decisions/045): every account equal to the sum
 * of its entries, every account's holder a student or, once deleted, named by the account
 * (decision 056), and the receipt numbers of each financial year 1, 2, 3... with no gap or
 * repeat. Each list is empty when all is well.
 */
export async function ledgerInvariantBreaches(app: TestApp) {
  const [drift, orphans, receipts] = await Promise.all([
    selectRows<{ student_id: string }>(
      app.db,
      sql`select coalesce(a.student_id, e.student_id) as student_id
          from ledger_accounts a
          full join (select student_id, sum(amount) as total from ledger_entries
                     group by student_id) e on e.student_id = a.student_id
          where coalesce(a.balance, 0) <> coalesce(e.total, 0)`,
    ),
    selectRows<{ student_id: string }>(
      app.db,
      sql`select e.student_id from ledger_entries e
          left join ledger_accounts a on a.student_id = e.student_id
          left join students s on s.id = e.student_id
          where s.id is null and (a.student_name is null or a.student_number is null)
          group by e.student_id`,
    ),
    selectRows<{ receipt_number: string }>(
      app.db,
      sql`select receipt_number from ledger_entries where receipt_number is not null
          order by receipt_number`,
    ),
  ]);
  const byYear = new Map<string, number[]>();
  for (const { receipt_number: number } of receipts) {
    const [, year, sequence] = number.split('/') as [string, string, string];
    byYear.set(year, [...(byYear.get(year) ?? []), Number(sequence)]);
  }
  const gaps = [...byYear.entries()].flatMap(([year, numbers]) =>
    numbers.every((n, i) => n === i + 1) ? [] : [year],
  );
  return {
    drift: drift.map((row) => row.student_id),
    orphans: orphans.map((row) => row.student_id),
    gaps,
  };
}

/** The office of `bedOffice` with its fee calls as well. */
export async function feeOffice(app: TestApp) {
  const office = await bedOffice(app);
  return { ...office, ...feeCalls(app, office.token) };
}

/** Fails the test file when its tests left the ledger broken; for `appForFile`'s `beforeClose`. */
export async function expectLedgerWhole(app: TestApp) {
  expect(await ledgerInvariantBreaches(app)).toEqual({ drift: [], orphans: [], gaps: [] });
}
