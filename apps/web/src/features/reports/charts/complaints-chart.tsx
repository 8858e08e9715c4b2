import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMonth } from '@hms/shared/fee-rules';
import { formatCount } from '../components/report-format';
import type { ComplaintMonth } from '../components/complaint-months';
import {
  CHART_HEIGHT,
  chartProps,
  colors,
  gridStroke,
  MAX_BAR,
  noAnimation,
  tick,
} from './chart-style';
import { ChartLegend, FillDefs, fillOf, useSvgId, type SeriesStyle } from './series-fills';

/** Where the month's complaints stand now, bottom to top, each with a texture of its own. */
const series = [
  { key: 'open', label: 'Open', color: colors.rose, pattern: 'solid' },
  { key: 'inProgress', label: 'In Progress', color: colors.amber, pattern: 'stripes' },
  { key: 'resolved', label: 'Resolved', color: colors.teal, pattern: 'dots' },
  { key: 'closed', label: 'Closed', color: colors.slate, pattern: 'cross' },
] as const satisfies readonly SeriesStyle[];

/** Complaints opened in each month, stacked by where they stand now. */
export function ComplaintsChart({ rows }: { rows: readonly ComplaintMonth[] }) {
  const id = useSvgId();
  const data = rows.map((row) => ({ ...row, label: formatMonth(row.month) }));
  return (
    <>
      <BarChart
        {...chartProps}
        data={data}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 5, right: 8, bottom: 5, left: 0 }}
      >
        <FillDefs chartId={id} series={series} />
        <CartesianGrid stroke={gridStroke} vertical={false} />
        <XAxis dataKey="label" tick={tick} />
        <YAxis allowDecimals={false} width="auto" tick={tick} tickFormatter={formatCount} />
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        {series.map((style) => (
          <Bar
            key={style.key}
            dataKey={style.key}
            name={style.label}
            stackId="status"
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
