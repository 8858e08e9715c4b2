import type { VacancyReport } from '@hms/shared/reports';
import { formatCount } from '../components/report-format';
import { BarChartFrame } from './chart-frame';
import { colors } from './chart-style';
import type { SeriesStyle } from './series-fills';

const series = [
  { key: 'vacant', label: 'Vacant beds', color: colors.teal, pattern: 'solid' },
] as const satisfies readonly SeriesStyle[];

/** Vacant beds in each type of room, each bar labelled with its number. */
export function VacancyChart({ rows }: { rows: readonly VacancyReport[number][] }) {
  return (
    <BarChartFrame
      data={rows.map((row) => ({ type: row.type, vacant: row.vacant }))}
      series={series}
      category="type"
      values={formatCount}
      whole
      tooltip={formatCount}
      labels={formatCount}
      // Room over the bars for their labels.
      margin={{ top: 20 }}
    />
  );
}
