import { feeMessages as m } from '@hms/shared/fees';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useAccount } from '@/lib/fee-account';
import { AccountSummary } from './account-summary';
import { AddAdjustment } from './add-adjustment';
import type { FeeAccess, FeeStudent } from './fee-access';
import { LedgerEntries } from './ledger-entries';
import { RecordPayment } from './record-payment';
import { ReverseEntry } from './reverse-entry';

type LedgerDialogProps = {
  student: FeeStudent | undefined;
  onClose: () => void;
  access: FeeAccess;
};

/**
 * A student's fees: the balance, dues by month and deposits, the ledger a page at a time, Record
 * Payment, and for administrators fines, waivers and reversals. A deleted student's ledger says
 * so (docs/decisions/056).
 */
export function Ledger({ student, access }: { student: FeeStudent; access: FeeAccess }) {
  const account = useAccount({ student: student._id });
  const deletedAt = account.data?.deletedAt;
  return (
    <div className="space-y-6">
      {deletedAt && (
        <Notice title={`Deleted on ${formatDate(deletedAt)}`}>
          <span className="[overflow-wrap:anywhere]">
            {student.name} is no longer in the product. Their fee records are kept here for the
            accounts.
          </span>
        </Notice>
      )}
      {account.data ? (
        <AccountSummary account={account.data} />
      ) : account.isError ? (
        <QueryLoadError query={account} message={m.loadFailed} />
      ) : (
        <Spinner label="Loading the account" className="py-6" />
      )}
      <div className="flex flex-wrap gap-2">
        <RecordPayment student={student} receiptPath={access.receiptPath} size="sm" />
        {access.admin && <AddAdjustment student={student} />}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Entries, newest first</h3>
        <LedgerEntries
          of={{ student: student._id }}
          label={`Entries of ${student.name}, newest first`}
          receiptPath={access.receiptPath}
          {...(access.admin
            ? {
                renderActions: (entry) =>
                  entry.kind !== 'Reversal' && !entry.reversedBy && <ReverseEntry entry={entry} />,
              }
            : {})}
        />
      </div>
    </div>
  );
}

/** A student's fees (Ledger) in a dialog. Open while `student` is set. */
export function LedgerDialog({ student, onClose, access }: LedgerDialogProps) {
  return (
    <Dialog
      open={student !== undefined}
      onClose={onClose}
      title={student ? `Fees of ${student.name}` : 'Fees'}
      description={student ? `Student ID ${student.studentId}.` : undefined}
      size="lg"
    >
      {student && (
        <>
          <Ledger student={student} access={access} />
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
