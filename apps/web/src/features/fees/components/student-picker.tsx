import { useId, useState } from 'react';
import type { Student } from '@hms/shared/students';
import { FindStudentField } from '@/components/forms/find-student-field';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Spinner } from '@/components/ui/spinner';
import { useStudentChoices } from '../api/find-students';
import type { FeeStudent } from './fee-access';

function whereOf(student: Student): string {
  if (!student.room) return 'No room';
  return [student.hostel?.name, `Room ${student.room.roomNumber}`].filter(Boolean).join(' · ');
}

type StudentPickerProps = {
  value: FeeStudent | undefined;
  onChange: (student: FeeStudent) => void;
  error?: string | undefined;
};

/** Finds a student by name, student ID or e-mail and picks one, by keyboard as by pointer. */
export function StudentPicker({ value, onChange, error }: StudentPickerProps) {
  const [search, setSearch] = useState('');
  const found = useStudentChoices(search);
  const name = useId();
  const errorId = useId();
  const choices = found.data?.data;

  return (
    <div className="space-y-3">
      <FindStudentField value={search} onSearch={setSearch} />
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Student</legend>
        {value && (
          <p className="mb-2 text-sm text-slate-700">
            Chosen: <span className="font-semibold text-slate-900">{value.name}</span> (
            {value.studentId})
          </p>
        )}
        {found.isError && !choices ? (
          <p className="text-sm text-red-700">The students could not be loaded. Search again.</p>
        ) : !choices ? (
          <Spinner label="Loading students" className="py-4" />
        ) : choices.length === 0 ? (
          <p className="text-sm text-slate-600">No student matches.</p>
        ) : (
          <ChoiceCards
            name={name}
            choices={choices.map((choice) => ({
              value: choice._id,
              title: choice.name,
              detail: `${choice.studentId} · ${whereOf(choice)}`,
            }))}
            value={value?._id}
            onChange={(id) => {
              const choice = choices.find((c) => c._id === id);
              if (choice)
                onChange({ _id: choice._id, name: choice.name, studentId: choice.studentId });
            }}
          />
        )}
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
