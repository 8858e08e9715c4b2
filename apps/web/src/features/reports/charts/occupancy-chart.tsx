import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { OccupancyReport } from '@hms/shared/reports';
import { formatCount, shortName } from '../components/report-format';
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
  { key: 'occupied', label: 'Occupied beds', color: colors.indigo, pattern: 'solid' },
  { key: 'vacant', label: 'Vacant beds', color: colors.slate, pattern: 'stripes' },
] as const satisfies readonly SeriesStyle[];

/** Each hostel's beds, occupied then vacant, as one bar a hostel, names down the side. */
export function OccupancyChart({ rows }: { rows: readonly OccupancyReport[number][] }) {
  const id = useSvgId();
  const data = rows.map((row) => ({
    name: row.hostel.name,
    occupied: row.occupied,
    vacant: row.vacant,
  }));
  return (
    <>
      <BarChart
        {...chartProps}
        layout="vertical"
        data={data}
        style={{ width: '100%', height: heightFor(data.length) }}
        margin={{ top: 5, right: 16, bottom: 5, left: 0 }}
      >
        <FillDefs chartId={id} series={series} />
        <CartesianGrid stroke={gridStroke} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={tick} tickFormatter={formatCount} />
        <YAxis
          type="category"
          dataKey="name"
          width={120}
          tick={tick}
          tickFormatter={(name: string) => shortName(name)}
        />
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        {series.map((style) => (
          <Bar
            key={style.key}
            dataKey={style.key}
            name={style.label}
            stackId="beds"
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
