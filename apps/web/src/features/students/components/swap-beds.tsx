import { ArrowLeftRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { moveDateProblem, swapSchema } from '@hms/shared/residencies';
import type { Student } from '@hms/shared/students';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { FindStudentField } from '@/components/forms/find-student-field';
import { Spinner } from '@/components/ui/spinner';
import { useToday } from '@/lib/public-config';
import { useStudents } from '../api/get-students';
import { useSwapBeds } from '../api/move-students';
import { DayField } from '@/components/ui/day-field';

function bedOf(student: Student): string {
  const where = student.room ? `Room ${student.room.roomNumber}` : 'No room';
  return [where, student.hostel?.name, student.bed ? `Bed ${student.bed}` : null]
    .filter(Boolean)
    .join(' · ');
}

function SwapForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const today = useToday();
  const [search, setSearch] = useState('');
  const [other, setOther] = useState('');
  const [date, setDate] = useState(today);
  const [error, setError] = useState<{ other?: string; date?: string }>({});
  const swap = useSwapBeds();
  const name = useId();
  const found = useStudents({ search, page: 1, limit: 10 });
  const choices = found.data?.data.filter((s) => s._id !== student._id && s.room);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = swapSchema.safeParse({ first: student._id, second: other, date });
    const ahead = moveDateProblem({ date, today });
    if (!parsed.success || ahead) {
      const issue = parsed.error?.issues[0];
      return setError(
        ahead ? { date: ahead } : { other: issue?.message ?? 'Choose a student to swap with' },
      );
    }
    setError({});
    swap.mutate(parsed.data, { onSuccess: onClose });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FindStudentField value={search} onSearch={setSearch} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Swap with</legend>
        {!choices ? (
          <Spinner label="Loading students" className="py-4" />
        ) : choices.length === 0 ? (
          <p className="text-sm text-slate-600">No student with a room matches.</p>
        ) : (
          <ChoiceCards
            name={name}
            choices={choices.map((choice) => ({
              value: choice._id,
              title: choice.name,
              detail: bedOf(choice),
            }))}
            value={other}
            onChange={setOther}
            maxHeight="max-h-64"
          />
        )}
        {error.other && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error.other}
          </p>
        )}
      </fieldset>
      <DayField
        label="Moving day"
        value={date}
        onChange={setDate}
        today={today}
        error={error.date}
      />
      <DialogFormActions
        pending={swap.isPending}
        onCancel={onClose}
        submitLabel="Swap Beds"
        pendingText="Swapping..."
      />
    </form>
  );
}

/**
 * Trades two students' beds in one step, even between two full rooms
 * (docs/product-rules.md#residencies); the server holds the hostel rules for both.
 */
export function SwapBeds({ student }: { student: Student }) {
  if (!student.room) return null;
  return (
    <DialogButton
      label="Swap Bed"
      name={`Swap bed of ${student.name}`}
      icon={ArrowLeftRight}
      title="Swap Bed"
      description={`${student.name} is in ${bedOf(student)}. Choose the student to trade beds with.`}
    >
      {(close) => <SwapForm student={student} onClose={close} />}
    </DialogButton>
  );
}
