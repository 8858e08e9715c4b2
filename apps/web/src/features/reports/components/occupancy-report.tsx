import { formatDay } from '@hms/shared/calendar-day';
import type { OccupancyReport as Rows } from '@hms/shared/reports';
import { useOccupancyReport } from '../api/get-reports';
import { OccupancyChart } from '../charts/occupancy-chart';
import { ReportCard } from './report-card';
import { countColumn, type ReportColumn } from './report-table';
import { fileName, type ReportView } from './report-view';

type Row = Rows[number];

const columns: readonly ReportColumn<Row>[] = [
  { label: 'Hostel', cell: (row) => row.hostel.name, csv: (row) => row.hostel.name },
  countColumn('Beds', (row) => row.beds),
  countColumn('Occupied', (row) => row.occupied),
  countColumn('Vacant', (row) => row.vacant),
];

/** Occupancy by hostel now: each hostel's beds, occupied and vacant. */
export function OccupancyReport({ view }: { view: ReportView }) {
  const query = useOccupancyReport(view.scope);
  return (
    <ReportCard
      title="Occupancy by hostel"
      caption={`Occupied and vacant beds in ${view.where}, on ${formatDay(view.today)}`}
      query={query}
      loadFailed="Failed to load the occupancy by hostel."
      rowsOf={(rows: Rows) => rows}
      columns={columns}
      rowKey={(row) => row.hostel._id}
      empty="No hostels to show."
      filename={fileName('occupancy-by-hostel')}
      chart={(rows) => <OccupancyChart rows={rows} />}
    />
  );
}
