import { IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { balanceText, type FeeAccess, type FeeStudent } from './fee-access';
import { LedgerDialog } from './ledger-dialog';

/**
 * A student card's fee line: the balance the students list carries, in words, and Fees, which
 * opens the ledger.
 */
export function StudentFeesButton({
  student,
  access,
}: {
  student: FeeStudent & { balance?: number | undefined };
  access: FeeAccess;
}) {
  const [open, setOpen] = useState(false);
  const balance = balanceText(student.balance ?? 0);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="min-w-0">
        <span className="text-slate-600">Fees: </span>
        <span className="font-medium text-slate-900">{balance}</span>
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
