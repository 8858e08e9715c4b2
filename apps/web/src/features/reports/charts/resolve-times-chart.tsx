import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ResolveTimesReport } from '@hms/shared/reports';
import { formatDuration } from '@/lib/format-duration';
import { formatHoursTick } from '../components/report-format';
import {
  chartProps,
  colors,
  gridStroke,
  heightFor,
  MAX_BAR,
  noAnimation,
  tick,
} from './chart-style';
import { ChartLegend, FillDefs, fillOf, useSvgId, type SeriesStyle } from './series-fills';

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
  const id = useSvgId();
  const data = rows.map((row) => ({
    category: row.category,
    median: row.medianMinutes / 60,
    p90: row.p90Minutes / 60,
  }));
  return (
    <>
      <BarChart
        {...chartProps}
        layout="vertical"
        data={data}
        style={{ width: '100%', height: heightFor(data.length, 48) }}
        margin={{ top: 5, right: 16, bottom: 5, left: 0 }}
      >
        <FillDefs chartId={id} series={series} />
        <CartesianGrid stroke={gridStroke} horizontal={false} />
        <XAxis type="number" tick={tick} tickFormatter={formatHoursTick} />
        <YAxis type="category" dataKey="category" width={96} tick={tick} />
        <Tooltip formatter={(hours) => formatDuration(Math.round(Number(hours) * 60))} />
        {series.map((style) => (
          <Bar
            key={style.key}
            dataKey={style.key}
            name={style.label}
            fill={fillOf(id, style)}
            maxBarSize={MAX_BAR}
            {...noAnimation}
          />
        ))}
      </BarChart>
      <ChartLegend series={series} />
    </>
  );
}
