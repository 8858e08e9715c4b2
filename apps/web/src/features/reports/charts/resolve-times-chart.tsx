import type { ResolveTimesReport } from '@hms/shared/reports';
import { formatDuration } from '@/lib/format-duration';
import { formatHoursTick } from '../components/report-format';
import { BarChartFrame } from './chart-frame';
import { colors } from './chart-style';
import type { SeriesStyle } from './series-fills';

const series = [
  { key: 'median', label: 'Median', color: colors.indigo, pattern: 'solid' },
  { key: 'p90', label: '90th percentile', color: colors.amber, pattern: 'stripes' },
] as const satisfies readonly SeriesStyle[];

/** Each category's median and 90th-percentile time to resolve, side by side, in hours or days. */
export function ResolveTimesChart({
  rows,
}: {
  rows: readonly ResolveTimesReport['categories'][number][];
}) {
  return (
    <BarChartFrame
      data={rows.map((row) => ({
        category: row.category,
        median: row.medianMinutes / 60,
        p90: row.p90Minutes / 60,
      }))}
      series={series}
      category="category"
      side={{ width: 96, rowHeight: 48 }}
      values={formatHoursTick}
      tooltip={(hours) => formatDuration(Math.round(hours * 60))}
      margin={{ right: 16 }}
    />
  );
}
