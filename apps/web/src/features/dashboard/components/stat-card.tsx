import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatChange } from '@hms/shared/dashboard';
import { Card } from '@/components/ui/card';
import { StatChangeText } from './stat-change';

// Counts in the same Indian grouping as the money beside them, 1,25,000 students
// (docs/product-rules.md#money-in-rupees).
const countFormat = new Intl.NumberFormat('en-IN');

type StatCardProps = {
  label: string;
  icon: LucideIcon;
  value: number;
  /** The figure's change over 30 days; a figure without one has `footer` in its place. */
  change?: StatChange | undefined;
  riseIsBad?: boolean;
  footer?: ReactNode;
};

/** One figure of the admin dashboard; a name and value pair of the stats' description list. */
export function StatCard({ label, icon: Icon, value, change, riseIsBad, footer }: StatCardProps) {
  return (
    <Card className="p-5">
      <dt className="flex items-center justify-between gap-3 text-sm font-medium text-slate-600">
        {label}
        <span className="rounded-lg bg-indigo-50 p-2 text-indigo-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
        {countFormat.format(value)}
      </dd>
      <dd className="mt-2">
        {change ? <StatChangeText change={change} current={value} riseIsBad={riseIsBad} /> : footer}
      </dd>
    </Card>
  );
}
