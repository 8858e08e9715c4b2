import { ChartColumn } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { formatDay } from '@hms/shared/calendar-day';
import { COMPLAINT_WEEKS, type WeeklyComplaints as Weeks } from '@hms/shared/dashboard';
import { SectionCard } from '@/components/ui/section-card';

const WeeklyComplaintsChart = lazy(async () => ({
  default: (await import('./weekly-complaints-chart')).WeeklyComplaintsChart,
}));

const CHART_HEIGHT = 'h-[200px]';
const counts = new Intl.NumberFormat('en-IN');

/**
 * Complaints opened in each of the last twelve weeks: bars for the eye, and for a screen reader
 * (hidden from sight) the table they are drawn from.
 */
export function WeeklyComplaints({ weeks }: { weeks: Weeks }) {
  const captionId = useId();
  const total = weeks.reduce((sum, week) => sum + week.opened, 0);
  const caption = `Complaints opened in each of the last ${COMPLAINT_WEEKS} weeks`;
  return (
    // A grid item as wide as its column, not its chart: the chart follows the card's width.
    <SectionCard title="Complaints opened per week" icon={ChartColumn} className="min-w-0">
      <figure aria-labelledby={captionId} className="space-y-2">
        <figcaption id={captionId} className="text-sm text-slate-600">
          {caption}: {counts.format(total)} in all.
        </figcaption>
        <div aria-hidden="true" className={`${CHART_HEIGHT} min-w-0`}>
          <Suspense fallback={null}>
            <WeeklyComplaintsChart weeks={weeks} />
          </Suspense>
        </div>
        {/* Hidden by its box: a table keeps its own width, which would widen a phone's page. */}
        <div className="sr-only">
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Week beginning</th>
                <th scope="col">Opened</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{formatDay(week.weekStart)}</th>
                  <td>{counts.format(week.opened)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </SectionCard>
  );
}
