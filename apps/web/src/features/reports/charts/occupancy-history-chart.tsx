import { Line } from 'recharts';
import { formatMonth } from '@hms/shared/fee-rules';
import type { OccupancyHistoryReport } from '@hms/shared/reports';
import { formatAverage, formatCount } from '../components/report-format';
import { ChartFrame } from './chart-frame';
import { colors, noAnimation } from './chart-style';
import type { SeriesStyle } from './series-fills';

const series = [
  {
    key: 'averageOccupied',
    label: 'Beds lived in, on an average day',
    color: colors.indigo,
    pattern: 'solid',
    dash: '',
  },
  { key: 'beds', label: 'Beds', color: colors.slate, pattern: 'solid', dash: '6 4' },
] as const satisfies readonly SeriesStyle[];

/** Month by month: the beds lived in on an average day, as a solid line under the dashed beds. */
export function OccupancyHistoryChart({
  rows,
}: {
  rows: readonly OccupancyHistoryReport['months'][number][];
}) {
  return (
    <ChartFrame
      kind="line"
      data={rows.map((row) => ({ ...row, label: formatMonth(row.month) }))}
      series={series}
      category="label"
      values={formatCount}
      tooltip={formatAverage}
      margin={{ right: 16 }}
    >
      {series.map((style) => (
        <Line
          key={style.key}
          dataKey={style.key}
          name={style.label}
          stroke={style.color}
          strokeWidth={2.5}
          strokeDasharray={style.dash || undefined}
          dot={style.dash ? false : { r: 3, fill: style.color }}
          {...noAnimation}
        />
      ))}
    </ChartFrame>
  );
}
