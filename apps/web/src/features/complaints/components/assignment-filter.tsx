import { cn } from '@/lib/class-names';
import { focusRing } from '@/components/ui/focus-ring';

const choices = [
  { value: undefined, label: 'All' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'none', label: 'Unassigned' },
] as const;

type AssignmentFilterProps = {
  value: 'me' | 'none' | undefined;
  onChange: (value: 'me' | 'none' | undefined) => void;
};

/** Whose complaints to show: everyone's, the caller's own, or nobody's yet. */
export function AssignmentFilter({ value, onChange }: AssignmentFilterProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Assignment</legend>
      {choices.map((choice) => {
        const checked = value === choice.value;
        return (
          <label
            key={choice.label}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              checked
                ? 'border-indigo-600 bg-indigo-50 text-indigo-800'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="assignment"
              className={cn('size-3.5 accent-indigo-600', focusRing)}
              checked={checked}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        );
      })}
    </fieldset>
  );
}
