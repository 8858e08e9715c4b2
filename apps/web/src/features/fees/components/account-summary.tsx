import type { Account } from '@hms/shared/fees';
import { formatMonth } from '@hms/shared/fee-rules';
import { formatRupees } from '@hms/shared/money';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { formatDay } from '@/lib/format-date';
import { balanceText } from './fee-access';

function AmountList({
  label,
  rows,
}: {
  label: string;
  rows: { key: string; name: string; amount: number }[];
}) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 italic">None</p>
      ) : (
        <ul aria-label={label} className="mt-1 divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-3 py-1">
              <span className="min-w-0 text-slate-700">{row.name}</span>
              <span className="font-medium text-slate-900 tabular-nums">
                {formatRupees(row.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * An account at a glance: the balance in words, since when anything is owed, what is owed month
 * by month (oldest first) and the security deposits held.
 */
export function AccountSummary({ account }: { account: Account }) {
  return (
    <div className="space-y-4">
      <DetailList>
        <DetailItem label="Balance">
          <span className="text-base">{balanceText(account.balance)}</span>
        </DetailItem>
        <DetailItem label="Owing since">
          {account.owingSince ? (
            <time dateTime={account.owingSince}>{formatDay(account.owingSince)}</time>
          ) : (
            'Nothing owed'
          )}
        </DetailItem>
      </DetailList>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountList
          label="Dues by month"
          rows={account.dues.map((due) => ({
            key: due.month,
            name: formatMonth(due.month),
            amount: due.amount,
          }))}
        />
        <AmountList
          label="Deposits held"
          rows={account.deposits.map((deposit) => ({
            key: deposit.hostel._id,
            name: deposit.hostel.name,
            amount: deposit.held,
          }))}
        />
      </div>
    </div>
  );
}
