import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMonth } from '@hms/shared/fee-rules';
import type { OccupancyHistoryReport } from '@hms/shared/reports';
import { formatAverage, formatCount } from '../components/report-format';
import { CHART_HEIGHT, chartProps, colors, gridStroke, noAnimation, tick } from './chart-style';
import { ChartLegend, type SeriesStyle } from './series-fills';

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
  const data = rows.map((row) => ({ ...row, label: formatMonth(row.month) }));
  return (
    <>
      <LineChart
        {...chartProps}
        data={data}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 5, right: 16, bottom: 5, left: 0 }}
      >
        <CartesianGrid stroke={gridStroke} vertical={false} />
        <XAxis dataKey="label" tick={tick} />
        <YAxis width="auto" tick={tick} tickFormatter={formatCount} />
        <Tooltip formatter={(value) => formatAverage(Number(value))} />
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
      </LineChart>
      <ChartLegend series={series} />
    </>
  );
}
