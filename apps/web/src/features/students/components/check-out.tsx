import { LogOut } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { feeMessages } from '@hms/shared/fees';
import { formatRupees, parseRupees } from '@hms/shared/money';
import { checkOutSchema, moveDateProblem } from '@hms/shared/residencies';
import type { Student } from '@hms/shared/students';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useToday } from '@/lib/public-config';
import { ApiError } from '@/lib/api-client';
import { useAccount } from '@/lib/fee-account';
import { useCheckOut } from '../api/move-students';
import { DayField } from '@/components/ui/day-field';
import { DepositFields, type DepositDraft, type DepositErrors } from './deposit-fields';

type Errors = { date?: string; note?: string; deposit?: DepositErrors };

/** Paise as the rupees a box shows: 450050 as "4500.5". */
const rupeesText = (paise: number) => String(paise / 100);

/** A blank box is nothing; text that is not rupees and paise is undefined. */
const typedPaise = (typed: string) => (typed.trim() === '' ? 0 : parseRupees(typed));

type Deposit = { held: number; balance: number };

/**
 * The office usually settles what is owed from the deposit and pays back the rest: that is what
 * the boxes start with, and the office changes it as agreed.
 */
function startingDeposit({ held, balance }: Deposit): DepositDraft {
  const apply = Math.min(held, Math.max(balance, 0));
  return {
    apply: rupeesText(apply),
    refund: rupeesText(held - apply),
    method: 'Cash',
    reference: '',
  };
}

/** The deposit as the API takes it, or the boxes' errors. */
function readDeposit(draft: DepositDraft, held: number) {
  const apply = typedPaise(draft.apply);
  const refund = typedPaise(draft.refund);
  const errors: DepositErrors = {};
  if (apply === undefined) errors.apply = feeMessages.amountWhole;
  if (refund === undefined) errors.refund = feeMessages.amountWhole;
  if (apply !== undefined && refund !== undefined && apply + refund > held) {
    errors.apply = feeMessages.depositTooMuch(formatRupees(held));
  }
  if (Object.keys(errors).length > 0 || apply === undefined || refund === undefined) {
    return { errors };
  }
  if (apply + refund === 0) return { errors, deposit: undefined };
  const reference = draft.reference.trim();
  return {
    errors,
    deposit: {
      apply,
      refund,
      method: draft.method,
      ...(refund > 0 && reference ? { reference } : {}),
    },
  };
}

function CheckOutForm({
  student,
  deposit,
  onClose,
}: {
  student: Student;
  deposit?: Deposit | undefined;
  onClose: () => void;
}) {
  const today = useToday();
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [draft, setDraft] = useState(() => (deposit ? startingDeposit(deposit) : undefined));
  const [errors, setErrors] = useState<Errors>({});
  const checkOut = useCheckOut();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const returned = deposit && draft ? readDeposit(draft, deposit.held) : undefined;
    const parsed = checkOutSchema.safeParse({
      date: date || undefined,
      note: note || undefined,
      ...(returned?.deposit ? { deposit: returned.deposit } : {}),
    });
    const found: Errors =
      returned && Object.keys(returned.errors).length > 0 ? { deposit: returned.errors } : {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [path, field] = issue.path;
        if (path === 'date' || path === 'note') found[path] ??= issue.message;
        if (
          path === 'deposit' &&
          (field === 'apply' || field === 'refund' || field === 'reference')
        ) {
          found.deposit = { [field]: issue.message, ...found.deposit };
        }
      }
    }
    const ahead = date ? moveDateProblem({ date, today }) : undefined;
    if (ahead) found.date = ahead;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    checkOut.mutate(
      { id: student._id, input: parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const message = (path: string) =>
            error.errors.find((field) => field.path === path)?.message;
          const apply = message('deposit.apply');
          const refund = message('deposit.refund');
          setErrors({
            ...(message('date') ? { date: message('date') } : {}),
            deposit: { ...(apply ? { apply } : {}), ...(refund ? { refund } : {}) },
          });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <DayField
        label="Moving-out day"
        value={date}
        onChange={setDate}
        today={today}
        error={errors.date}
        autoFocus
      />
      {deposit && draft && (
        <DepositFields
          held={deposit.held}
          value={draft}
          onChange={setDraft}
          errors={errors.deposit ?? {}}
        />
      )}
      <FormField
        label="Note"
        hint="Optional: the room's condition, keys returned."
        error={errors.note}
      >
        {(control) => (
          <Textarea
            {...control}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <DialogFormActions
        pending={checkOut.isPending}
        onCancel={onClose}
        submitLabel="Check Out"
        pendingText="Checking out..."
      />
    </form>
  );
}

/**
 * The form once the account is known: the deposit held in the hostel being left can only be
 * returned in the check-out itself, so the form waits for it rather than go without it.
 */
function CheckOutBody({ student, onClose }: { student: Student; onClose: () => void }) {
  const account = useAccount({ student: student._id });
  if (account.isPending) return <Spinner label="Loading the deposit held" className="py-6" />;
  const held = account.data?.deposits.find((d) => d.hostel._id === student.hostel?._id)?.held;
  return (
    <div className="space-y-5">
      {account.isError && (
        <QueryLoadError query={account} message="The deposit held could not be loaded." />
      )}
      <CheckOutForm
        key={held ?? 'none'}
        student={student}
        deposit={held && account.data ? { held, balance: account.data.balance } : undefined}
        onClose={onClose}
      />
    </div>
  );
}

/**
 * Ends a student's stay on a day, with a note (docs/product-rules.md#residencies): the bed is free
 * at once and the student keeps their account. A security deposit held for the hostel is applied
 * to dues, refunded, or both.
 */
export function CheckOut({ student }: { student: Student }) {
  if (!student.room) return null;
  const where = `Room ${student.room.roomNumber}${student.bed ? `, bed ${student.bed}` : ''}`;
  return (
    <DialogButton
      label="Check Out"
      name={`Check out ${student.name}`}
      icon={LogOut}
      title="Check Out"
      description={`${student.name} leaves ${where}. Their account stays, so they may move back later.`}
    >
      {(close) => <CheckOutBody student={student} onClose={close} />}
    </DialogButton>
  );
}
