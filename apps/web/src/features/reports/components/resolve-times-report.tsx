import type { ResolveTimesReport as Report } from '@hms/shared/reports';
import { formatDuration } from '@/lib/format-duration';
import { useResolveTimesReport } from '../api/get-reports';
import { ResolveTimesChart } from '../charts/resolve-times-chart';
import { ReportCard } from './report-card';
import { plainHours } from './report-format';
import { countColumn, type ReportColumn } from './report-table';
import { CHOOSE_MONTHS, fileName, type ReportView } from './report-view';

type Row = Report['categories'][number];

const columns: readonly ReportColumn<Row>[] = [
  { label: 'Category', cell: (row) => row.category, csv: (row) => row.category },
  countColumn('Resolved', (row) => row.resolved),
  {
    label: 'Median',
    csvLabel: 'Median (hours)',
    cell: (row) => formatDuration(row.medianMinutes),
    csv: (row) => plainHours(row.medianMinutes),
    numeric: true,
  },
  {
    label: '90th percentile',
    csvLabel: '90th percentile (hours)',
    cell: (row) => formatDuration(row.p90Minutes),
    csv: (row) => plainHours(row.p90Minutes),
    numeric: true,
  },
];

/** How long complaints resolved in the months took, by category: the median and the slowest tenth. */
export function ResolveTimesReport({ view }: { view: ReportView }) {
  const { range } = view;
  const query = useResolveTimesReport(range ?? { from: '', to: '' }, range !== undefined);
  return (
    <ReportCard
      title="Time to resolve"
      caption={`Median and 90th-percentile time to resolve by category, of complaints resolved in ${view.where}, ${view.months}`}
      query={query}
      loadFailed="Failed to load the times to resolve."
      blocked={range ? undefined : CHOOSE_MONTHS}
      rowsOf={(report: Report) => report.categories.filter((row) => row.resolved > 0)}
      columns={columns}
      rowKey={(row) => row.category}
      empty="No complaints were resolved in these months."
      filename={fileName('time-to-resolve', range)}
      chart={(rows) => <ResolveTimesChart rows={rows} />}
    />
  );
}
