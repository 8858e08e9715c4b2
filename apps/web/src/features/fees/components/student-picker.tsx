import { useId, useState } from 'react';
import type { Student } from '@hms/shared/students';
import { focusRing } from '@/components/ui/focus-ring';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';
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
      <FormField label="Find a student" hint="By name, student ID or e-mail.">
        {(control) => (
          <SearchInput
            {...control}
            value={search}
            onSearch={setSearch}
            maxLength={100}
            autoComplete="off"
            data-autofocus
          />
        )}
      </FormField>
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
          <ul className="-m-1 max-h-56 space-y-2 overflow-y-auto p-1">
            {choices.map((choice) => (
              <li key={choice._id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-indigo-600 has-checked:bg-indigo-50">
                  <input
                    type="radio"
                    name={name}
                    value={choice._id}
                    checked={value?._id === choice._id}
                    onChange={() =>
                      onChange({ _id: choice._id, name: choice.name, studentId: choice.studentId })
                    }
                    className={cn('size-4 shrink-0 accent-indigo-600', focusRing)}
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{choice.name}</span>
                    <span className="block text-slate-600">
                      {choice.studentId} · {whereOf(choice)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
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
