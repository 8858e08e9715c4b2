import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { VacancyReport } from '@hms/shared/reports';
import { formatCount } from '../components/report-format';
import {
  CHART_HEIGHT,
  chartProps,
  colors,
  gridStroke,
  MAX_BAR,
  noAnimation,
  tick,
} from './chart-style';
import { ChartLegend, type SeriesStyle } from './series-fills';

const series = [
  { key: 'vacant', label: 'Vacant beds', color: colors.teal, pattern: 'solid' },
] as const satisfies readonly SeriesStyle[];

/** Vacant beds in each type of room, each bar labelled with its number. */
export function VacancyChart({ rows }: { rows: readonly VacancyReport[number][] }) {
  return (
    <>
      <BarChart
        {...chartProps}
        data={rows.map((row) => ({ type: row.type, vacant: row.vacant }))}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 20, right: 8, bottom: 5, left: 0 }}
      >
        <CartesianGrid stroke={gridStroke} vertical={false} />
        <XAxis dataKey="type" tick={tick} />
        <YAxis allowDecimals={false} width="auto" tick={tick} tickFormatter={formatCount} />
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        <Bar
          dataKey="vacant"
          name="Vacant beds"
          fill={colors.teal}
          maxBarSize={MAX_BAR}
          {...noAnimation}
        >
          <LabelList
            dataKey="vacant"
            position="top"
            fill={tick.fill}
            fontSize={12}
            formatter={(value) => formatCount(Number(value))}
          />
        </Bar>
      </BarChart>
      <ChartLegend series={series} />
    </>
  );
}
