import { formatMonth } from '@hms/shared/fee-rules';
import { formatRupees } from '@hms/shared/money';
import type { FeeCollectionReport } from '@hms/shared/reports';
import { BarChartFrame } from './chart-frame';
import { colors } from './chart-style';
import type { SeriesStyle } from './series-fills';

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
  return (
    <BarChartFrame
      data={rows.map((row) => ({ ...row, label: formatMonth(row.month) }))}
      series={series}
      category="label"
      values={rupeesTick}
      tooltip={formatRupees}
      margin={{ left: 8 }}
    />
  );
}
