import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMonth } from '@hms/shared/fee-rules';
import { formatRupees } from '@hms/shared/money';
import type { FeeCollectionReport } from '@hms/shared/reports';
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

const series = [
  { key: 'charged', label: 'Charged', color: colors.slate, pattern: 'solid' },
  { key: 'collected', label: 'Collected', color: colors.indigo, pattern: 'stripes' },
] as const satisfies readonly SeriesStyle[];

/** A whole-rupee tick: the axis needs no paise. */
const rupeesTick = (paise: number) => formatRupees(Math.round(paise / 100) * 100);

/** Charged beside collected, month by month. */
export function FeeCollectionChart({
  rows,
}: {
  rows: readonly FeeCollectionReport['months'][number][];
}) {
  const id = useSvgId();
  const data = rows.map((row) => ({ ...row, label: formatMonth(row.month) }));
  return (
    <>
      <BarChart
        {...chartProps}
        data={data}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 5, right: 8, bottom: 5, left: 8 }}
      >
        <FillDefs chartId={id} series={series} />
        <CartesianGrid stroke={gridStroke} vertical={false} />
        <XAxis dataKey="label" tick={tick} />
        <YAxis width="auto" tick={tick} tickFormatter={rupeesTick} />
        <Tooltip formatter={(paise) => formatRupees(Number(paise))} />
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
