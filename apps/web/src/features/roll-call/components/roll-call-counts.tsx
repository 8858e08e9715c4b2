import type { RollCallCounts } from '@hms/shared/roll-call';
import { cn } from '@/lib/class-names';

const countFormat = new Intl.NumberFormat('en-IN');

const kinds = [
  { key: 'present', label: 'Present', tone: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  { key: 'absent', label: 'Absent', tone: 'border-red-300 bg-red-50 text-red-900' },
  { key: 'unmarked', label: 'Unmarked', tone: 'border-slate-300 bg-white text-slate-900' },
] as const;

/** Present, absent and unmarked, each named in words; the colour only repeats the word. */
export function RollCallCountCards({ counts, label }: { counts: RollCallCounts; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-2 sm:gap-3">
      {kinds.map(({ key, label: name, tone }) => (
        <div key={key} className={cn('min-w-0 rounded-lg border px-3 py-2', tone)}>
          <dt className="text-xs font-medium sm:text-sm">{name}</dt>
          <dd className="text-2xl font-bold tabular-nums">{countFormat.format(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
