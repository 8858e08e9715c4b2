import { Check, X } from 'lucide-react';
import type { RollCallMark } from '@hms/shared/roll-call';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

const looks = {
  present: {
    label: 'Present',
    icon: Check,
    on: 'border-emerald-700 bg-emerald-700 text-white',
  },
  absent: { label: 'Absent', icon: X, on: 'border-red-700 bg-red-700 text-white' },
} as const;

type MarkToggleProps = {
  /** Whose mark it is, for the group's name: 'Mark Asha Rao'. */
  name: string;
  mark: RollCallMark | null;
  onMark: (mark: RollCallMark) => void;
};

/**
 * One resident's two big buttons, Present and Absent, side by side: the pressed one says so
 * (aria-pressed, filled, with a tick or a cross beside the word), so nothing rests on colour.
 * Each is at least 48 px high, for a thumb on a phone.
 */
export function MarkToggle({ name, mark, onMark }: MarkToggleProps) {
  return (
    <div
      role="group"
      aria-label={`Mark ${name}`}
      className="grid w-full grid-cols-2 gap-2 sm:w-72 sm:shrink-0"
    >
      {(['present', 'absent'] as const).map((value) => {
        const { label, icon: Icon, on } = looks[value];
        const pressed = mark === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onMark(value)}
            className={cn(
              'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 px-3 text-base font-semibold whitespace-nowrap transition-colors',
              focusRing,
              pressed ? on : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            <Icon aria-hidden="true" className={cn('size-5', !pressed && 'opacity-40')} />
            {label}
          </button>
        );
      })}
    </div>
  );
}
