import type { OccupancyReport } from '@hms/shared/reports';
import { formatCount, shortName } from '../components/report-format';
import { BarChartFrame } from './chart-frame';
import { colors } from './chart-style';
import type { SeriesStyle } from './series-fills';

const series = [
  { key: 'occupied', label: 'Occupied beds', color: colors.indigo, pattern: 'solid' },
  { key: 'vacant', label: 'Vacant beds', color: colors.slate, pattern: 'stripes' },
] as const satisfies readonly SeriesStyle[];

/** Each hostel's beds, occupied then vacant, as one bar a hostel, names down the side. */
export function OccupancyChart({ rows }: { rows: readonly OccupancyReport[number][] }) {
  return (
    <BarChartFrame
      data={rows.map((row) => ({
        name: row.hostel.name,
        occupied: row.occupied,
        vacant: row.vacant,
      }))}
      series={series}
      stackId="beds"
      category="name"
      side={{ width: 120, format: (name) => shortName(name) }}
      values={formatCount}
      whole
      tooltip={formatCount}
      margin={{ right: 16 }}
    />
  );
}
