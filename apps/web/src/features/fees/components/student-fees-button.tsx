import { IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAccount } from '../api/get-account';
import { balanceText, type FeeAccess, type FeeStudent } from './fee-access';
import { LedgerDialog } from './ledger-dialog';

/** A student card's fee line: the balance in words, and Fees, which opens the ledger. */
export function StudentFeesButton({ student, access }: { student: FeeStudent; access: FeeAccess }) {
  const [open, setOpen] = useState(false);
  const account = useAccount({ student: student._id });
  const balance = account.data
    ? balanceText(account.data.balance)
    : account.isError
      ? 'Not available'
      : 'Loading...';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="min-w-0">
        <span className="text-slate-600">Fees: </span>
        <span className="font-medium text-slate-900" aria-busy={account.isPending || undefined}>
          {balance}
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Fees of ${student.name}`}
        onClick={() => setOpen(true)}
      >
        <IndianRupee aria-hidden="true" className="size-4" />
        Fees
      </Button>
      <LedgerDialog
        student={open ? student : undefined}
        onClose={() => setOpen(false)}
        access={access}
      />
    </div>
  );
}
