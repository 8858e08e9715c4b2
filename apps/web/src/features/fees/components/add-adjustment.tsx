import { Scale } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { entryDayProblem } from '@hms/shared/fee-rules';
import { adjustmentCreateSchema } from '@hms/shared/fees';
import { DayField } from '@/components/ui/day-field';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToday } from '@/lib/public-config';
import { useAddAdjustment } from '../api/adjust-entries';
import { AmountField } from './amount-field';
import type { FeeStudent } from './fee-access';
import { issuesOf, readAmount, serverErrorsOf, type FieldErrors } from './form-helpers';

const FIELDS = ['kind', 'amount', 'description', 'date'] as const;
type Field = (typeof FIELDS)[number];

const KINDS = [
  { value: 'Fine', label: 'Fine: the student owes this more' },
  { value: 'Waiver', label: 'Waiver: taken off what they owe' },
];

function AdjustmentForm({ student, onClose }: { student: FeeStudent; onClose: () => void }) {
  const today = useToday();
  const [kind, setKind] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const adjust = useAddAdjustment();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readAmount(amount);
    const parsed = adjustmentCreateSchema.safeParse({
      student: student._id,
      kind: kind || undefined,
      amount: typed.paise,
      description,
      date: date || undefined,
    });
    const found = parsed.success ? {} : issuesOf(parsed.error.issues, FIELDS);
    if (typed.error) found.amount = typed.error;
    const dayProblem = date ? entryDayProblem(date, today) : undefined;
    if (dayProblem) found.date ??= dayProblem;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    adjust.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => setErrors(serverErrorsOf(error, FIELDS)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Kind" error={errors.kind}>
        {(control) => (
          <Select
            {...control}
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            options={KINDS}
            placeholder="Choose Fine or Waiver"
            data-autofocus
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          example="500 or 500.50"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <DayField label="Date" value={date} onChange={setDate} today={today} error={errors.date} />
      </div>
      <FormField
        label="Description"
        hint="What it is for; the student reads it."
        error={errors.description}
      >
        {(control) => (
          <Input
            {...control}
            value={description}
            maxLength={200}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <DialogFormActions
        pending={adjust.isPending}
        onCancel={onClose}
        submitLabel="Add Entry"
        pendingText="Adding..."
      />
    </form>
  );
}

/** An administrator's fine (the student owes more) or waiver (they owe less), with what it is for. */
export function AddAdjustment({ student }: { student: FeeStudent }) {
  return (
    <DialogButton
      label="Add Fine or Waiver"
      name={`Add Fine or Waiver for ${student.name}`}
      icon={Scale}
      title="Add Fine or Waiver"
      description={`For ${student.name} (${student.studentId}).`}
    >
      {(close) => <AdjustmentForm student={student} onClose={close} />}
    </DialogButton>
  );
}
