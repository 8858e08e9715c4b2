import { House, PlaneTakeoff, TriangleAlert, UserX, type LucideIcon } from 'lucide-react';
import { WHEREABOUTS, whereaboutsLabels, type InsideCounts } from '@hms/shared/gate';
import type { Whereabouts } from '@hms/shared/gate-rules';
import { TextLink } from '@/components/ui/text-link';
import { StatCard } from './stat-card';

const icons: Record<Whereabouts, LucideIcon> = {
  inside: House,
  onLeave: PlaneTakeoff,
  outWithoutLeave: UserX,
  overdue: TriangleAlert,
};

/**
 * The gate's four counts over the caller's hostels (docs/product-rules.md#gate-movements), each
 * leading to the Gate page's list of the residents it counts.
 */
export function GateStats({ counts, gatePath }: { counts: InsideCounts; gatePath: string }) {
  return (
    <section aria-labelledby="gate-stats-heading" className="space-y-3">
      <h2 id="gate-stats-heading" className="text-lg font-semibold text-slate-900">
        At the gate now
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {WHEREABOUTS.map((key) => (
          <StatCard
            key={key}
            label={whereaboutsLabels[key]}
            icon={icons[key]}
            value={counts[key]}
            footer={
              <TextLink to={`${gatePath}?whereabouts=${key}`} className="text-sm">
                Show who<span className="sr-only"> is {whereaboutsLabels[key].toLowerCase()}</span>
              </TextLink>
            }
          />
        ))}
      </dl>
    </section>
  );
}
