import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

export type CardChoice = { value: string; title: string; detail: string };

type ChoiceCardsProps = {
  /** The radio group's name, one per list (useId). */
  name: string;
  choices: readonly CardChoice[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Tailwind's max height of the scrolling list. */
  maxHeight?: string;
};

/** A scrolling list of radio cards, each with a title and a line of detail. */
export function ChoiceCards({
  name,
  choices,
  value,
  onChange,
  maxHeight = 'max-h-56',
}: ChoiceCardsProps) {
  return (
    <ul className={cn('-m-1 space-y-2 overflow-y-auto p-1', maxHeight)}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-indigo-600 has-checked:bg-indigo-50">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={cn('size-4 shrink-0 accent-indigo-600', focusRing)}
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{choice.title}</span>
              <span className="block text-slate-600">{choice.detail}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
