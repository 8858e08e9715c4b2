import { House, PlaneTakeoff, TriangleAlert, UserX, type LucideIcon } from 'lucide-react';
import { whereaboutsLabels } from '@hms/shared/gate';
import type { Whereabouts } from '@hms/shared/gate-rules';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** How each whereabouts is shown: its words first, the colour and icon only repeat them. */
export const whereaboutsLooks: Record<
  Whereabouts,
  { tone: BadgeTone; icon: LucideIcon; meaning: string }
> = {
  inside: { tone: 'green', icon: House, meaning: 'In the hostel now' },
  onLeave: { tone: 'blue', icon: PlaneTakeoff, meaning: 'Away on approved leave' },
  outWithoutLeave: { tone: 'yellow', icon: UserX, meaning: 'Went out with no leave' },
  overdue: { tone: 'red', icon: TriangleAlert, meaning: 'Leave has ended; not back yet' },
};

export function WhereaboutsBadge({
  whereabouts,
  className,
}: {
  whereabouts: Whereabouts;
  className?: string;
}) {
  const look = whereaboutsLooks[whereabouts];
  return (
    <Badge tone={look.tone} icon={look.icon} className={className}>
      {whereaboutsLabels[whereabouts]}
    </Badge>
  );
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** A leave's end as the API gives it: a calendar day, or an instant. */
export function isCalendarDay(value: string): boolean {
  return calendarDay.test(value);
}
