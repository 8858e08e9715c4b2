import { WHEREABOUTS, whereaboutsLabels, type InsideCounts } from '@hms/shared/gate';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';
import { whereaboutsLooks } from './whereabouts';

const countFormat = new Intl.NumberFormat('en-IN');

const iconTones = {
  green: 'bg-emerald-50 text-emerald-700',
  blue: 'bg-sky-50 text-sky-700',
  yellow: 'bg-amber-50 text-amber-800',
  red: 'bg-red-50 text-red-700',
  slate: 'bg-slate-100 text-slate-700',
  indigo: 'bg-indigo-50 text-indigo-700',
  pink: 'bg-pink-50 text-pink-800',
} as const;

/**
 * The four counts of a hostel's residents by whereabouts, each a card with its name, its number
 * and a line saying what it means, so that no state is told by colour alone.
 */
export function InsideCountCards({ counts, label }: { counts: InsideCounts; label: string }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4 print:gap-2"
    >
      {WHEREABOUTS.map((key) => {
        const { icon: Icon, tone, meaning } = whereaboutsLooks[key];
        return (
          <Card
            key={key}
            className="flex min-w-0 flex-col p-4 print:break-inside-avoid print:p-2 print:shadow-none"
          >
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-700">
              <span className="min-w-0">{whereaboutsLabels[key]}</span>
              <span className={cn('rounded-lg p-1.5 print:hidden', iconTones[tone])}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
            </dt>
            <dd className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums print:text-xl">
              {countFormat.format(counts[key])}
            </dd>
            <dd className="mt-1 text-xs text-slate-600">{meaning}</dd>
          </Card>
        );
      })}
    </dl>
  );
}
