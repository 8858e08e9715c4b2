import { useState, type FormEvent } from 'react';
import { entryDayProblem } from '@hms/shared/fee-rules';
import {
  feeMessages as m,
  PAYMENT_METHODS,
  paymentCreateSchema,
  type LedgerEntry,
} from '@hms/shared/fees';
import { DayField } from '@/components/ui/day-field';
import { DialogFormActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToday } from '@/lib/public-config';
import { newIdempotencyKey, useRecordPayment } from '../api/record-payment';
import type { FeeStudent } from './fee-access';
import { issuesOf, readAmount, serverErrorsOf, type FieldErrors } from './form-helpers';
import { StudentPicker } from './student-picker';
import { AmountField } from './amount-field';

const FIELDS = ['student', 'amount', 'method', 'reference', 'date'] as const;
type Field = (typeof FIELDS)[number];

type PaymentFormProps = {
  /** The student paying, when the form opens from their ledger; else they are picked. */
  student?: FeeStudent | undefined;
  onDone: (payment: LedgerEntry, student: FeeStudent) => void;
  onClose: () => void;
};

/**
 * A payment: who, how much in rupees, how, the reference unless in cash, and the day. Checked
 * with the server's own schema; sent in paise with one idempotency key for as long as the form
 * is open, so a retry after a lost answer, or a second click, records it once.
 */
export function PaymentForm({ student: fixed, onDone, onClose }: PaymentFormProps) {
  const today = useToday();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [student, setStudent] = useState(fixed);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const pay = useRecordPayment();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readAmount(amount);
    const parsed = paymentCreateSchema.safeParse({
      student: student?._id,
      amount: typed.paise,
      method: method || undefined,
      reference: reference.trim() || undefined,
      date: date || undefined,
      idempotencyKey,
    });
    const found = parsed.success ? {} : issuesOf(parsed.error.issues, FIELDS);
    if (typed.error) found.amount = typed.error;
    // The schema checks the reference only once every field is valid; say it at once.
    if (method && method !== 'Cash' && !reference.trim()) {
      found.reference ??= m.referenceRequired(method);
    }
    const dayProblem = date ? entryDayProblem(date, today) : undefined;
    if (dayProblem) found.date ??= dayProblem;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0 || !student) return;
    pay.mutate(parsed.data, {
      onSuccess: (payment) => onDone(payment, student),
      onError: (error) => setErrors(serverErrorsOf(error, FIELDS)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {!fixed && <StudentPicker value={student} onChange={setStudent} error={errors.student} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          example="4500 or 4500.50"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          autoFocus={Boolean(fixed)}
        />
        <FormField label="Method" error={errors.method}>
          {(control) => (
            <Select
              {...control}
              value={method}
              onChange={(event) => setMethod(event.target.value)}
              options={PAYMENT_METHODS.map((value) => ({ value, label: value }))}
              placeholder="Choose a method"
            />
          )}
        </FormField>
        <FormField
          label="Reference"
          hint="The transaction reference or cheque number; not needed for cash."
          error={errors.reference}
        >
          {(control) => (
            <Input
              {...control}
              value={reference}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </FormField>
        <DayField label="Date" value={date} onChange={setDate} today={today} error={errors.date} />
      </div>
      <DialogFormActions
        pending={pay.isPending}
        onCancel={onClose}
        submitLabel="Record Payment"
        pendingText="Recording..."
      />
    </form>
  );
}
