import type { OccupancyHistoryReport as Report } from '@hms/shared/reports';
import { useOccupancyHistoryReport } from '../api/get-reports';
import { OccupancyHistoryChart } from '../charts/occupancy-history-chart';
import { ReportCard } from './report-card';
import { formatAverage } from './report-format';
import { countColumn, monthColumn, type ReportColumn } from './report-table';
import { CHOOSE_MONTHS, fileName, type ReportView } from './report-view';

type Row = Report['months'][number];

const columns: readonly ReportColumn<Row>[] = [
  monthColumn<Row>(),
  countColumn('Residents', (row) => row.residents),
  {
    label: 'Average occupied',
    cell: (row) => formatAverage(row.averageOccupied),
    csv: (row) => row.averageOccupied,
    numeric: true,
  },
  countColumn('Beds', (row) => row.beds),
];

/** Occupancy month by month from the residency history, against the beds there are now. */
export function OccupancyHistoryReport({ view }: { view: ReportView }) {
  const { range } = view;
  const query = useOccupancyHistoryReport(range ?? { from: '', to: '' }, range !== undefined);
  return (
    <ReportCard
      title="Occupancy month by month"
      caption={`Beds lived in on an average day, against beds, in ${view.where}, ${view.months}`}
      query={query}
      loadFailed="Failed to load the occupancy month by month."
      blocked={range ? undefined : CHOOSE_MONTHS}
      rowsOf={(report: Report) => report.months}
      columns={columns}
      rowKey={(row) => row.month}
      empty="No months to show."
      filename={fileName('occupancy-by-month', range)}
      chart={(rows) => <OccupancyHistoryChart rows={rows} />}
    />
  );
}
