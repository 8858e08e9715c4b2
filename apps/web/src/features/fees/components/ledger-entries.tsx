import type { ReactNode } from 'react';
import { useState } from 'react';
import { feeMessages as m, type LedgerEntry } from '@hms/shared/fees';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/lib/class-names';
import { formatDay } from '@/lib/format-date';
import type { AccountOf } from '@/lib/fee-account';
import { useLedgerEntries } from '../api/get-ledger-entries';
import { Money } from './money';

const cell = 'px-2 py-2 align-top first:pl-0 last:pr-0';

/** A debit adds to what is owed, a credit takes from it: said in words, the colour only repeats it. */
function Amount({ amount }: { amount: number }) {
  const debit = amount > 0;
  return (
    <>
      <span className="block font-medium text-slate-900 tabular-nums">
        <Money paise={Math.abs(amount)} />
      </span>
      <span className={cn('block text-xs', debit ? 'text-slate-600' : 'text-emerald-800')}>
        {debit ? 'Debit' : 'Credit'}
      </span>
    </>
  );
}

type EntryRowProps = {
  entry: LedgerEntry;
  receiptPath: (id: string) => string;
  renderActions?: ((entry: LedgerEntry) => ReactNode) | undefined;
};

function EntryRow({ entry, receiptPath, renderActions }: EntryRowProps) {
  const paidBy = [entry.method, entry.reference].filter(Boolean).join(' · ');
  return (
    <tr className="border-t border-slate-100">
      <td className={cn(cell, 'text-slate-700')}>
        <time dateTime={entry.date}>{formatDay(entry.date)}</time>
      </td>
      <td className={cell}>
        <p className="text-slate-900">{entry.description}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <Badge tone={entry.kind === 'Reversal' ? 'yellow' : 'slate'}>{entry.kind}</Badge>
          {entry.reversedBy && <Badge tone="red">Reversed</Badge>}
          {paidBy && <span>{paidBy}</span>}
          {entry.kind === 'Payment' && entry.receiptNumber && (
            <TextLink to={receiptPath(entry._id)}>Receipt {entry.receiptNumber}</TextLink>
          )}
        </p>
        {renderActions && <div className="mt-2 empty:hidden">{renderActions(entry)}</div>}
      </td>
      <td className={cn(cell, 'text-right')}>
        <Amount amount={entry.amount} />
      </td>
    </tr>
  );
}

type LedgerEntriesProps = {
  of: AccountOf;
  /** Names the table: "Entries of Priya Sharma, newest first". */
  label: string;
  receiptPath: (id: string) => string;
  /** An administrator's Reverse, beside each entry it may undo. */
  renderActions?: (entry: LedgerEntry) => ReactNode;
};

/**
 * A ledger, newest first, ten a page: date, what each entry is and its kind, and its amount as a
 * debit or credit. A payment links to its receipt; an entry undone says Reversed, and the entry
 * undoing it is a Reversal.
 */
export function LedgerEntries({ of, label, receiptPath, renderActions }: LedgerEntriesProps) {
  const [page, setPage] = useState(1);
  const entries = useLedgerEntries(of, page);

  if (entries.isError && !entries.data) {
    return <QueryLoadError query={entries} message={m.loadFailed} />;
  }
  if (!entries.data) return <Spinner label="Loading entries" className="py-6" />;
  const { data, pagination } = entries.data;
  if (data.length === 0 && pagination.total === 0) {
    return <p className="text-sm text-slate-600">No entries yet.</p>;
  }
  return (
    <div className="space-y-3">
      <table
        aria-busy={entries.isPlaceholderData || undefined}
        className="w-full table-fixed border-collapse text-left text-xs sm:text-sm"
      >
        <caption className="sr-only">
          {label}. Debits add to what is owed; credits take from it.
        </caption>
        <colgroup>
          <col className="w-[4.75rem] sm:w-28" />
          <col />
          <col className="w-[5.25rem] sm:w-28" />
        </colgroup>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Date
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Entry
            </th>
            <th scope="col" className={cn(cell, 'text-right font-medium')}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((entry) => (
            <EntryRow
              key={entry._id}
              entry={entry}
              receiptPath={receiptPath}
              renderActions={renderActions}
            />
          ))}
        </tbody>
      </table>
      {pagination.total > pagination.limit && (
        <Pagination
          page={pagination.page}
          pageSize={pagination.limit}
          total={pagination.total}
          totalCapped={pagination.totalCapped}
          onPageChange={setPage}
          noun={{ one: 'entry', other: 'entries' }}
        />
      )}
    </div>
  );
}
