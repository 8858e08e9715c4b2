import { LogOut } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { checkOutSchema, moveDateProblem } from '@hms/shared/residencies';
import type { Student } from '@hms/shared/students';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useToday } from '@/features/config/api/get-config';
import { ApiError } from '@/lib/api-client';
import { useCheckOut } from '../api/move-students';
import { DayField } from './day-field';

type Errors = { date?: string | undefined; note?: string | undefined };

function CheckOutForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const today = useToday();
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const checkOut = useCheckOut();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkOutSchema.safeParse({ date: date || undefined, note: note || undefined });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path[0];
        if (path === 'date' || path === 'note') found[path] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const ahead = date ? moveDateProblem({ date, today }) : undefined;
    if (ahead) return setErrors({ date: ahead });
    setErrors({});
    checkOut.mutate(
      { id: student._id, input: parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const date = error.errors.find((field) => field.path === 'date');
          if (date) setErrors({ date: date.message });
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
 * Ends a student's stay on a day, with a note (docs/product-rules.md#residencies): the bed is free
 * at once and the student keeps their account.
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
      {(close) => <CheckOutForm student={student} onClose={close} />}
    </DialogButton>
  );
}
