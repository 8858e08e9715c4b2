import { formatMonth } from '@hms/shared/fee-rules';
import { formatCount } from '../components/report-format';
import type { ComplaintMonth } from '../components/complaint-months';
import { BarChartFrame } from './chart-frame';
import { colors } from './chart-style';
import type { SeriesStyle } from './series-fills';

/** Where the month's complaints stand now, bottom to top, each with a texture of its own. */
const series = [
  { key: 'open', label: 'Open', color: colors.rose, pattern: 'solid' },
  { key: 'inProgress', label: 'In Progress', color: colors.amber, pattern: 'stripes' },
  { key: 'resolved', label: 'Resolved', color: colors.teal, pattern: 'dots' },
  { key: 'closed', label: 'Closed', color: colors.slate, pattern: 'cross' },
] as const satisfies readonly SeriesStyle[];

/** Complaints opened in each month, stacked by where they stand now. */
export function ComplaintsChart({ rows }: { rows: readonly ComplaintMonth[] }) {
  return (
    <BarChartFrame
      data={rows.map((row) => ({ ...row, label: formatMonth(row.month) }))}
      series={series}
      stackId="status"
      category="label"
      values={formatCount}
      whole
      tooltip={formatCount}
    />
  );
}
