import { ReceiptText, Wallet } from 'lucide-react';
import { feeMessages as m } from '@hms/shared/fees';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useAccount } from '@/lib/fee-account';
import { AccountSummary } from './account-summary';
import { LedgerEntries } from './ledger-entries';

/**
 * A student's own fees: what they owe or are owed, their dues month by month and the deposits
 * held, then every entry with the receipts of their payments.
 */
export function OwnFees({ receiptPath }: { receiptPath: (paymentId: string) => string }) {
  const account = useAccount('own');
  return (
    <div className="space-y-6">
      <SectionCard title="Your Account" icon={Wallet}>
        {account.data ? (
          <AccountSummary account={account.data} />
        ) : account.isError ? (
          <QueryLoadError query={account} message={m.loadFailed} />
        ) : (
          <Spinner label="Loading your account" className="py-6" />
        )}
      </SectionCard>
      <SectionCard title="Entries and Receipts" icon={ReceiptText}>
        <p className="mb-3 text-sm text-slate-600">
          Newest first. Open a payment&apos;s receipt to print it or download it as a PDF.
        </p>
        <LedgerEntries of="own" label="Your entries, newest first" receiptPath={receiptPath} />
      </SectionCard>
    </div>
  );
}
