import { Banknote, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { LedgerEntry } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';
import { Button, buttonStyles, type ButtonSize } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import type { FeeStudent } from './fee-access';
import { PaymentForm } from './payment-form';

type Recorded = { payment: LedgerEntry; student: FeeStudent };

function PaymentDone({
  recorded,
  receiptTo,
  onClose,
}: {
  recorded: Recorded;
  receiptTo: string;
  onClose: () => void;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  // The form and its button are gone: focus goes where the office goes next.
  useEffect(() => link.current?.focus(), []);
  const { payment, student } = recorded;
  return (
    <>
      <div
        role="status"
        className="flex gap-3 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p>
            {formatRupees(-payment.amount)} received from {student.name} ({student.studentId}).
          </p>
          <p className="mt-1">
            Receipt number: <span className="font-semibold">{payment.receiptNumber}</span>
          </p>
        </div>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Link ref={link} to={receiptTo} className={buttonStyles()}>
          View receipt
        </Link>
      </DialogActions>
    </>
  );
}

type RecordPaymentProps = {
  /** The student paying, from their ledger; absent on the Fees page, where they are picked. */
  student?: FeeStudent;
  receiptPath: (paymentId: string) => string;
  size?: ButtonSize;
};

/** The Record Payment button and its dialog, which ends on the new receipt's number and link. */
export function RecordPayment({ student, receiptPath, size }: RecordPaymentProps) {
  const [open, setOpen] = useState(false);
  const [recorded, setRecorded] = useState<Recorded>();
  const close = () => {
    setOpen(false);
    setRecorded(undefined);
  };
  return (
    <>
      <Button
        size={size}
        variant={student ? 'secondary' : 'primary'}
        onClick={() => setOpen(true)}
        {...(student ? { 'aria-label': `Record Payment from ${student.name}` } : {})}
      >
        <Banknote aria-hidden="true" className="size-4" />
        Record Payment
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={recorded ? 'Payment Recorded' : 'Record Payment'}
        {...(student && !recorded
          ? { description: `From ${student.name} (${student.studentId}).` }
          : {})}
      >
        {recorded ? (
          <PaymentDone
            recorded={recorded}
            receiptTo={receiptPath(recorded.payment._id)}
            onClose={close}
          />
        ) : (
          <PaymentForm
            student={student}
            onDone={(payment, paidBy) => setRecorded({ payment, student: paidBy })}
            onClose={close}
          />
        )}
      </Dialog>
    </>
  );
}
