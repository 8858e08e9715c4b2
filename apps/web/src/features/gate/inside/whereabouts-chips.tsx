import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { WHEREABOUTS, whereaboutsLabels, type InsideCounts } from '@hms/shared/gate';
import type { Whereabouts } from '@hms/shared/gate-rules';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
        focusRing,
        pressed
          ? 'border-indigo-600 bg-indigo-600 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      {/* The tick says which chip is on without its colour. */}
      {pressed && <Check aria-hidden="true" className="size-4" />}
      {children}
    </button>
  );
}

type WhereaboutsChipsProps = {
  /** The whereabouts shown, or undefined for everyone. */
  value: Whereabouts | undefined;
  counts: InsideCounts;
  total: number;
  onChange: (value: Whereabouts | undefined) => void;
};

/** Filters the muster list by whereabouts, one at a time; each chip says how many it holds. */
export function WhereaboutsChips({ value, counts, total, onChange }: WhereaboutsChipsProps) {
  return (
    <div role="group" aria-label="Show residents" className="flex flex-wrap gap-2 print:hidden">
      <Chip pressed={value === undefined} onClick={() => onChange(undefined)}>
        Everyone <span className="tabular-nums">({total})</span>
      </Chip>
      {WHEREABOUTS.map((key) => (
        <Chip key={key} pressed={value === key} onClick={() => onChange(key)}>
          {whereaboutsLabels[key]} <span className="tabular-nums">({counts[key]})</span>
        </Chip>
      ))}
    </div>
  );
}
